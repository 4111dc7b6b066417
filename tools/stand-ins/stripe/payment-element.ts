import { caretAfterDigits, digitsOnly, isIncomplete } from '../../../src/demo/ui/card-format';
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
import type { LocalPaymentMethod, LocalStripeError } from './protocol';

const ELEMENT_TYPE = 'payment';

/**
 * The stand-in's Payment Element: the card form Stripe would show in its iframe, as plain inputs
 * in the portal's field markup, with Stripe's labels and events.
 */
export class LocalPaymentElement extends ElementEmitter {
  private readonly id = uniqueId(ELEMENT_TYPE);
  private readonly fields = new Map<CardField, CardFieldView>();
  private root: HTMLDivElement | null = null;
  private destroyed = false;

  constructor(private readonly onDestroy: (element: LocalPaymentElement) => void) {
    super();
  }

  mount(target: HTMLElement | string): void {
    if (this.destroyed) throw new Error('This Element has already been destroyed.');
    if (this.root) throw new Error('This Element is already mounted.');
    this.root = this.render();
    mountTarget(target).append(this.root);
    const mounted = this.root;
    // Stripe's iframe says it is ready once loaded: never within the call to mount.
    setTimeout(() => {
      if (this.root === mounted) this.emit('ready', { elementType: ELEMENT_TYPE });
    }, 0);
  }

  unmount(): void {
    this.root?.remove();
    this.root = null;
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
    this.emitChange();
  }

  /** The accordion has one item, always open here. */
  collapse(): void {}

  /** What the person typed, as the protocol sends it. */
  paymentMethod(): LocalPaymentMethod {
    return {
      type: 'card',
      number: digitsOnly(this.value('number')),
      expiry: this.value('expiry'),
      cvc: this.value('cvc'),
    };
  }

  /** Stripe's validation_error for the first unfinished field, shown under it and focused. */
  checkComplete(): LocalStripeError | null {
    const field = FIELD_ORDER.find((candidate) => isIncomplete(candidate, this.value(candidate)));
    if (!field) return null;
    const error: LocalStripeError = { type: 'validation_error', ...CARD_FIELDS[field].incomplete };
    this.showError(error);
    this.fields.get(field)?.input.focus();
    return error;
  }

  /** A validation_error of a confirmation, under the field it is about, as Stripe shows it. */
  showError(error: LocalStripeError): void {
    this.fields.get(fieldOfCode(error.code))?.showError(error.message);
  }

  private value(field: CardField): string {
    return this.fields.get(field)?.input.value ?? '';
  }

  private render(): HTMLDivElement {
    for (const field of FIELD_ORDER) {
      const view = new CardFieldView(field, `${this.id}-${field}`);
      view.input.addEventListener('input', () => this.onInput(view));
      this.fields.set(field, view);
    }
    const row = (field: CardField) => this.fields.get(field)?.root ?? '';
    const root = element('div', { class: 'form', id: this.id }, [
      element('p', { class: 'field__hint' }, [TEST_CARDS_LINE]),
      row('number'),
      element('div', { class: 'form__row' }, [row('expiry'), row('cvc')]),
    ]);
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
    const values = FIELD_ORDER.map((field) => this.value(field));
    this.emit('change', {
      elementType: ELEMENT_TYPE,
      complete: FIELD_ORDER.every((field) => !isIncomplete(field, this.value(field))),
      empty: values.every((value) => value === ''),
      collapsed: false,
      value: { type: 'card' },
    });
  }
}
