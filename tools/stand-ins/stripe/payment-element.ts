import { IBAN_PROBLEMS } from '../../../src/demo/demo-card';
import { caretAfterDigits, digitsOnly, isIncomplete } from '../../../src/demo/ui/card-format';
import { ibanProblem } from '../../../src/domain/iban';
import {
  CARD_FIELDS,
  CardFieldView,
  FIELD_ORDER,
  fieldOfCode,
  TEST_CARDS_LINE,
  type CardField,
} from './card-fields';
import { element, mountTarget, uniqueId } from './dom';
import { ElementEmitter } from './emitter';
import { IbanField, MethodChoice, redirectNote } from './method-choice';
import type { LocalPaymentMethod, LocalStripeError } from './protocol';

const ELEMENT_TYPE = 'payment';

/** The ways to pay the intent allows, as its payment_method_types say. */
export type IntentMethods = () => Promise<readonly string[]>;

const ONLY_CARD: IntentMethods = () => Promise.resolve(['card']);

/**
 * The stand-in's Payment Element: the form Stripe would show in its iframe, as plain inputs in the
 * portal's field markup, with Stripe's labels and events. The card alone, or, when the intent
 * allows more (euro prices), a choice of the card, SEPA Direct Debit (an IBAN) and the banks.
 */
export class LocalPaymentElement extends ElementEmitter {
  private readonly id = uniqueId(ELEMENT_TYPE);
  private readonly fields = new Map<CardField, CardFieldView>();
  private root: HTMLDivElement | null = null;
  private cardPanel: HTMLDivElement | null = null;
  private choice: MethodChoice | null = null;
  private iban: IbanField | null = null;
  private destroyed = false;

  constructor(
    private readonly onDestroy: (element: LocalPaymentElement) => void,
    private readonly intentMethods: IntentMethods = ONLY_CARD,
  ) {
    super();
  }

  mount(target: HTMLElement | string): void {
    if (this.destroyed) throw new Error('This Element has already been destroyed.');
    if (this.root) throw new Error('This Element is already mounted.');
    this.root = this.render();
    mountTarget(target).append(this.root);
    const mounted = this.root;
    // Stripe's iframe says it is ready once loaded (the intent's methods with it): never within
    // the call to mount.
    void this.intentMethods()
      .catch(() => ['card'])
      .then((methods) => {
        if (this.root !== mounted) return;
        if (methods.length > 1) this.offer(methods);
        this.emit('ready', { elementType: ELEMENT_TYPE });
      });
  }

  unmount(): void {
    this.root?.remove();
    this.root = null;
    this.cardPanel = null;
    this.choice = null;
    this.iban = null;
    this.fields.clear();
  }

  destroy(): void {
    this.unmount();
    this.destroyed = true;
    this.onDestroy(this);
  }

  /** Nothing in the element's options (layout, buttons, theme) changes what the stand-in shows. */
  update(_options: object): void {}

  focus(): void {
    this.fields.get('number')?.input.focus();
  }

  blur(): void {
    const active = document.activeElement;
    if (active instanceof HTMLElement && this.root?.contains(active)) active.blur();
  }

  clear(): void {
    for (const view of this.fields.values()) {
      view.input.value = '';
      view.clearError();
    }
    if (this.iban) {
      this.iban.input.value = '';
      this.iban.clearError();
    }
    this.emitChange();
  }

  /** The accordion has one item, always open here. */
  collapse(): void {}

  /** What the person chose and typed, as the protocol sends it. */
  paymentMethod(): LocalPaymentMethod {
    const method = this.selected();
    if (method === 'sepa_debit') return { type: 'sepa_debit', iban: this.iban?.input.value ?? '' };
    if (method === 'ideal' || method === 'bancontact') return { type: method };
    return {
      type: 'card',
      number: digitsOnly(this.value('number')),
      expiry: this.value('expiry'),
      cvc: this.value('cvc'),
    };
  }

  /** Stripe's validation_error for the first unfinished field, shown under it and focused. */
  checkComplete(): LocalStripeError | null {
    const method = this.selected();
    if (method === 'sepa_debit') return this.checkIban();
    if (method !== 'card') return null;
    const field = FIELD_ORDER.find((candidate) => isIncomplete(candidate, this.value(candidate)));
    if (!field) return null;
    const error: LocalStripeError = { type: 'validation_error', ...CARD_FIELDS[field].incomplete };
    this.showError(error);
    this.fields.get(field)?.input.focus();
    return error;
  }

