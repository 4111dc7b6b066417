import { element, mountTarget } from './dom';
import { ElementEmitter } from './emitter';
import type { LocalWallet } from './protocol';
import { WalletSheet, type SheetDetails } from './wallet-sheet';

const ELEMENT_TYPE = 'expressCheckout';
const WALLET: LocalWallet = 'google_pay';

/** Only Google Pay: one wallet is enough to take the portal's wallet path end to end. */
const AVAILABLE = {
  googlePay: true,
  applePay: false,
  link: false,
  paypal: false,
  amazonPay: false,
  klarna: false,
} as const;

/** What the element needs of its Elements group. */
export interface WalletGroup {
  currency(): string | null;
  /** The wallet whose sheet is confirming, or null once the sheet is closed. */
  confirming(wallet: LocalWallet | null): void;
}

interface PaymentFailed {
  reason?: string;
  message?: string;
}

/** The stand-in's Express Checkout Element: a Google Pay button and the stand-in's own sheet. */
export class LocalExpressCheckoutElement extends ElementEmitter {
  private button: HTMLButtonElement | null = null;
  private sheet: WalletSheet | null = null;
  private destroyed = false;

  constructor(
    private readonly group: WalletGroup,
    private readonly onDestroy: (element: LocalExpressCheckoutElement) => void,
  ) {
    super();
  }

  mount(target: HTMLElement | string): void {
    if (this.destroyed) throw new Error('This Element has already been destroyed.');
    if (this.button) throw new Error('This Element is already mounted.');
    const button = element(
      'button',
      {
        type: 'button',
        class: 'button button--secondary',
        'aria-label': 'Pay with Google Pay (local stand-in)',
      },
      ['Google Pay'],
    );
    button.addEventListener('click', () => this.onClick());
    this.button = button;
    mountTarget(target).append(button);
    setTimeout(() => {
      if (this.button !== button) return;
      this.emit('ready', { elementType: ELEMENT_TYPE, availablePaymentMethods: AVAILABLE });
    }, 0);
  }

  unmount(): void {
    this.closeSheet();
    this.button?.remove();
    this.button = null;
  }

  destroy(): void {
    this.unmount();
    this.destroyed = true;
    this.onDestroy(this);
  }

  /** Nothing in the element's options (layout, buttons, theme) changes what the stand-in shows. */
  update(_options: object): void {}

  focus(): void {
    this.button?.focus();
  }

  blur(): void {
    this.button?.blur();
  }

  /** A confirmation went through: the wallet's sheet goes away, as Google's does. */
  closeSheet(): void {
    this.sheet?.close();
    this.sheet = null;
    this.group.confirming(null);
  }

  /** Without a click handler Stripe opens the sheet at once; with one, once it resolves. */
  private onClick(): void {
    if (this.sheet) return;
    if (!this.hasListeners('click')) {
      this.openSheet({});
      return;
    }
    let answered = false;
    const answer = (details: SheetDetails | null) => {
      if (answered) return;
      answered = true;
      if (details) this.openSheet(details);
    };
    this.emit('click', {
      elementType: ELEMENT_TYPE,
      expressPaymentType: WALLET,
      resolve: (details: SheetDetails = {}) => answer(details),
      reject: () => answer(null),
    });
  }

  private openSheet(details: SheetDetails): void {
    if (!this.button) return;
    const sheet = new WalletSheet({
      details,
      currency: this.group.currency(),
      opener: this.button,
      onPay: () => this.onPay(sheet),
      onCancel: () => {
        this.sheet = null;
        this.group.confirming(null);
        this.emit('cancel', { elementType: ELEMENT_TYPE });
      },
    });
    this.sheet = sheet;
    sheet.show();
  }

  private onPay(sheet: WalletSheet): void {
    this.group.confirming(WALLET);
    this.emit('confirm', {
      elementType: ELEMENT_TYPE,
      expressPaymentType: WALLET,
      paymentFailed: ({ message }: PaymentFailed = {}) => sheet.fail(message),
      billingDetails: { name: 'Local Wallet', email: 'wallet@localhost' },
    });
  }
}
