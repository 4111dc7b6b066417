import type {
  PaymentConfirmer,
  PaymentOutcome,
  PaymentStatusLookup,
} from '../../src/application/ports/payments';
import {
  ConfirmPayment,
  type PaymentRequest,
} from '../../src/application/use-cases/confirm-payment';
import { AppError } from '../../src/domain/errors';
import type { PaymentStatus, StoredOrder } from '../../src/domain/order';
import { DECLINED_CARD, GOOD_CARD } from '../support/test-cards';
import { addAndSignIn, demoWorld, type DemoWorldAdapters } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { ORIGIN, RETURN_URL } from '../support/test-settings';
import { deferred } from '../support/deferred';
import { product } from './support/demo-world';
import { person } from '../support/builders';

const SUCCEEDED: PaymentOutcome = { status: 'succeeded', paymentMethodId: 'pm_test' };

/** A confirmer that notes each call, the URL it was given and the order stored at that moment. */
function recordingConfirmer(
  adapters: DemoWorldAdapters,
  answer: () => Promise<PaymentOutcome> = async () => SUCCEEDED,
) {
  const calls: { returnUrl: string; storedOrder: StoredOrder | null }[] = [];
  const confirmer: PaymentConfirmer = {
    confirm: async (returnUrl) => {
      calls.push({ returnUrl, storedOrder: await adapters.orders.load() });
      return answer();
    },
  };
  return { confirmer, calls };
}

function request(confirmer: PaymentConfirmer, overrides: Partial<PaymentRequest> = {}) {
  return {
    confirmer,
    product: product('monthly'),
    promoCode: 'WELCOME20',
    preview: {
      now: { currency: 'usd', amount: 0, trialDays: 7 },
      next: { amount: 3.99, date: '2026-11-28' },
    },
    origin: ORIGIN,
    path: '/',
    uid: 'uid-payer',
    clientSecret: 'pi_checkout_secret_1',
    ...overrides,
  } satisfies PaymentRequest;
}

function confirmPayment(
  adapters: DemoWorldAdapters,
  payments: PaymentStatusLookup = adapters.payments,
) {
  return new ConfirmPayment(
    adapters.orders,
    adapters.ids,
    adapters.clock,
    adapters.userApi,
    payments,
  );
}

/** A provider that says this of every intent, and notes what it was asked about. */
function providerSays(answer: PaymentStatus | Error) {
  const asked: string[] = [];
  const lookup: PaymentStatusLookup = {
    statusOf: async (clientSecret) => {
      asked.push(clientSecret);
      if (answer instanceof Error) throw answer;
      return { status: answer, paymentMethodId: answer === 'succeeded' ? 'pm_1' : null };
    },
  };
  return { lookup, asked };
}

const lostOnTheWay = () =>
  new AppError('network/unavailable', 'We are unable to connect to the payment provider.');

