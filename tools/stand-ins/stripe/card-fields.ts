import {
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  type CardField,
} from '../../../src/demo/ui/card-format';
import { element } from './dom';

export type { CardField };

interface FieldSpec {
  label: string;
  name: string;
  autocomplete: string;
  placeholder: string;
  format: (raw: string) => string;
  /** Stripe's validation_error when the field is left unfinished. */
  incomplete: { code: string; message: string };
}

export const CARD_FIELDS: Readonly<Record<CardField, FieldSpec>> = {
  number: {
    label: 'Card number',
    name: 'cardnumber',
    autocomplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    format: formatCardNumber,
    incomplete: { code: 'incomplete_number', message: 'Your card number is incomplete.' },
  },
  expiry: {
    label: 'Expiration date',
    name: 'exp-date',
    autocomplete: 'cc-exp',
    placeholder: 'MM / YY',
    format: formatExpiry,
    incomplete: {
      code: 'incomplete_expiry',
      message: "Your card's expiration date is incomplete.",
    },
  },
  cvc: {
    label: 'Security code',
    name: 'cvc',
    autocomplete: 'cc-csc',
    placeholder: 'CVC',
    format: formatSecurityCode,
    incomplete: { code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
  },
};

export const FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc'];

export const TEST_CARDS_LINE =
  'Local Stripe stand-in — test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is ' +
  "declined, 4000 0027 6000 3184 asks for the bank's check.";

/** Which field a validation_error's code is about (Stripe: incomplete_cvc, invalid_expiry_…). */
export function fieldOfCode(code: string): CardField {
  if (/cvc/u.test(code)) return 'cvc';
  if (/expiry|expiration/u.test(code)) return 'expiry';
  return 'number';
}

/** One labelled input in the portal's field markup, and where its inline error goes. */
export class CardFieldView {
  readonly root: HTMLDivElement;
  readonly input: HTMLInputElement;
  private readonly errorId: string;
  private error: HTMLParagraphElement | null = null;

  constructor(
    readonly field: CardField,
    id: string,
  ) {
    const spec = CARD_FIELDS[field];
    this.errorId = `${id}-error`;
    this.input = element('input', {
      id,
      class: 'field__input',
      type: 'text',
      name: spec.name,
      autocomplete: spec.autocomplete,
      inputmode: 'numeric',
      placeholder: spec.placeholder,
      spellcheck: 'false',
    });
    const label = element('label', { class: 'field__label', for: id }, [spec.label]);
    this.root = element('div', { class: 'field' }, [label, this.input]);
  }

  showError(message: string): void {
    this.clearError();
    this.error = element('p', { class: 'field__error', id: this.errorId, role: 'alert' }, [
      message,
    ]);
    this.root.append(this.error);
    this.input.setAttribute('aria-invalid', 'true');
    this.input.setAttribute('aria-describedby', this.errorId);
  }

  clearError(): void {
    this.error?.remove();
    this.error = null;
    this.input.removeAttribute('aria-invalid');
    this.input.removeAttribute('aria-describedby');
  }
}
