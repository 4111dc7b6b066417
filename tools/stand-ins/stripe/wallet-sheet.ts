import { element, uniqueId } from './dom';

const TITLE = 'Google Pay (local stand-in)';
const CARD = 'Visa •••• 4242';
const FAILED = 'The payment could not be completed.';

interface Amounted {
  amount: number;
}

/** What the click handler resolved with, as far as the sheet shows it (Stripe's shapes). */
export interface SheetDetails {
  lineItems?: readonly (Amounted & { name: string })[];
  applePay?: {
    recurringPaymentRequest?: { regularBilling?: Amounted & { label: string } };
  };
}

export interface SheetParts {
  details: SheetDetails;
  /** The Elements group's currency, when it was given one. */
  currency: string | null;
  onPay: () => void;
  onCancel: () => void;
  /** Where the keyboard goes back to once the sheet closes. */
  opener: HTMLElement;
}

/** Minor units as money: with the currency's own decimals when known, else as hundredths. */
export function formatAmount(amount: number, currency: string | null): string {
  if (!currency) return (amount / 100).toFixed(2);
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** decimals);
}

/** The stand-in's wallet sheet: a modal <dialog> in place of Google's, paying with a test Visa. */
export class WalletSheet {
  private readonly dialog: HTMLDialogElement;
  private readonly pay: HTMLButtonElement;
  private readonly buttons: HTMLDivElement;
  private alert: HTMLParagraphElement | null = null;
  private open = false;
  private busy = false;

  constructor(private readonly parts: SheetParts) {
    const titleId = uniqueId('sheet-title');
    this.pay = element('button', { type: 'button', class: 'button button--primary' }, ['Pay']);
    const cancel = element('button', { type: 'button', class: 'button button--secondary' }, [
      'Cancel',
    ]);
    this.buttons = element('div', { class: 'button-row' }, [this.pay, cancel]);
    this.dialog = element('dialog', { class: 'dialog', 'aria-labelledby': titleId }, [
      element('h2', { class: 'dialog__title', id: titleId }, [TITLE]),
      element('dl', { class: 'details' }, this.lines(parts)),
      element('p', {}, [CARD]),
      this.buttons,
    ]);
    this.pay.addEventListener('click', () => this.confirm());
    cancel.addEventListener('click', () => this.cancel());
    // A browser's own Escape on a modal dialog; jsdom has none, so the key is heard too.
    this.dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      this.cancel();
    });
    this.dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.cancel();
    });
  }

  show(): void {
    document.body.append(this.dialog);
    this.open = true;
    // jsdom lacks showModal; a browser always has it.
    if (typeof this.dialog.showModal === 'function') this.dialog.showModal();
    else this.dialog.setAttribute('open', '');
    this.pay.focus();
  }

  /** paymentFailed: the wallet's words in the sheet, which stays open for Cancel or another try. */
  fail(message: string | undefined): void {
    this.alert?.remove();
    this.alert = element('p', { class: 'field__error', role: 'alert' }, [message || FAILED]);
    this.buttons.before(this.alert);
    this.setBusy(false);
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    if (typeof this.dialog.close === 'function') this.dialog.close();
    this.dialog.remove();
    if (this.parts.opener.isConnected) this.parts.opener.focus();
  }

  // aria-disabled, not disabled: a disabled button would drop the keyboard onto the page.
  private setBusy(busy: boolean): void {
    this.busy = busy;
    if (busy) this.pay.setAttribute('aria-disabled', 'true');
    else this.pay.removeAttribute('aria-disabled');
  }

  private confirm(): void {
    if (this.busy) return;
    this.setBusy(true);
    this.parts.onPay();
  }

  private cancel(): void {
    if (!this.open) return;
    this.close();
    this.parts.onCancel();
  }

  private lines({ details, currency }: SheetParts): HTMLDivElement[] {
    const line = (name: string, amount: number) =>
      element('div', {}, [
        element('dt', {}, [name]),
        element('dd', {}, [formatAmount(amount, currency)]),
      ]);
    const items = (details.lineItems ?? []).map(({ name, amount }) => line(name, amount));
    const regular = details.applePay?.recurringPaymentRequest?.regularBilling;
    return regular ? [...items, line(regular.label, regular.amount)] : items;
  }
}