  /** A validation_error of a confirmation, under the field it is about, as Stripe shows it. */
  showError(error: LocalStripeError): void {
    if (error.code.includes('iban')) {
      this.iban?.showError(error.message);
      return;
    }
    this.fields.get(fieldOfCode(error.code))?.showError(error.message);
  }

  private value(field: CardField): string {
    return this.fields.get(field)?.input.value ?? '';
  }

  private selected(): string {
    return this.choice?.selected ?? 'card';
  }

  private checkIban(): LocalStripeError | null {
    const problem = ibanProblem(this.iban?.input.value ?? '');
    if (!problem) return null;
    const error: LocalStripeError = {
      type: 'validation_error',
      code: problem,
      message: IBAN_PROBLEMS[problem],
    };
    this.showError(error);
    this.iban?.input.focus();
    return error;
  }

  /** The intent allows more than the card: the choice goes above, each method's part below it. */
  private offer(methods: readonly string[]): void {
    const card = this.cardPanel;
    if (!this.root || !card) return;
    this.iban = new IbanField(`${this.id}-iban`, () => this.emitChange());
    const note = redirectNote();
    const sepa = this.iban.root;
    const show = (method: string) => {
      card.hidden = method !== 'card';
      sepa.hidden = method !== 'sepa_debit';
      note.hidden = method !== 'ideal' && method !== 'bancontact';
      this.emitChange();
    };
    this.choice = new MethodChoice(`${this.id}-choice`, methods, show);
    this.root.prepend(this.choice.root);
    this.root.append(sepa, note);
    sepa.hidden = true;
    note.hidden = true;
  }

  private render(): HTMLDivElement {
    for (const field of FIELD_ORDER) {
      const view = new CardFieldView(field, `${this.id}-${field}`);
      view.input.addEventListener('input', () => this.onInput(view));
      this.fields.set(field, view);
    }
    const row = (field: CardField) => this.fields.get(field)?.root ?? '';
    this.cardPanel = element('div', { class: 'form' }, [
      element('p', { class: 'field__hint' }, [TEST_CARDS_LINE]),
      row('number'),
      element('div', { class: 'form__row' }, [row('expiry'), row('cvc')]),
    ]);
    const root = element('div', { class: 'form', id: this.id }, [this.cardPanel]);
    root.addEventListener('focusin', (event) => this.onFocusMove(event, 'focus'));
    root.addEventListener('focusout', (event) => this.onFocusMove(event, 'blur'));
    return root;
  }

  private onInput({ field, input }: CardFieldView): void {
    const { value, selectionStart } = input;
    const formatted = CARD_FIELDS[field].format(value);
    if (formatted !== value) {
      // Grouping the digits moves the text; keep the caret after the digit it followed.
      const digitsBefore = digitsOnly(value.slice(0, selectionStart ?? value.length)).length;
      input.value = formatted;
      const caret = caretAfterDigits(formatted, digitsBefore);
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
    }
    this.fields.get(field)?.clearError();
    this.emitChange();
  }

  /** Focus moving between the element's own inputs is neither a focus nor a blur of it. */
  private onFocusMove(event: FocusEvent, name: 'focus' | 'blur'): void {
    const other = event.relatedTarget;
    if (other instanceof Node && this.root?.contains(other)) return;
    this.emit(name, { elementType: ELEMENT_TYPE });
  }

  private emitChange(): void {
    const method = this.selected();
    const values =
      method === 'sepa_debit'
        ? [this.iban?.input.value ?? '']
        : FIELD_ORDER.map((field) => this.value(field));
    let complete = true;
    if (method === 'card') {
      complete = FIELD_ORDER.every((field) => !isIncomplete(field, this.value(field)));
    } else if (method === 'sepa_debit') {
      complete = ibanProblem(values[0] ?? '') === null;
    }
    this.emit('change', {
      elementType: ELEMENT_TYPE,
      complete,
      empty: method === 'card' || method === 'sepa_debit' ? values.every((v) => v === '') : false,
      collapsed: false,
      value: { type: method },
    });
  }
}
