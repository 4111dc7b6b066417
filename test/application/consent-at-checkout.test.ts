import type { UserApi } from '../../src/application/ports/user-api';
import { ConfirmPayment } from '../../src/application/use-cases/confirm-payment';
import { RestoreOrder } from '../../src/application/use-cases/restore-order';
import { StartCheckout } from '../../src/application/use-cases/start-checkout';
import { TERMS_VERSION } from '../../src/domain/consent';
import { AppError } from '../../src/domain/errors';
import type { Product } from '../../src/domain/catalogue';
import { person } from '../support/builders';
import { addAndSignIn, demoWorld, type DemoWorldAdapters } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { GOOD_CARD } from '../support/test-cards';
import { ORIGIN } from '../support/test-settings';
import { product, userApiWith } from './support/demo-world';

/*
 * DESIGN.md, "The back end keeps the consent": the checkout session carries the terms shown, the
 * back end records them with the intent (the schedule as it priced it) and, on the provider's word
 * that the payment succeeded, makes the record final and e-mails the acknowledgment itself.
 */

const pat = person();

const WAIVER =
  'I expressly ask that my access start now, before the withdrawal period ends, and I know that I lose my right of withdrawal once it starts';

/** A person who never subscribed (Pat Quinn), signed in, with a checkout opened for the product as the portal opens it. */
async function openedCheckout(
  adapters: DemoWorldAdapters,
  chosen: Product,
  promoCode: string | null,
) {
  await addAndSignIn(adapters, pat);
  const clientSecret = await new StartCheckout(adapters.userApi).execute({
    product: chosen,
    promoCode,
  });
  return { clientSecret, uid: adapters.world.state.session!.uid };
}

function pay(
  adapters: DemoWorldAdapters,
  checkout: { clientSecret: string; uid: string },
  order: { product: Product; promoCode: string | null; withdrawalWaiver?: string },
  userApi: UserApi = adapters.userApi,
) {
  const { orders, ids, clock, payments } = adapters;
  return new ConfirmPayment(orders, ids, clock, userApi, payments).execute({
    confirmer: payments.confirmer(checkout.clientSecret, GOOD_CARD, async () => true),
    preview: null,
    origin: ORIGIN,
    path: '/',
    ...checkout,
    ...order,
  });
}

function restore(adapters: DemoWorldAdapters, uid: string) {
  const { orders, tracking, clock, payments } = adapters;
  return new RestoreOrder(orders, tracking, clock, payments).execute(uid);
}

