import { act, within } from '@testing-library/react';
import { findProduct } from '../../../src/domain/catalogue';
import { checkoutRequested } from '../../../src/ui/store/checkout-slice';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';
import { findProfileCard, findSubscriptionCard } from './profile-support';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';
import { MASTERCARD, TEST_CARDS } from '../../support/test-cards';
import { FakeClock } from '../../support/clocks';
import { deferred } from '../../support/deferred';
import { MapStorage } from '../../../src/demo/map-storage';
import { createMemoryAdapters } from '../../../src/demo/create-memory-adapters';

type App = Awaited<ReturnType<typeof renderApp>>;

async function openChooser(at = '/', signedInAs: string = DEMO_ACCOUNTS.free.email) {
  const app = await renderApp({ at, signedInAs });
  await findProfileCard();
  const chooser = within(await screen.findByRole('region', { name: 'Choose your plan' }));
  await chooser.findByRole('radio', { name: /Yearly/ });
  return { ...app, chooser };
}

async function applyPromo({ user }: App, code: string) {
  await fill(screen.getByRole('textbox', { name: 'Promo code' }), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText('Code applied successfully.');
}

/** Continue from the plan chooser to the open checkout. */
async function continueToCheckout({ user }: App) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return within(await screen.findByRole('region', { name: 'Payment details' }));
}

async function fillCard({ user }: App, number: string) {
  const payment = within(screen.getByRole('region', { name: 'Payment details' }));
  const cardNumber = await payment.findByLabelText('Card number');
  await user.clear(cardNumber);
  await fill(cardNumber, number);
  await user.clear(payment.getByLabelText('Expiration date'));
  await fill(payment.getByLabelText('Expiration date'), '1230');
  await user.clear(payment.getByLabelText('Security code'));
  await fill(payment.getByLabelText('Security code'), '123');
}

const payButton = () => screen.getByRole('button', { name: /^Start free trial — then / });
const freeProfile = (app: App) => app.world.state.profiles.find((p) => p.uid === 'demo-free');

