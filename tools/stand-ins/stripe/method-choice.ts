import { formatIban } from '../../../src/domain/iban';
import { element } from './dom';

/** The ways to pay the stand-in's Payment Element can show, in Stripe's words. */
export const METHOD_LABELS: Readonly<Record<string, string>> = {
  card: 'Card',
  sepa_debit: 'SEPA Direct Debit',
  ideal: 'iDEAL | Wero',
  bancontact: 'Bancontact',
};

export const TEST_IBAN_LINE =
  'Local Stripe stand-in — test IBAN: DE89 3704 0044 0532 0130 00 is debited after a few seconds.';

/** Stripe's mandate, shown under the IBAN before the person confirms a debit. */
const MANDATE =
  'By providing your payment information and confirming this payment, you authorise Mindful and ' +
  'Stripe, our payment service provider, to send instructions to your bank to debit your account ' +
  'in accordance with those instructions.';

const REDIRECT_LINE = 'After you confirm, you are sent to your bank to authorize the payment.';

/**
 * The radios the Payment Element shows above its fields when the intent allows more than the card
 * (with euro prices: SEPA Direct Debit, iDEAL | Wero, Bancontact), as Stripe's tabs or accordion.
 */
export class MethodChoice {
  readonly root: HTMLFieldSetElement;
  private readonly radios = new Map<string, HTMLInputElement>();

  constructor(id: string, methods: readonly string[], onChange: (method: string) => void) {
    const options = methods
      .filter((method) => method in METHOD_LABELS)
      .map((method, index) => {
        const input = element('input', {
          type: 'radio',
          class: 'radio-option__input',
          name: `${id}-method`,
          value: method,
          checked: index === 0,
        });
        input.addEventListener('change', () => onChange(method));
        this.radios.set(method, input);
        return element('label', { class: 'radio-option' }, [input, METHOD_LABELS[method] ?? '']);
      });
    this.root = element('fieldset', { class: 'radio-group' }, [
      element('legend', { class: 'field__label' }, ['Payment method']),
      ...options,
    ]);
  }

  get selected(): string {
    for (const [method, radio] of this.radios) if (radio.checked) return method;
    return 'card';
  }
}

/** The IBAN field of SEPA Direct Debit, with its mandate, in the portal's field markup. */
export class IbanField {
  readonly root: HTMLDivElement;
  readonly input: HTMLInputElement;
  private error: HTMLParagraphElement | null = null;

  constructor(
    private readonly id: string,
    onInput: () => void,
  ) {
    this.input = element('input', {
      id,
      class: 'field__input',
      type: 'text',
      name: 'iban',
      autocomplete: 'off',
      placeholder: 'DE00 0000 0000 0000 0000 00',
      spellcheck: 'false',
    });
    this.input.addEventListener('input', () => {
      this.input.value = formatIban(this.input.value);
      this.clearError();
      onInput();
    });
    this.root = element('div', { class: 'form' }, [
      element('p', { class: 'field__hint' }, [TEST_IBAN_LINE]),
      element('div', { class: 'field' }, [
        element('label', { class: 'field__label', for: id }, ['IBAN']),
        this.input,
      ]),
      element('p', { class: 'field__hint' }, [MANDATE]),
    ]);
  }

  showError(message: string): void {
    this.clearError();
    const errorId = `${this.id}-error`;
    this.error = element('p', { class: 'field__error', id: errorId, role: 'alert' }, [message]);
    this.input.after(this.error);
    this.input.setAttribute('aria-invalid', 'true');
    this.input.setAttribute('aria-describedby', errorId);
  }

  clearError(): void {
    this.error?.remove();
    this.error = null;
    this.input.removeAttribute('aria-invalid');
    this.input.removeAttribute('aria-describedby');
  }
}

/** What a bank redirect shows in place of fields: that the bank's page comes next. */
export const redirectNote = () => element('p', { class: 'field__hint' }, [REDIRECT_LINE]);
