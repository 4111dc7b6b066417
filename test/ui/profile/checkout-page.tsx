import type { ReactNode } from 'react';
import type {
  PaymentConfirmer,
  PaymentFormProps,
  PaymentOutcome,
} from '../../../src/application/ports/payments';
import type { UseCases } from '../../../src/application/use-cases';
import { findProduct, type Product } from '../../../src/domain/catalogue';
import type { CheckoutPreview } from '../../../src/domain/checkout-preview';
import { AppError } from '../../../src/domain/errors';
import type { StoredOrder } from '../../../src/domain/order';
import { plansOf } from '../../support/plans';
import { stubPaymentForm } from '../../support/stub-payment-form';
import type { UseCaseStubs } from '../../support/use-case-stubs';

/** The profile's checkout as its page tests stub it: the US plans, two codes, one client secret. */

export const monthly = product('monthly');
export const yearly = product('yearly');
export const CLIENT_SECRET = 'pi_checkout_of_the_test_secret';

/** What the product API previews for the codes the tests apply: 7 days then 20% off, or 30 days. */
const PREVIEWS: Record<string, Record<string, CheckoutPreview>> = {
  WELCOME20: {
    monthly: {
      now: { currency: 'usd', amount: 0, trialDays: 7 },
      next: { amount: 3.99, date: '2026-11-28' },
    },
    yearly: {
      now: { currency: 'usd', amount: 0, trialDays: 7 },
      next: { amount: 39.99, date: '2026-11-28' },
    },
  },
  TRIAL30: {
    monthly: {
      now: { currency: 'usd', amount: 0, trialDays: 30 },
      next: { amount: 4.99, date: '2026-12-21' },
    },
    yearly: {
      now: { currency: 'usd', amount: 0, trialDays: 30 },
      next: { amount: 49.99, date: '2026-12-21' },
    },
  },
};

/** The preview of `code` (in any case) for `product`; null for a code the API refuses. */
export const previewOf = (product: Product, code: string): CheckoutPreview | null =>
  PREVIEWS[code.trim().toUpperCase()]?.[product.id] ?? null;

function product(id: string): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

type Execute<Name extends keyof UseCases> = Extract<
  UseCases[Name],
  { execute: unknown }
>['execute'];

/** The plans of the US, the one `?plan=` names (or the default). */
const loadCatalogue = () => jest.fn(plansOf('US'));

/** WELCOME20 and TRIAL30 (in any case) are applied with their preview; any other code is refused. */
const applyPromo = () =>
  jest.fn<ReturnType<Execute<'applyPromo'>>, Parameters<Execute<'applyPromo'>>>(
    async ({ product: chosen, promoCode }) => {
      if (promoCode === null) return null;
      if (!chosen) throw new AppError('checkout/no-product');
      const preview = previewOf(chosen, promoCode);
      if (!preview) throw new AppError('promo/invalid');
      return { promoCode: promoCode.trim(), preview };
    },
  );

const startCheckout = () =>
  jest.fn<ReturnType<Execute<'startCheckout'>>, Parameters<Execute<'startCheckout'>>>(
    async () => CLIENT_SECRET,
  );

/** Saves the order and confirms it with the confirmer the page hands over, as the use case does. */
const confirmPayment = () =>
  jest.fn<ReturnType<Execute<'confirmPayment'>>, Parameters<Execute<'confirmPayment'>>>(
    async (request) => {
      const order: StoredOrder = {
        id: 'order-of-the-test',
        product: request.product,
        promoCode: request.promoCode,
        preview: request.preview,
        placedAt: null,
        uid: request.uid,
        clientSecret: request.clientSecret,
      };
      return { order, outcome: await request.confirmer.confirm('http://localhost/') };
    },
  );

/** What the profile's checkout asks of the use cases, with the test's own answers on top. */
export function checkoutUseCases(overrides: UseCaseStubs = {}): UseCaseStubs {
  return {
    loadCatalogue: { execute: loadCatalogue() },
    applyPromo: { execute: applyPromo() },
    startCheckout: { execute: startCheckout() },
    confirmPayment: { execute: confirmPayment() },
    ...overrides,
  };
}

/** A card or a wallet the provider accepts. */
export const accepting = (): { confirm: jest.Mock<Promise<PaymentOutcome>, [string]> } => ({
  confirm: jest.fn<Promise<PaymentOutcome>, [string]>(async () => ({
    status: 'succeeded',
    paymentMethodId: null,
  })),
});

export const WALLET_SHEET = 'Wallet sheet of the test';
export const WALLET_PAY = 'Pay in the wallet';

/**
 * The provider's form with one wallet beside the card form: its sheet shows what the page hands
 * it (the account, the schedule's words) and its Pay confirms with the wallet's own confirmer.
 */
export function formWithWallet(card: PaymentConfirmer, wallet: PaymentConfirmer) {
  const CardForm = stubPaymentForm(card);
  return function FormWithWallet(props: PaymentFormProps<ReactNode>) {
    const { express } = props;
    return (
      <>
        {express && (
          <section aria-label={WALLET_SHEET}>
            <p>{express.email}</p>
            <p>{express.words.firstCharge}</p>
            <p>{express.words.laterCharges}</p>
            <button type="button" onClick={() => void express.onConfirm(wallet).catch(() => {})}>
              {WALLET_PAY}
            </button>
          </section>
        )}
        <CardForm {...props} />
      </>
    );
  };
}