describe('ConfirmPayment', () => {
  describe('an EU order (DESIGN.md, "Europe")', () => {
    const waiver =
      'I expressly ask that my access start now, before the withdrawal period ends, and I know that I lose my right of withdrawal once it starts';

    it('is refused without the ticked withdrawal box, before anything is stored or confirmed', async () => {
      const adapters = demoWorld();
      const { confirmer, calls } = recordingConfirmer(adapters);

      for (const withdrawalWaiver of [undefined, null, '  ']) {
        await expectAppError(
          confirmPayment(adapters).execute(
            request(confirmer, { product: product('yearly_eu'), withdrawalWaiver }),
          ),
          'validation/invalid',
        );
      }
      expect(calls).toHaveLength(0);
      await expect(adapters.orders.load()).resolves.toBeNull();
    });

    it("keeps the box's words in the order", async () => {
      const adapters = demoWorld();
      const { confirmer, calls } = recordingConfirmer(adapters);
      // The words go with the open checkout's intent first (terms-at-payment.test.ts).
      await addAndSignIn(adapters, person());
      const euro = product('yearly_eu');
      const { clientSecret } = await adapters.userApi.createCheckoutSession({
        productId: euro.id,
        promoCode: null,
      });

      await confirmPayment(adapters).execute(
        request(confirmer, {
          product: euro,
          promoCode: null,
          clientSecret,
          withdrawalWaiver: waiver,
        }),
      );

      expect(calls[0]?.storedOrder?.withdrawalWaiver).toBe(waiver);
    });

    it('a US order needs no box, and keeps none', async () => {
      const adapters = demoWorld();
      const { confirmer, calls } = recordingConfirmer(adapters);

      await confirmPayment(adapters).execute(request(confirmer, { withdrawalWaiver: null }));

      expect(calls[0]?.storedOrder).not.toHaveProperty('withdrawalWaiver');
    });
  });

  it('saves the order before it confirms, and keeps it for the return page', async () => {
    const adapters = demoWorld();
    const { confirmer, calls } = recordingConfirmer(adapters);
    const paying = request(confirmer);

    const confirmed = await confirmPayment(adapters).execute(paying);

    const expectedOrder: StoredOrder = {
      id: 'id-1',
      product: paying.product,
      promoCode: 'WELCOME20',
      preview: paying.preview,
      // The moment of the click: the order's schedule counts from its day.
      placedAt: '2026-11-21T09:30:00.000Z',
      // The account paying and the intent it pays, which settle the order on the way back.
      uid: 'uid-payer',
      clientSecret: 'pi_checkout_secret_1',
    };
    expect(calls).toEqual([{ returnUrl: RETURN_URL, storedOrder: expectedOrder }]);
    expect(confirmed).toEqual({ order: expectedOrder, outcome: SUCCEEDED });
    await expect(adapters.orders.load()).resolves.toEqual(expectedOrder);
  });

  it.each([
    ['/', `${ORIGIN}/payment-successful`],
    ['/signup', `${ORIGIN}/signup/payment-successful`],
    ['/signin/', `${ORIGIN}/signin/payment-successful`],
    ['/?redirect=https://evil.example/x', `${ORIGIN}/payment-successful`],
    ['/signup?return_url=https://evil.example#/x', `${ORIGIN}/signup/payment-successful`],
    ['//evil.example', `${ORIGIN}/evil.example/payment-successful`],
  ])('returns from %j to %s, never to a URL from the query', async (path, returnUrl) => {
    const adapters = demoWorld();
    const { confirmer, calls } = recordingConfirmer(adapters);

    await confirmPayment(adapters).execute(request(confirmer, { path }));

    expect(calls.map((call) => call.returnUrl)).toEqual([returnUrl]);
  });

  it('removes the order and rethrows when the confirmation fails', async () => {
    const adapters = demoWorld();
    const declined = new AppError('payments/card-declined', 'Your card was declined.');
    const { confirmer, calls } = recordingConfirmer(adapters, () => Promise.reject(declined));

    await expect(confirmPayment(adapters).execute(request(confirmer))).rejects.toBe(declined);

    expect(calls[0]?.storedOrder).not.toBeNull();
    await expect(adapters.orders.load()).resolves.toBeNull();
  });

  it('rethrows the confirmation error even when removing the order fails', async () => {
    const adapters = demoWorld();
    const declined = new AppError('payments/card-declined', 'Your card was declined.');
    const { confirmer } = recordingConfirmer(adapters, () => {
      adapters.world.failNextCall('orders');
      return Promise.reject(declined);
    });

    await expect(confirmPayment(adapters).execute(request(confirmer))).rejects.toBe(declined);

    expect(adapters.world.settings.failNextCall).toBeNull();
  });

  describe('a confirmation that fails on the network asks the provider first (DESIGN.md, Trust)', () => {
    it.each<PaymentStatus>(['succeeded', 'processing', 'requires_action'])(
      'the provider says %s: the order is kept for the return page, no failure is told',
      async (status) => {
        const adapters = demoWorld();
        const { confirmer } = recordingConfirmer(adapters, () => Promise.reject(lostOnTheWay()));
        const { lookup, asked } = providerSays(status);

        const confirmed = await confirmPayment(adapters, lookup).execute(request(confirmer));

        expect(asked).toEqual(['pi_checkout_secret_1']);
        expect(confirmed.outcome.status).toBe(status);
        await expect(adapters.orders.load()).resolves.toEqual(confirmed.order);
      },
    );

    it.each([
      ['says it cannot be asked either', providerSays('unknown')],
      ['throws after all', providerSays(new Error('offline'))],
    ])('the provider %s: the order is kept, the payment unknown, not failed', async (_, said) => {
      const adapters = demoWorld();
      const { confirmer } = recordingConfirmer(adapters, () => Promise.reject(lostOnTheWay()));

      const confirmed = await confirmPayment(adapters, said.lookup).execute(request(confirmer));

      expect(confirmed.outcome).toEqual({ status: 'unknown', paymentMethodId: null });
      await expect(adapters.orders.load()).resolves.not.toBeNull();
    });

    it('only the provider’s "failed" drops the order, and the network’s error is told', async () => {
      const adapters = demoWorld();
      const lost = lostOnTheWay();
      const { confirmer } = recordingConfirmer(adapters, () => Promise.reject(lost));
      const { lookup, asked } = providerSays('failed');

      await expect(confirmPayment(adapters, lookup).execute(request(confirmer))).rejects.toBe(lost);

      expect(asked).toEqual(['pi_checkout_secret_1']);
      await expect(adapters.orders.load()).resolves.toBeNull();
    });

    it('a refusal by the provider itself is failed at once: nothing to ask', async () => {
      const adapters = demoWorld();
      const declined = new AppError('payments/card-declined', 'Your card was declined.');
      const { confirmer } = recordingConfirmer(adapters, () => Promise.reject(declined));
      const { lookup, asked } = providerSays('processing');

      await expect(confirmPayment(adapters, lookup).execute(request(confirmer))).rejects.toBe(
        declined,
      );

      expect(asked).toEqual([]);
      await expect(adapters.orders.load()).resolves.toBeNull();
    });

    it('with the demo provider: a confirmation lost before it reached the provider is failed', async () => {
      const adapters = demoWorld();
      await addAndSignIn(adapters, person());
      const { clientSecret } = await adapters.userApi.createCheckoutSession({
        productId: 'monthly',
        promoCode: null,
      });
      const confirmer = adapters.payments.confirmer(clientSecret, GOOD_CARD, async () => true);
      adapters.world.failNextCall('payments');

      await expectAppError(
        confirmPayment(adapters).execute(request(confirmer, { clientSecret })),
        'network/unavailable',
      );

      await expect(adapters.orders.load()).resolves.toBeNull();
    });
  });

  it('does not confirm when the order cannot be saved', async () => {
    const adapters = demoWorld();
    const { confirmer, calls } = recordingConfirmer(adapters);
    adapters.world.failNextCall('orders');

    await expectAppError(
      confirmPayment(adapters).execute(request(confirmer)),
      'network/unavailable',
    );

    expect(calls).toEqual([]);
  });

  it('confirms once for two calls at once, and both get the same result', async () => {
    const adapters = demoWorld();
    const answer = deferred<PaymentOutcome>();
    const { confirmer, calls } = recordingConfirmer(adapters, () => answer.promise);
    const useCase = confirmPayment(adapters);

    const first = useCase.execute(request(confirmer));
    const second = useCase.execute(request(confirmer, { product: product('yearly') }));
    answer.resolve(SUCCEEDED);
    const [one, two] = await Promise.all([first, second]);

    expect(second).toBe(first);
    expect(one).toBe(two);
    expect(calls).toHaveLength(1);
    expect(one.order.product.id).toBe('monthly');
  });

  it('shares a failure between two calls at once', async () => {
    const adapters = demoWorld();
    const answer = deferred<PaymentOutcome>();
    const { confirmer, calls } = recordingConfirmer(adapters, () => answer.promise);
    const useCase = confirmPayment(adapters);

    const first = useCase.execute(request(confirmer));
    const second = useCase.execute(request(confirmer));
    answer.reject(new AppError('payments/failed', 'Try again.'));

    await expectAppError(first, 'payments/failed');
    await expectAppError(second, 'payments/failed');
    expect(calls).toHaveLength(1);
  });

  it('confirms again for a call made after the first one finished', async () => {
    const adapters = demoWorld();
    let failNext = true;
    const { confirmer, calls } = recordingConfirmer(adapters, async () => {
      if (failNext) {
        failNext = false;
        throw new AppError('payments/card-declined', 'Your card was declined.');
      }
      return SUCCEEDED;
    });
    const useCase = confirmPayment(adapters);

    await expectAppError(useCase.execute(request(confirmer)), 'payments/card-declined');
    const second = await useCase.execute(request(confirmer));
    const third = await useCase.execute(request(confirmer));

    expect(calls).toHaveLength(3);
    expect(second.order.id).not.toBe(third.order.id);
  });

  describe('with the demo card form', () => {
    async function checkout(adapters: DemoWorldAdapters): Promise<string> {
      await addAndSignIn(adapters, person());
      const session = await adapters.userApi.createCheckoutSession({
        productId: 'monthly',
        promoCode: null,
      });
      return session.clientSecret;
    }

    it('pays with the 4242 card', async () => {
      const adapters = demoWorld();
      const secret = await checkout(adapters);
      const confirmer = adapters.payments.confirmer(secret, GOOD_CARD, async () => true);

      const { outcome } = await confirmPayment(adapters).execute(request(confirmer));

      expect(outcome).toEqual({
        status: 'succeeded',
        paymentMethodId: expect.any(String) as string,
      });
      await expect(adapters.orders.load()).resolves.not.toBeNull();
    });

    it('forgets the order when the card is declined', async () => {
      const adapters = demoWorld();
      const secret = await checkout(adapters);
      const confirmer = adapters.payments.confirmer(secret, DECLINED_CARD, async () => true);

      const error = await expectAppError(
        confirmPayment(adapters).execute(request(confirmer)),
        'payments/card-declined',
      );

      expect(error.message).toBe('Your card was declined.');
      await expect(adapters.orders.load()).resolves.toBeNull();
    });
  });
});
