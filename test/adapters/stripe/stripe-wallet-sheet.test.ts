import type { ExpressCheckout } from '../../../src/application/ports/payments';
import { createStripeWalletConfirmer } from '../../../src/adapters/stripe/stripe-confirmer';
import { clickDetails, walletsOf } from '../../../src/adapters/stripe/stripe-wallet-sheet';
import { billingSchedule, type BillingSchedule } from '../../../src/domain/billing-schedule';
import { catalogueFor, type Product } from '../../../src/domain/catalogue';
import { expectAppError } from '../../support/expectations';
import { StubStripe } from './stub-stripe';

const plan = (type: Product['type']) =>
  catalogueFor('US').find((product) => product.type === type)!;

const WORDS = {
  label: 'Mindful Yearly',
  description: 'the terms',
  trial: 'Free trial: 7 days',
  firstCharge: 'first charge words',
  laterCharges: 'later charges words',
};

function express(schedule: BillingSchedule | null): ExpressCheckout<null> {
  return {
    schedule,
    words: WORDS,
    managementUrl: 'https://portal.test/',
    terms: null,
    summary: null,
    email: null,
    onConfirm: async () => undefined,
  };
}

const utc = (day: string) => new Date(`${day}T00:00:00.000Z`);

describe("the wallet sheet's details", () => {
  test('a trial: nothing today, a free trial until the first charge, then the regular price', () => {
    const details = clickDetails(express(billingSchedule(plan('yearly'), null, '2026-11-25')));

    expect(details).toEqual({
      lineItems: [{ name: 'Mindful Yearly', amount: 0 }],
      applePay: {
        recurringPaymentRequest: {
          paymentDescription: 'the terms',
          managementURL: 'https://portal.test/',
          trialBilling: {
            label: 'Free trial: 7 days',
            amount: 0,
            recurringPaymentStartDate: utc('2026-11-25'),
            recurringPaymentEndDate: utc('2026-12-02'),
          },
          regularBilling: {
            label: 'later charges words',
            amount: 4999,
            recurringPaymentStartDate: utc('2026-12-02'),
            recurringPaymentIntervalUnit: 'year',
            recurringPaymentIntervalCount: 1,
          },
        },
      },
    });
  });

  test('a first-payment promo is one introductory period, never a lasting price', () => {
    const preview = {
      now: { currency: 'usd', amount: 0, trialDays: 7 },
      next: { amount: 3.99, date: '2026-12-02' },
    };
    const schedule = billingSchedule(plan('monthly'), preview, '2026-11-25');

    const request = clickDetails(express(schedule)).applePay?.recurringPaymentRequest;

    expect(request?.trialBilling).toEqual({
      label: 'first charge words',
      amount: 399,
      recurringPaymentStartDate: utc('2026-12-02'),
      recurringPaymentEndDate: utc('2027-01-02'),
      recurringPaymentIntervalUnit: 'month',
      recurringPaymentIntervalCount: 1,
    });
    expect(request?.regularBilling).toMatchObject({
      amount: 499,
      recurringPaymentStartDate: utc('2027-01-02'),
    });
  });

  test('a setup charges nothing and states no schedule', () => {
    expect(clickDetails(express(null))).toEqual({});
  });

  test('offers only the wallets Stripe can show here', () => {
    expect(walletsOf(undefined)).toEqual([]);
    expect(
      walletsOf({
        applePay: false,
        googlePay: true,
        link: true,
        amazonPay: true,
        paypal: true,
        klarna: false,
      }),
    ).toEqual(['googlePay', 'link']);
  });
});

describe('the Stripe wallet confirmer', () => {
  function walletConfirmer() {
    const stub = new StubStripe();
    const clientSecret = stub.server.issue('payment');
    const group = stub.elements({ clientSecret });
    const confirmer = createStripeWalletConfirmer({
      stripe: stub.asStripe(),
      elements: group.asElements(),
      clientSecret,
    });
    return { stub, group, confirmer };
  }

  test('stops at what elements.submit() refuses, in Stripe’s words', async () => {
    const { stub, group, confirmer } = walletConfirmer();
    group.submit.mockResolvedValueOnce({
      error: { type: 'validation_error', code: 'incomplete', message: 'Complete the sheet.' },
    });

    const error = await expectAppError(
      confirmer.confirm('https://portal.test/'),
      'payments/incomplete',
    );

    expect(error.message).toBe('Complete the sheet.');
    expect(stub.confirmPayment).not.toHaveBeenCalled();
  });

  test('reads an integration mistake in submit() as a failed payment', async () => {
    const { group, confirmer } = walletConfirmer();
    group.submit.mockRejectedValueOnce(new Error('elements.submit() must be called first'));

    await expectAppError(confirmer.confirm('https://portal.test/'), 'payments/failed');
  });
});