describe('checkout from the profile', () => {
  test('monthly with WELCOME20: overview with disclaimer, demo card, then payment-successful', async () => {
    const app = await openChooser();
    const { user, chooser, router } = app;
    await user.click(chooser.getByRole('radio', { name: /Monthly/ }));
    await applyPromo(app, 'WELCOME20');
    // With a promo applied the plans are locked.
    expect(chooser.getByRole('radio', { name: /Yearly/ })).toBeDisabled();
    expect(
      chooser.getByText('$3.99 on November 28, 2026, for the first month only'),
    ).toBeInTheDocument();

    await continueToCheckout(app);
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
    // The order in one line at the top of the checkout step, the code as a chip.
    const overview = within(screen.getByRole('region', { name: 'Your order' }));
    expect(overview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Monthly',
      '$0.00 today',
      '$3.99 first month',
      'then $4.99/month',
    ]);
    expect(overview.getByText('Code WELCOME20')).toBeInTheDocument();
    // The disclaimer folds into "How your trial works", below the pay button.
    const payment = within(screen.getByRole('region', { name: 'Payment details' }));
    expect(payment.getByText('How your trial works')).toBeInTheDocument();
    expect(payment.getByText(/Your free trial lasts 7 days/)).toHaveTextContent(
      "Your free trial lasts 7 days. After that you'll be charged $3.99 for your first month, on November 28, 2026, and $4.99 every month after that, unless you cancel at least 24 hours before your trial ends.",
    );
    expect(overview.getByRole('button', { name: 'Change plan' })).toBeEnabled();

    await fillCard(app, TEST_CARDS.succeeds);
    // The terms right above the button, and the button names what will be paid.
    const terms = document.getElementById(payButton().getAttribute('aria-describedby')!)!;
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Today: $0.00',
      'Free until November 28, 2026',
      'Then $3.99 for the first month, renewing at $4.99 every month until you cancel',
      'Cancel any time in your profile',
    ]);
    expect(payButton()).toHaveAccessibleName('Start free trial — then $3.99, then $4.99/month');
    expect(payButton().previousElementSibling).toBe(terms);
    expect(payButton()).toHaveAccessibleDescription(/^Today: \$0\.00/);
    expect(payButton()).toBeEnabled();
    await user.click(payButton());

    await screen.findByRole('heading', { level: 1, name: (name) => name !== 'Your account' });
    expect(currentPath(router)).toBe('/payment-successful');
    expect(freeProfile(app)?.subscription).toMatchObject({
      type: 'STRIPE',
      productName: 'Monthly',
      productPrice: 3.99,
      autoRenew: true,
      subscribedAt: '2026-11-21',
      renewsAt: '2026-11-28',
      paymentOption: { type: 'card', last4: '4242' },
    });
  });

  test('a declined card shows the provider’s message and the form stays usable', async () => {
    const app = await openChooser();
    await continueToCheckout(app);
    await fillCard(app, TEST_CARDS.declined);
    await app.user.click(payButton());

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(currentPath(app.router)).toBe('/');
    expect(freeProfile(app)?.subscription).toBeNull();
    expect(payButton()).toBeEnabled();
    expect(screen.getByLabelText('Card number')).toBeEnabled();

    await fillCard(app, TEST_CARDS.succeeds);
    await app.user.click(payButton());
    await screen.findByRole('heading', { level: 1, name: (name) => name !== 'Your account' });
    expect(currentPath(app.router)).toBe('/payment-successful');
    expect(freeProfile(app)?.subscription).toMatchObject({ productName: 'Yearly' });
  });

  test('a card that asks for authentication can pass or fail the check', async () => {
    const app = await openChooser();
    await continueToCheckout(app);
    await fillCard(app, TEST_CARDS.authentication);
    await app.user.click(payButton());
    await app.user.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't verify your card. Try again or use another card.",
    );
    expect(payButton()).toBeEnabled();

    await app.user.click(payButton());
    await app.user.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    await screen.findByRole('heading', { level: 1, name: (name) => name !== 'Your account' });
    expect(currentPath(app.router)).toBe('/payment-successful');
  });

  test('a demo wallet pays through the same path: the sheet shows the page’s schedule', async () => {
    const app = await openChooser();
    await applyPromo(app, 'WELCOME20');
    const payment = await continueToCheckout(app);
    const applePay = await payment.findByRole('button', { name: 'Apple Pay Demo' });
    // The wallets commit to the order's line right above them; the terms are said once.
    expect(payment.getAllByText('Cancel any time in your profile')).toHaveLength(1);
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(order.compareDocumentPosition(applePay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await app.user.click(applePay);
    const sheet = within(screen.getByRole('dialog', { name: 'Apple Pay' }));
    expect(sheet.getByText(DEMO_ACCOUNTS.free.email)).toBeInTheDocument();
    expect(
      sheet.getByText('$39.99 on November 28, 2026, for the first year only'),
    ).toBeInTheDocument();
    expect(sheet.getByText('$49.99 every year until you cancel')).toBeInTheDocument();
    await app.user.click(sheet.getByRole('button', { name: 'Pay' }));

    await screen.findByRole('heading', { level: 1, name: (name) => name !== 'Your account' });
    expect(currentPath(app.router)).toBe('/payment-successful');
    expect(freeProfile(app)?.subscription).toMatchObject({
      productPrice: 39.99,
      paymentOption: { type: 'card', last4: '4242' },
    });
  });

  test('a declined wallet payment is shown on the page and in the sheet', async () => {
    const app = await openChooser();
    app.world.setNextWalletPayment('fails');
    const payment = await continueToCheckout(app);

    await app.user.click(await payment.findByRole('button', { name: 'Google Pay Demo' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Google Pay' }));
    await app.user.click(sheet.getByRole('button', { name: 'Pay' }));

    expect(await sheet.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await app.user.click(sheet.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(currentPath(app.router)).toBe('/');
    expect(freeProfile(app)?.subscription).toBeNull();
  });

  test('a double click confirms only once', async () => {
    const app = await openChooser();
    const execute = jest.spyOn(app.services.useCases.confirmPayment, 'execute');
    await continueToCheckout(app);
    await fillCard(app, TEST_CARDS.succeeds);
    await app.user.dblClick(payButton());
    await screen.findByRole('heading', { level: 1, name: (name) => name !== 'Your account' });
    expect(execute).toHaveBeenCalledTimes(1);
    expect(currentPath(app.router)).toBe('/payment-successful');
  });

  test('while confirming the button shows its loading state and Change plan waits', async () => {
    const app = await openChooser();
    await continueToCheckout(app);
    await fillCard(app, TEST_CARDS.succeeds);
    // The bank's answer to the card.
    const held = app.holdNextCall('payments');
    await app.user.click(payButton());
    await held.reached;
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeDisabled();
    await held.release();
    await screen.findByRole('heading', { level: 1, name: (name) => name !== 'Your account' });
    expect(currentPath(app.router)).toBe('/payment-successful');
  });

  test('Change plan closes checkout and keeps the plan and promo chosen', async () => {
    const app = await openChooser();
    await app.user.click(app.chooser.getByRole('radio', { name: /Monthly/ }));
    await applyPromo(app, 'TRIAL30');
    await continueToCheckout(app);
    await app.user.click(screen.getByRole('button', { name: 'Change plan' }));

    const chooser = within(await screen.findByRole('region', { name: 'Choose your plan' }));
    expect(chooser.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(chooser.getByRole('button', { name: 'Remove code TRIAL30' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Payment details' })).not.toBeInTheDocument();

    // And checkout opens again.
    await continueToCheckout(app);
    expect(screen.getByText(/Your free trial lasts 30 days/)).toBeInTheDocument();
  });

  test('"Billing is loading...please wait." while the checkout opens', async () => {
    const app = await openChooser();
    // The product API's checkout session.
    const held = app.holdNextCall('userApi');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Billing is loading...please wait.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await held.release();
    await screen.findByRole('region', { name: 'Payment details' });
    expect(screen.queryByText('Billing is loading...please wait.')).not.toBeInTheDocument();
  });

  test('a failing call when opening checkout shows a message and Continue works again', async () => {
    const app = await openChooser();
    app.world.failNextCall('userApi');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await continueToCheckout(app);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('without a product, Continue says "No product selected"', async () => {
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email });
    jest
      .spyOn(app.services.useCases.loadCatalogue, 'execute')
      .mockResolvedValue({ country: 'US', catalogue: [], selected: null });
    await findProfileCard();
    await app.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No product selected');
  });
});

describe('arriving at the profile', () => {
  test('back from a failed payment: the plan chooser says so, with the order kept', async () => {
    const app = await renderApp({
      at: '/?redirect_status=failed',
      signedInAs: DEMO_ACCOUNTS.free.email,
    });
    const monthly = findProduct('monthly')!;
    // Once, as the use case answers: a failed order is dropped, the next arrival finds none.
    jest.spyOn(app.services.useCases.restoreOrder, 'execute').mockResolvedValueOnce({
      order: {
        id: 'order-1',
        product: monthly,
        promoCode: null,
        preview: null,
        placedAt: null,
        uid: app.store.getState().auth.uid!,
        clientSecret: 'pi_order_secret_1',
      },
      status: 'failed',
    });
    const chooser = within(await screen.findByRole('region', { name: 'Choose your plan' }));
    expect(await chooser.findByRole('alert')).toHaveTextContent(
      "Your payment didn't go through. Please try again.",
    );
    expect(await chooser.findByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(currentPath(app.router)).toBe('/');
    await continueToCheckout(app);
  });

  test('back from a redirect whose address claims success for a payment never made: it failed', async () => {
    const app = await renderApp({ at: '/no-such-page', signedInAs: DEMO_ACCOUNTS.free.email });
    await screen.findByRole('heading', { name: 'Page not found' });
    const { startCheckout, confirmPayment } = app.services.useCases;
    const monthly = findProduct('monthly')!;
    const clientSecret = await startCheckout.execute({ product: monthly, promoCode: null });
    // The order is saved; the payment itself is left with the bank and never completed.
    await confirmPayment.execute({
      confirmer: { confirm: async () => ({ status: 'processing', paymentMethodId: null }) },
      product: monthly,
      promoCode: null,
      preview: null,
      origin: 'http://localhost',
      path: '/',
      uid: app.store.getState().auth.uid!,
      clientSecret,
    });

    await act(() =>
      app.router.navigate(
        `/?redirect_status=succeeded&payment_intent_client_secret=${clientSecret}`,
      ),
    );

    const chooser = within(await screen.findByRole('region', { name: 'Choose your plan' }));
    expect(await chooser.findByRole('alert')).toHaveTextContent(
      "Your payment didn't go through. Please try again.",
    );
    expect(app.world.events.filter((event) => event.event === 'purchase')).toEqual([]);
    expect(currentPath(app.router)).toBe('/');
  });

  test('the plan and promo queries choose the plan and apply the code', async () => {
    const { chooser } = await openChooser('/?plan=first&promo=welcome20');
    expect(chooser.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(await chooser.findByText('Code applied successfully.')).toBeInTheDocument();
    expect(chooser.getByRole('button', { name: 'Remove code welcome20' })).toBeVisible();
    expect(
      chooser.getByText('$3.99 on November 28, 2026, for the first month only'),
    ).toBeInTheDocument();
  });

  test('an unknown promo query shows the promo error and the chooser stays usable', async () => {
    const app = await openChooser('/?promo=NOPE');
    expect(await app.chooser.findByText('Invalid promocode')).toBeInTheDocument();
    await continueToCheckout(app);
    expect(
      within(screen.getByRole('region', { name: 'Your order' })).queryByText('NOPE'),
    ).not.toBeInTheDocument();
  });

  test('coming from the membership page with a plan chosen opens checkout straight away', async () => {
    const app = await renderApp({ at: '/?plan=first', signedInAs: DEMO_ACCOUNTS.free.email });
    act(() => {
      app.store.dispatch(checkoutRequested());
    });
    const payment = within(await screen.findByRole('region', { name: 'Payment details' }));
    expect(await payment.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent(/^Monthly/);
    expect(app.store.getState().checkout.checkoutRequested).toBe(false);
  });

  test('while a checkout asked for opens, its step stands in its place, loading, never the plans', async () => {
    const app = await renderApp({ at: '/?plan=first', signedInAs: DEMO_ACCOUNTS.free.email });
    const { startCheckout } = app.services.useCases;
    const start = startCheckout.execute.bind(startCheckout);
    const provider = deferred<void>();
    jest.spyOn(startCheckout, 'execute').mockImplementationOnce(async (order) => {
      await provider.promise;
      return start(order);
    });
    act(() => {
      app.store.dispatch(checkoutRequested());
    });

    const step = within(await screen.findByRole('region', { name: 'Payment details' }));
    expect(await step.findByRole('status')).toHaveTextContent('Billing is loading...please wait.');
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();

    await act(async () => provider.resolve());
    expect(await step.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
  });

  test('a subscribed member who arrives with a checkout request sees no checkout', async () => {
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.member.email });
    act(() => {
      app.store.dispatch(checkoutRequested());
    });
    await screen.findByRole('region', { name: 'Your subscription' });
    expect(app.store.getState().checkout.checkoutRequested).toBe(false);
    expect(screen.queryByRole('region', { name: 'Payment details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
  });
});

describe('a checkout another tab paid first', () => {
  /**
   * The app with checkout open for free@demo.test, and another tab of the demo over the same
   * storage (its own ids, as another page's) that then pays a monthly checkout of its own.
   */
  async function checkoutOpenHereThenPaidThere() {
    const storage = new MapStorage();
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email, storage });
    await findProfileCard();
    await app.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: 'Payment details' });
    let count = 0;
    const ids = { next: () => `other-tab-${(count += 1)}` };
    const otherTab = createMemoryAdapters({ storage, clock: new FakeClock(), ids });
    const request = { productId: 'monthly', promoCode: null };
    const { clientSecret } = await otherTab.userApi.createCheckoutSession(request);
    await otherTab.payments.confirmer(clientSecret, MASTERCARD, async () => true).confirm('');
    return app;
  }

  test('is not paid again: the profile says so and shows the subscription the other tab started', async () => {
    const app = await checkoutOpenHereThenPaidThere();
    await fillCard(app, TEST_CARDS.succeeds);

    await app.user.click(payButton());

    const notice = await screen.findByText(
      'You already have an active subscription. Nothing was charged for this checkout. Your subscription is shown below.',
    );
    expect(notice).toHaveFocus();
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
    const subscription = await findSubscriptionCard();
    expect(subscription.getByText('Card ending in 4444')).toBeInTheDocument();
    expect((await findProfileCard()).getByText('Subscribed', { exact: true })).toBeInTheDocument();
    expect(currentPath(app.router)).toBe('/');
    // Nothing replaced: the monthly plan and card of the other tab, and no second card saved.
    expect(freeProfile(app)?.subscription).toMatchObject({
      productName: 'Monthly',
      paymentOption: { type: 'card', last4: '4444' },
    });
    expect(app.world.state.paymentMethods.filter((method) => method.uid === 'demo-free')).toEqual([
      expect.objectContaining({ last4: '4444' }),
    ]);
  });

  test('when the profile cannot be read again, the form says why it was refused and keeps focus', async () => {
    const app = await checkoutOpenHereThenPaidThere();
    await fillCard(app, TEST_CARDS.succeeds);
    act(() => app.world.failNextCall('userApi'));

    await app.user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have an active subscription.',
    );
    expect(payButton()).toHaveFocus();
    expect(freeProfile(app)?.subscription).toMatchObject({ productName: 'Monthly' });
  });

  test('a demo wallet is refused the same way', async () => {
    const app = await checkoutOpenHereThenPaidThere();

    await app.user.click(await screen.findByRole('button', { name: 'Google Pay Demo' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Google Pay' }));
    await app.user.click(sheet.getByRole('button', { name: 'Pay' }));

    const notice = await screen.findByText(
      /^You already have an active subscription\. Nothing was charged/,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notice).toHaveFocus();
    expect(freeProfile(app)?.subscription).toMatchObject({ productName: 'Monthly' });
  });
});
