import { ApplyPromo } from '../../src/application/use-cases/apply-promo';
import { ConfirmPayment } from '../../src/application/use-cases/confirm-payment';
import { LoadCatalogue } from '../../src/application/use-cases/load-catalogue';
import { LoadProfile } from '../../src/application/use-cases/load-profile';
import { RestoreOrder } from '../../src/application/use-cases/restore-order';
import { SignIn } from '../../src/application/use-cases/sign-in';
import { SignOut } from '../../src/application/use-cases/sign-out';
import { SignUp } from '../../src/application/use-cases/sign-up';
import { StartCheckout } from '../../src/application/use-cases/start-checkout';
import {
  WatchAuthSession,
  type AuthSnapshot,
} from '../../src/application/use-cases/watch-auth-session';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { person } from '../support/builders';
import { demoWorld, type DemoWorldAdapters, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { GOOD_CARD } from '../support/test-cards';
import { ORIGIN, TEST_SETTINGS } from '../support/test-settings';
import { settle } from './support/demo-world';

function useCases(adapters: DemoWorldAdapters) {
  const { identity, userApi, orders, tracking, geo, ids, clock, payments } = adapters;
  return {
    loadCatalogue: new LoadCatalogue(geo),
    applyPromo: new ApplyPromo(userApi),
    signUp: new SignUp(identity, userApi, tracking),
    signIn: new SignIn(identity),
    signOut: new SignOut(identity, orders),
    startCheckout: new StartCheckout(userApi),
    confirmPayment: new ConfirmPayment(orders, ids, clock, userApi, payments),
    restoreOrder: new RestoreOrder(orders, tracking, clock, payments),
    loadProfile: new LoadProfile(identity, userApi),
  };
}

describe('subscribing as a new visitor', () => {
  it('chooses monthly with WELCOME20, signs up, pays with 4242 and is subscribed', async () => {
    const adapters = demoWorld();
    const flow = useCases(adapters);
    const snapshots: AuthSnapshot[] = [];
    new WatchAuthSession(adapters.identity, adapters.userApi, adapters.clock, TEST_SETTINGS).start(
      (snapshot) => snapshots.push(snapshot),
    );

    // Membership page: ?plan=first&promo=welcome20
    const { selected } = await flow.loadCatalogue.execute('first');
    expect(selected?.id).toBe('monthly');
    const promo = await flow.applyPromo.execute({
      product: selected,
      promoCode: 'welcome20',
    });
    expect(promo?.preview.next.amount).toBe(3.99);

    // Sign-up page
    await flow.signUp.execute({
      firstName: 'Mia',
      lastName: 'Novak',
      email: 'mia.novak@example.com',
      password: 'Quiet#Mind1',
    });
    await settle();
    expect(snapshots.at(-1)).toMatchObject({
      status: 'signedIn',
      provider: 'password',
      user: { firstName: 'Mia', lastName: 'Novak', subscribed: false },
    });

    // Profile page: checkout and the card form
    const clientSecret = await flow.startCheckout.execute({
      product: selected,
      promoCode: promo?.promoCode ?? null,
    });
    const confirmer = adapters.payments.confirmer(clientSecret, GOOD_CARD, async () => true);
    if (!selected) throw new Error('No plan selected');
    const uid = adapters.world.state.session!.uid;
    const { order, outcome } = await flow.confirmPayment.execute({
      confirmer,
      product: selected,
      promoCode: promo?.promoCode ?? null,
      preview: promo?.preview ?? null,
      origin: ORIGIN,
      path: '/',
      uid,
      clientSecret,
    });
    expect(outcome.status).toBe('succeeded');

    // Payment-successful page (the provider is asked about the order's intent), then a reload of it
    const returned = uid;
    const restored = await flow.restoreOrder.execute(returned);
    expect(restored).toEqual({ order, status: 'succeeded' });
    expect(restored?.order).toMatchObject({ promoCode: 'welcome20', product: { id: 'monthly' } });
    await expect(flow.restoreOrder.execute(returned)).resolves.toBeNull();
    expect(adapters.world.events).toEqual([
      { event: 'lead' },
      { event: 'purchase', orderId: order.id, value: 4.99, currency: 'usd' },
    ]);

    const { user, provider } = await flow.loadProfile.execute();
    expect(provider).toBe('password');
    expect(user).toMatchObject({
      firstName: 'Mia',
      lastName: 'Novak',
      email: 'mia.novak@example.com',
      subscribed: true,
      subscription: {
        type: 'STRIPE',
        autoRenew: true,
        productPrice: 3.99,
        originalPrice: 4.99,
        productCurrency: 'usd',
        productReccurence: 'month',
        subscribedAt: '2026-11-21',
        renewsAt: '2026-11-28',
        paymentOption: { type: 'card', last4: '4242' },
      },
    });

    // A second checkout is refused, also after signing out and in again.
    await flow.signOut.execute();
    await settle();
    expect(snapshots.at(-1)).toEqual({ status: 'signedOut' });
    await flow.signIn.execute({ email: 'mia.novak@example.com', password: 'Quiet#Mind1' });
    await expectAppError(
      flow.startCheckout.execute({ product: selected, promoCode: null }),
      'checkout/already-subscribed',
    );
  });

  it('goes back to checkout after a failed redirect, and can pay again', async () => {
    const pat = person();
    const adapters = demoWorld({ storage: worldWith(pat) });
    const flow = useCases(adapters);
    await flow.signIn.execute({ email: pat.email, password: DEMO_PASSWORD });
    const { selected } = await flow.loadCatalogue.execute(null);
    if (!selected) throw new Error('No plan selected');
    const uid = adapters.world.state.session!.uid;
    const first = await flow.startCheckout.execute({ product: selected, promoCode: null });
    const payment = {
      product: selected,
      promoCode: null,
      preview: null,
      origin: ORIGIN,
      path: '/',
      uid,
      clientSecret: first,
    };

    // The bank's page sent the person back; whatever the address bar says, the provider says failed.
    await flow.confirmPayment.execute({
      ...payment,
      confirmer: { confirm: async () => ({ status: 'processing', paymentMethodId: null }) },
    });
    await expect(flow.restoreOrder.execute(uid)).resolves.toMatchObject({ status: 'failed' });
    expect(adapters.world.events).toEqual([]);

    const confirmer = adapters.payments.confirmer(first, GOOD_CARD, async () => true);
    await flow.confirmPayment.execute({ ...payment, confirmer });
    await flow.restoreOrder.execute(uid);

    expect(adapters.world.events).toEqual([
      { event: 'purchase', orderId: expect.any(String) as string, value: 49.99, currency: 'usd' },
    ]);
    const { user } = await flow.loadProfile.execute();
    expect(user.subscription).toMatchObject({ productPrice: 49.99, originalPrice: 49.99 });
  });
});
