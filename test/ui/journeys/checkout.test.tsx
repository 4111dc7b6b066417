import { act, waitFor, within } from '@testing-library/react';
import { findProduct, type Product } from '../../../src/domain/catalogue';
import { createMemoryAdapters } from '../../../src/demo/create-memory-adapters';
import { InMemoryPayments } from '../../../src/demo/in-memory-payments';
import { FakeClock } from '../../support/clocks';
import { person } from '../../support/builders';
import { worldWith } from '../../support/demo-world';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';
import { GOOD_CARD, MASTERCARD, TEST_CARDS } from '../../support/test-cards';
import { summaryValue } from '../../support/summary';

/**
 * Journeys of the checkout through the whole portal and the demo world: from the plans on the
 * profile to payment-successful, the provider's return through the member layout, and the frame's
 * notice when another tab paid first. What each page does on its own: test/ui/profile and
 * test/ui/payment-successful.
 */

type App = Awaited<ReturnType<typeof renderApp>>;

/** A person who signed up and never subscribed. */
const pat = person();

const patsProfile = (app: App) => app.world.state.profiles.find((p) => p.uid === pat.uid);
const purchases = (app: App) => app.world.events.filter((event) => event.event === 'purchase');
const payButton = () => screen.getByRole('button', { name: /^Start free trial — then / });

function product(id: string): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

async function findChooser() {
  const chooser = within(await screen.findByRole('region', { name: 'Choose your plan' }));
  await chooser.findByRole('radio', { name: /Yearly/ });
  return chooser;
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

const orderValue = (term: string) =>
  summaryValue(screen.getByRole('region', { name: 'Your order' }), term);

/**
 * Pays for a plan through the use cases, as the checkout does, while the app shows another page:
 * the order is saved, then the world's card provider confirms it.
 */
async function payWithoutThePage(app: App, productId: string) {
  const { useCases } = app.services;
  await act(async () => {
    const chosen = product(productId);
    const clientSecret = await useCases.startCheckout.execute({ product: chosen, promoCode: null });
    const confirmer = new InMemoryPayments(app.world).confirmer(clientSecret, GOOD_CARD, () =>
      Promise.resolve(true),
    );
    await useCases.confirmPayment.execute({
      confirmer,
      product: chosen,
      promoCode: null,
      preview: null,
      origin: 'http://localhost',
      path: '/',
      uid: app.store.getState().auth.uid!,
      clientSecret,
    });
  });
}

describe('checkout journeys', () => {
  test('chooses monthly with WELCOME20 on the profile, pays with the demo card and lands on payment-successful with the order', async () => {
    const app = await renderApp({ signedInAs: pat.email, storage: worldWith(pat) });
    const chooser = await findChooser();
    await app.user.click(chooser.getByRole('radio', { name: /Monthly/ }));
    await fill(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME20');
    await app.user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Code applied successfully.');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: 'Payment details' });

    await fillCard(app, TEST_CARDS.succeeds);
    await app.user.click(payButton());

    await screen.findByRole('heading', { level: 1, name: 'Welcome to Mindful' });
    expect(currentPath(app.router)).toBe('/payment-successful');
    expect(orderValue('First charge')).toBe('$3.99 on November 28, 2026, for the first month only');
    expect(orderValue('Promo code')).toBe('WELCOME20');
    expect(patsProfile(app)?.subscription).toMatchObject({
      type: 'STRIPE',
      productName: 'Monthly',
      productPrice: 3.99,
      autoRenew: true,
      subscribedAt: '2026-11-21',
      renewsAt: '2026-11-28',
      paymentOption: { type: 'card', last4: '4242' },
    });
    expect(purchases(app)).toHaveLength(1);
  });

  test('back from the provider’s redirect: the address is cleaned, the order shown and reported once; a reload goes to /', async () => {
    const app = await renderApp({
      at: '/no-such-page',
      signedInAs: pat.email,
      storage: worldWith(pat),
    });
    await screen.findByRole('heading', { name: 'Page not found' });
    await payWithoutThePage(app, 'yearly');

    await act(() => app.router.navigate('/payment-successful?redirect_status=succeeded'));

    await screen.findByRole('heading', { level: 1, name: 'Welcome to Mindful' });
    expect(orderValue('First charge')).toBe('$49.99 on November 28, 2026');
    // The provider's query parameters are gone from the address bar.
    expect(currentPath(app.router)).toBe('/payment-successful');
    expect(purchases(app)).toHaveLength(1);
    expect(purchases(app)[0]).toMatchObject({ event: 'purchase', value: 49.99, currency: 'usd' });
    // The terms were recorded and e-mailed to the member.
    expect(app.world.state.consents).toHaveLength(1);
    expect(app.world.state.acknowledgments[0]?.email).toBe(pat.email);
    await waitFor(() => expect(app.store.getState().auth.user?.subscribed).toBe(true));
    app.unmount();

    const reloaded = await renderApp({
      at: '/payment-successful',
      signedInAs: pat.email,
      storage: app.storage,
    });
    await waitFor(() => expect(currentPath(reloaded.router)).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Welcome to Mindful' })).not.toBeInTheDocument();
    expect(purchases(reloaded)).toHaveLength(1);
  });

  test('back from a redirect whose address claims success for a payment never made: the plans say it failed', async () => {
    const app = await renderApp({
      at: '/no-such-page',
      signedInAs: pat.email,
      storage: worldWith(pat),
    });
    await screen.findByRole('heading', { name: 'Page not found' });
    const { startCheckout, confirmPayment } = app.services.useCases;
    const monthly = product('monthly');
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
    expect(purchases(app)).toEqual([]);
    expect(currentPath(app.router)).toBe('/');
  });

  test('another tab paid first: paying here charges nothing, and the notice says so above the other tab’s subscription', async () => {
    const storage = worldWith(pat);
    const app = await renderApp({ signedInAs: pat.email, storage });
    await findChooser();
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: 'Payment details' });
    // Another tab of the demo over the same storage (its own ids, as another page's) pays first.
    let count = 0;
    const ids = { next: () => `other-tab-${(count += 1)}` };
    const otherTab = createMemoryAdapters({ storage, clock: new FakeClock(), ids });
    const request = { productId: 'monthly', promoCode: null };
    const { clientSecret } = await otherTab.userApi.createCheckoutSession(request);
    await otherTab.payments.confirmer(clientSecret, MASTERCARD, async () => true).confirm('');
    await fillCard(app, TEST_CARDS.succeeds);

    await app.user.click(payButton());

    const notice = await screen.findByText(
      'You already have an active subscription. Nothing was charged for this checkout. Your subscription is shown below.',
    );
    await waitFor(() => expect(notice).toHaveFocus());
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment details' })).not.toBeInTheDocument();
    const subscription = within(await screen.findByRole('region', { name: 'Your subscription' }));
    expect(subscription.getByText('Card ending in 4444')).toBeInTheDocument();
    expect(currentPath(app.router)).toBe('/');
    // Nothing replaced: the monthly plan and card of the other tab, and no second card saved.
    expect(patsProfile(app)?.subscription).toMatchObject({
      productName: 'Monthly',
      paymentOption: { type: 'card', last4: '4444' },
    });
    expect(app.world.state.paymentMethods.filter((method) => method.uid === pat.uid)).toEqual([
      expect.objectContaining({ last4: '4444' }),
    ]);
  });
});