describe('the consent recorded with the checkout', () => {
  it('goes with the intent when the checkout opens: the terms shown, the schedule the back end priced', async () => {
    const adapters = demoWorld();

    const { clientSecret } = await openedCheckout(adapters, product('monthly'), 'welcome20');

    const [pending] = adapters.world.state.pendingSecrets;
    expect(pending).toMatchObject({
      clientSecret,
      consent: {
        language: 'en',
        record: {
          termsVersion: TERMS_VERSION,
          shownAt: '2026-11-21T09:30:00.000Z',
          schedule: {
            today: '2026-11-21',
            firstCharge: { price: { amount: 399, currency: 'usd' }, date: '2026-11-28' },
            laterCharges: { price: { amount: 499, currency: 'usd' }, period: 'month' },
            firstChargeDiscounted: true,
          },
        },
      },
    });
    // Nothing is final, and nothing is sent, before the provider says the payment succeeded.
    expect(adapters.world.state.consents).toEqual([]);
    expect(adapters.world.state.acknowledgments).toEqual([]);
  });

  it('is made final, and acknowledged, when the payment succeeds: a user API call failing after it loses neither', async () => {
    const adapters = demoWorld();
    const checkout = await openedCheckout(adapters, product('monthly'), 'welcome20');

    await pay(adapters, checkout, { product: product('monthly'), promoCode: 'welcome20' });
    adapters.world.failNextCall('userApi');
    await expect(restore(adapters, checkout.uid)).resolves.toMatchObject({ status: 'succeeded' });
    // A reload of the return page.
    await expect(restore(adapters, checkout.uid)).resolves.toBeNull();

    const { consents, acknowledgments } = adapters.world.state;
    expect(consents).toEqual([
      {
        uid: checkout.uid,
        clientSecret: checkout.clientSecret,
        record: expect.objectContaining({ termsVersion: TERMS_VERSION }) as unknown,
      },
    ]);
    expect(acknowledgments).toHaveLength(1);
    expect(acknowledgments[0]).toMatchObject({
      email: pat.email,
      sentAt: '2026-11-21',
    });
    expect(acknowledgments[0]?.body).toContain(
      '$3.99 on November 28, 2026, for the first month only',
    );
  });

  it('is not made final by a payment that fails', async () => {
    const adapters = demoWorld();
    const checkout = await openedCheckout(adapters, product('yearly'), null);
    const declined = {
      ...checkout,
      clientSecret: checkout.clientSecret,
    };

    await expectAppError(
      new ConfirmPayment(
        adapters.orders,
        adapters.ids,
        adapters.clock,
        adapters.userApi,
        adapters.payments,
      ).execute({
        confirmer: adapters.payments.confirmer(
          declined.clientSecret,
          { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' },
          async () => true,
        ),
        product: product('yearly'),
        promoCode: null,
        preview: null,
        origin: ORIGIN,
        path: '/',
        ...declined,
      }),
      'payments/card-declined',
    );

    expect(adapters.world.state.consents).toEqual([]);
    expect(adapters.world.state.acknowledgments).toEqual([]);
  });
});

describe('the withdrawal box ticked at the moment of paying (an EU checkout)', () => {
  it('goes with the intent before the payment, which the acknowledgment then quotes', async () => {
    const adapters = demoWorld();
    const euro = product('yearly_eu');
    const checkout = await openedCheckout(adapters, euro, null);

    await pay(adapters, checkout, { product: euro, promoCode: null, withdrawalWaiver: WAIVER });

    expect(adapters.world.state.pendingSecrets).toEqual([]);
    expect(adapters.world.state.consents[0]?.record).toMatchObject({
      withdrawalWaiver: WAIVER,
      schedule: { laterCharges: { price: { amount: 4999, currency: 'eur' }, period: 'year' } },
    });
    expect(adapters.world.state.acknowledgments[0]?.body).toContain(WAIVER);
  });

  it('survives one failed user API call at that moment: the call is tried again', async () => {
    const adapters = demoWorld();
    const euro = product('yearly_eu');
    const checkout = await openedCheckout(adapters, euro, null);
    adapters.world.failNextCall('userApi');

    const { outcome } = await pay(adapters, checkout, {
      product: euro,
      promoCode: null,
      withdrawalWaiver: WAIVER,
    });

    expect(outcome.status).toBe('succeeded');
    expect(adapters.world.state.consents[0]?.record.withdrawalWaiver).toBe(WAIVER);
    expect(adapters.world.state.acknowledgments).toHaveLength(1);
  });

  it('starts no payment while the API stays unreachable, and stores no order', async () => {
    const adapters = demoWorld();
    const euro = product('yearly_eu');
    const checkout = await openedCheckout(adapters, euro, null);
    let calls = 0;
    const unreachable = userApiWith(adapters.userApi, {
      createCheckoutSession: () => {
        calls += 1;
        return Promise.reject(new AppError('network/unavailable'));
      },
    });

    await expectAppError(
      pay(
        adapters,
        checkout,
        { product: euro, promoCode: null, withdrawalWaiver: WAIVER },
        unreachable,
      ),
      'network/unavailable',
    );

    expect(calls).toBe(3);
    await expect(adapters.orders.load()).resolves.toBeNull();
    expect(adapters.world.state.completedSecrets).toEqual([]);
  });

  it('tries a refusal only once: it says something about the request', async () => {
    const adapters = demoWorld();
    const euro = product('yearly_eu');
    const checkout = await openedCheckout(adapters, euro, null);
    let calls = 0;
    const refusing = userApiWith(adapters.userApi, {
      createCheckoutSession: () => {
        calls += 1;
        return Promise.reject(new AppError('api/unauthorized'));
      },
    });

    await expectAppError(
      pay(
        adapters,
        checkout,
        { product: euro, promoCode: null, withdrawalWaiver: WAIVER },
        refusing,
      ),
      'api/unauthorized',
    );
    expect(calls).toBe(1);
  });

  it('pays no checkout the back end no longer holds open', async () => {
    const adapters = demoWorld();
    const euro = product('yearly_eu');
    const checkout = await openedCheckout(adapters, euro, null);
    // Another checkout, in another tab, for the monthly plan: the yearly one stays open too.
    const stale = { ...checkout, clientSecret: 'seti_demo_gone_secret_1' };

    await expectAppError(
      pay(adapters, stale, { product: euro, promoCode: null, withdrawalWaiver: WAIVER }),
      'api/conflict',
    );

    await expect(adapters.orders.load()).resolves.toBeNull();
    expect(adapters.world.state.consents).toEqual([]);
  });
});
