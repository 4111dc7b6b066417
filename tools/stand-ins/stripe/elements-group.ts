import { LocalExpressCheckoutElement } from './express-element';
import { LocalPaymentElement, type IntentMethods } from './payment-element';
import type { LocalPaymentMethod, LocalStripeError, LocalWallet } from './protocol';

/** The options of stripe.elements() the stand-in reads; the rest (appearance, locale) it ignores. */
export interface ElementsOptions {
  clientSecret?: string;
  currency?: string;
}

type LocalElement = LocalPaymentElement | LocalExpressCheckoutElement;
type ElementType = 'payment' | 'expressCheckout';

function isElementType(type: string): type is ElementType {
  return type === 'payment' || type === 'expressCheckout';
}

/**
 * What stripe.elements() gives: the group of elements confirmed together with its client secret.
 * A wallet's sheet being confirmed decides the payment method; otherwise the card fields do.
 */
export class LocalElements {
  readonly clientSecret: string | null;
  private currency: string | null;
  private readonly created = new Map<ElementType, LocalElement>();
  private wallet: LocalWallet | null = null;

  /** `methodsOf` asks Stripe's servers which ways to pay an intent allows. */
  constructor(
    options: ElementsOptions = {},
    private readonly methodsOf: (clientSecret: string) => Promise<readonly string[]> = () =>
      Promise.resolve(['card']),
  ) {
    this.clientSecret = options.clientSecret ?? null;
    this.currency = options.currency ?? null;
  }

  create(type: 'payment', options?: object): LocalPaymentElement;
  create(type: 'expressCheckout', options?: object): LocalExpressCheckoutElement;
  create(type: string, options?: object): LocalElement;
  create(type: string, _options: object = {}): LocalElement {
    if (!isElementType(type)) {
      throw new Error(`The local Stripe stand-in has no ${type} Element.`);
    }
    if (this.created.has(type)) throw new Error(`Can only create one Element of type ${type}.`);
    const forget = (element: LocalElement) => {
      if (this.created.get(type) === element) this.created.delete(type);
    };
    const element =
      type === 'payment'
        ? new LocalPaymentElement(forget, this.intentMethods())
        : new LocalExpressCheckoutElement(
            {
              currency: () => this.currency,
              confirming: (wallet) => {
                this.wallet = wallet;
              },
            },
            forget,
          );
    this.created.set(type, element);
    return element;
  }

  getElement(type: string): LocalElement | null {
    return isElementType(type) ? (this.created.get(type) ?? null) : null;
  }

  /** The client secret cannot change, as with Stripe; the currency can. */
  update(options: ElementsOptions): void {
    if (options.currency) this.currency = options.currency;
  }

  async fetchUpdates(): Promise<object> {
    return {};
  }

  /** Stripe checks what was typed before a confirmation; a wallet's sheet has checked its own. */
  async submit(): Promise<{ error?: LocalStripeError }> {
    if (this.wallet) return {};
    const error = this.paymentElement()?.checkComplete();
    return error ? { error } : {};
  }

  /** What the confirmation pays with. */
  paymentMethod(): LocalPaymentMethod {
    if (this.wallet) return { type: 'wallet', wallet: this.wallet };
    const element = this.paymentElement();
    if (!element) throw new Error('There is no Payment Element in these elements to confirm.');
    return element.paymentMethod();
  }

  /** A confirmation's validation_error, shown where the person typed. */
  showError(error: LocalStripeError): void {
    if (error.type === 'validation_error' && !this.wallet) this.paymentElement()?.showError(error);
  }

  /** The confirmation went through: a wallet's sheet closes. */
  confirmed(): void {
    const express = this.created.get('expressCheckout');
    if (express instanceof LocalExpressCheckoutElement) express.closeSheet();
    this.wallet = null;
  }

  /** Without a client secret (a deferred intent) the element offers the card alone. */
  private intentMethods(): IntentMethods {
    const { clientSecret } = this;
    return clientSecret ? () => this.methodsOf(clientSecret) : () => Promise.resolve(['card']);
  }

  private paymentElement(): LocalPaymentElement | null {
    const element = this.created.get('payment');
    return element instanceof LocalPaymentElement ? element : null;
  }
}
