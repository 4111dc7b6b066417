import { act, waitFor, within } from '@testing-library/react';
import { InMemoryPayments } from '../../../src/demo/in-memory-payments';
import { findProduct } from '../../../src/domain/catalogue';
import { currentPath, renderApp, screen } from '../../support/render-app';
import { TEST_SETTINGS } from '../../support/test-settings';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';
import { GOOD_CARD } from '../../support/test-cards';
import { renderSVG } from 'uqr';
import type * as Uqr from 'uqr';

// The QR code's library, watched: what it is asked to encode, and whether it is loaded at all.
jest.mock('uqr', () => {
  const actual = jest.requireActual<typeof Uqr>('uqr');
  return { ...actual, renderSVG: jest.fn(actual.renderSVG) };
});

type App = Awaited<ReturnType<typeof renderApp>>;

/**
 * Pays for a plan through the use cases, as the checkout does: the order is saved to the order
 * storage, then the world's card provider confirms it.
 */
async function pay(app: App, productId: string, promo: string | null = null) {
  const { useCases } = app.services;
  const product = findProduct(productId);
  if (!product) throw new Error(`no product ${productId}`);
  await act(async () => {
    const applied = await useCases.applyPromo.execute({
      product,
      promoCode: promo,
    });
    const clientSecret = await useCases.startCheckout.execute({
      product,
      promoCode: applied?.promoCode ?? null,
    });
    const confirmer = new InMemoryPayments(app.world).confirmer(clientSecret, GOOD_CARD, () =>
      Promise.resolve(true),
    );
    await useCases.confirmPayment.execute({
      confirmer,
      product,
      promoCode: applied?.promoCode ?? null,
      preview: applied?.preview ?? null,
      origin: 'http://localhost',
      path: '/',
      uid: app.store.getState().auth.uid!,
      clientSecret,
    });
  });
}

/**
 * Signs in, pays, and comes back to /payment-successful the way the payment provider returns: the
 * MemberOnly layout restores the saved order after the page has already mounted.
 */
async function payAndReturn(productId: string, promo: string | null = null, signedInAs?: string) {
  const app = await renderApp({
    at: '/no-such-page',
    signedInAs: signedInAs ?? DEMO_ACCOUNTS.free.email,
  });
  await screen.findByRole('heading', { name: 'Page not found' });
  await pay(app, productId, promo);
  await act(() => app.router.navigate('/payment-successful?redirect_status=succeeded'));
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Mindful' });
  return app;
}

const purchases = (app: App) => app.world.events.filter((event) => event.event === 'purchase');

function summaryValue(term: string): string | null {
  const order = screen.getByRole('region', { name: 'Your order' });
  const dt = within(order).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('payment successful', () => {
  test('shows the order: paid today, the price after the trial, the next billing date and the plan', async () => {
    const app = await payAndReturn('yearly');
    expect(summaryValue('Paid today')).toBe('$0.00');
    expect(summaryValue('Free trial')).toBe('7 days, until November 28, 2026');
    expect(summaryValue('First charge')).toBe('$49.99 on November 28, 2026');
    expect(summaryValue('After that')).toBe('$49.99 every year until you cancel');
    expect(screen.queryByText('Promo code', { selector: 'dt' })).not.toBeInTheDocument();

    const order = screen.getByRole('region', { name: 'Your order' });
    expect(within(order).getByRole('heading', { name: 'Your plan' })).toBeVisible();
    expect(within(order).getByText('Yearly')).toBeVisible();
    expect(within(order).getByText('$49.99')).toBeVisible();
    expect(within(order).getByText('2month discount')).toBeVisible();

    // The trial in three steps, folded in the receipt, and the terms were recorded and e-mailed.
    const trial = screen.getByRole('list', { name: 'How your trial works' }).parentElement!;
    const steps = within(trial).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('time')?.textContent)).toEqual([
      'Today',
      'November 26, 2026',
      'November 28, 2026',
    ]);
    expect(
      within(trial).getByRole('button', { name: 'Add a reminder to my calendar' }),
    ).toBeInTheDocument();
    expect(
      within(order).getByText("We've e-mailed you these terms and how to cancel.", {
        exact: false,
      }),
    ).toBeVisible();
    expect(app.world.state.consents).toHaveLength(1);
    expect(app.world.state.acknowledgments[0]?.email).toBe(DEMO_ACCOUNTS.free.email);

    // The provider's query parameters are gone from the address bar.
    expect(currentPath(app.router)).toBe('/payment-successful');
    expect(document.title).toBe('Welcome to Mindful · Mindful');
  });

  test('with WELCOME20: the discounted first payment, then the regular price, and the code', async () => {
    await payAndReturn('monthly', 'welcome20 ');
    expect(summaryValue('First charge')).toBe(
      '$3.99 on November 28, 2026, for the first month only',
    );
    expect(summaryValue('After that')).toBe('$4.99 every month until you cancel');
    expect(summaryValue('Promo code')).toBe('welcome20');
    expect(
      within(screen.getByRole('region', { name: 'Your order' })).getByText('Monthly'),
    ).toBeVisible();
  });

  test('with TRIAL30: the longer trial and its billing date', async () => {
    await payAndReturn('monthly', 'TRIAL30');
    expect(summaryValue('Free trial')).toBe('30 days, until December 21, 2026');
    expect(summaryValue('First charge')).toBe('$4.99 on December 21, 2026');
    expect(summaryValue('Promo code')).toBe('TRIAL30');
  });

  test('the next steps: the app stores, the sign-in method used here, and support', async () => {
    await payAndReturn('yearly');
    const steps = screen.getByRole('region', { name: "What's next" });
    // The numbered list comes first; the store buttons are a list inside its first step.
    const [numbered] = within(steps).getAllByRole('list');
    expect(numbered?.tagName).toBe('OL');
    const [download, logIn, enjoy, ...rest] = [...numbered!.children] as HTMLElement[];
    expect(rest).toHaveLength(0);

    expect(download).toHaveTextContent(
      'Download the Mindful app from the App Store or Google Play.',
    );
    expect(within(download!).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      TEST_SETTINGS.appStoreUrl,
    );
    expect(within(download!).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      TEST_SETTINGS.playStoreUrl,
    );

    expect(logIn).toHaveTextContent('Log in with the same method you used here.');
    expect(logIn).toHaveTextContent('You created your account with Email.');

    expect(enjoy).toHaveTextContent('Enjoy your subscription!');
    expect(enjoy).toHaveTextContent('Questions? Write to us at support@mindful.test.');
    expect(within(enjoy!).getByRole('link', { name: 'support@mindful.test' })).toHaveAttribute(
      'href',
      'mailto:support@mindful.test',
    );
  });

  test('names the social account a person signed up with', async () => {
    const app = await renderApp({ at: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Page not found' });
    await act(() => app.services.useCases.signInWithPopup.execute('google'));
    await waitFor(() => expect(app.store.getState().auth.status).toBe('signedIn'));
    await pay(app, 'monthly');
    await act(() => app.router.navigate('/payment-successful'));
    const steps = await screen.findByRole('region', { name: "What's next" });
    expect(within(steps).getByText('Google Account')).toBeVisible();
  });

  test('reports the purchase once; a reload has no order any more and goes to /', async () => {
    const app = await payAndReturn('yearly');
    expect(purchases(app)).toHaveLength(1);
    expect(purchases(app)[0]).toMatchObject({ event: 'purchase', value: 49.99, currency: 'usd' });
    await waitFor(() => expect(app.store.getState().auth.user?.subscribed).toBe(true));
    app.unmount();

    const reloaded = await renderApp({
      at: '/payment-successful',
      signedInAs: DEMO_ACCOUNTS.free.email,
      storage: app.storage,
    });
    await waitFor(() => expect(currentPath(reloaded.router)).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Welcome to Mindful' })).not.toBeInTheDocument();
    expect(purchases(reloaded)).toHaveLength(1);
  });

  test('without any order it goes to /', async () => {
    const { router, world } = await renderApp({
      at: '/payment-successful',
      signedInAs: DEMO_ACCOUNTS.free.email,
    });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(world.events.filter((event) => event.event === 'purchase')).toHaveLength(0);
  });

  test('waits for the restore instead of leaving while it runs', async () => {
    const app = await renderApp({ at: '/no-such-page', signedInAs: DEMO_ACCOUNTS.free.email });
    await screen.findByRole('heading', { name: 'Page not found' });
    await pay(app, 'monthly');
    // The order kept across the payment, read back on the return.
    const held = app.holdNextCall('orders');

    await act(() => app.router.navigate('/payment-successful'));
    expect(await screen.findByText('Loading your order…')).toBeVisible();
    expect(currentPath(app.router)).toBe('/payment-successful');

    await held.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Mindful' }),
    ).toBeVisible();
    expect(currentPath(app.router)).toBe('/payment-successful');
    expect(purchases(app)).toHaveLength(1);
  });

  test('a visitor is sent to sign in', async () => {
    const { router } = await renderApp({ at: '/payment-successful' });
    await waitFor(() => expect(currentPath(router)).toBe('/signin'));
  });
});

describe('payment successful, from a computer to the phone', () => {
  const QR_CODE = "QR code that opens the Mindful app in your phone's app store";

  /** A window as wide as a computer's or a phone's, as `matchMedia` answers the portal. */
  function windowIs(width: 'wide' | 'narrow') {
    window.matchMedia = jest.fn((query: string) => ({
      matches: width === 'wide' && query === '(min-width: 56rem)',
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
  }

  const downloadStep = () =>
    within(screen.getByRole('region', { name: "What's next" })).getAllByRole('listitem')[0]!;

  beforeEach(() => jest.mocked(renderSVG).mockClear());
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  test('on a computer: a QR code that opens /get-app on the phone, beside the two store buttons', async () => {
    windowIs('wide');
    await payAndReturn('yearly');
    const step = downloadStep();
    const code = await within(step).findByRole('img', { name: QR_CODE });
    expect(renderSVG).toHaveBeenCalledTimes(1);
    const [encoded] = jest.mocked(renderSVG).mock.calls[0]!;
    expect(encoded).toBe(`${window.location.origin}/get-app`);
    expect(code).toHaveAttribute(
      'src',
      `data:image/svg+xml,${encodeURIComponent(jest.mocked(renderSVG).mock.results[0]!.value as string)}`,
    );
    expect(within(step).getByText("Scan with your phone's camera to get the app.")).toBeVisible();
    expect(within(step).getByRole('link', { name: /App Store/ })).toBeVisible();
    expect(within(step).getByRole('link', { name: /Google Play/ })).toBeVisible();
  });

  test('on a phone: the store buttons alone, and the code is never made', async () => {
    windowIs('narrow');
    await payAndReturn('yearly');
    const step = downloadStep();
    expect(within(step).getByRole('link', { name: /App Store/ })).toBeVisible();
    expect(within(step).queryByRole('img')).not.toBeInTheDocument();
    expect(within(step).queryByText(/Scan with your phone/)).not.toBeInTheDocument();
    expect(renderSVG).not.toHaveBeenCalled();
  });

  test('a code that cannot be made leaves the store buttons on their own', async () => {
    windowIs('wide');
    jest.mocked(renderSVG).mockImplementationOnce(() => {
      throw new Error('too long');
    });
    await payAndReturn('yearly');
    const step = downloadStep();
    await waitFor(() => expect(renderSVG).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(step).queryByText(/Scan with your phone/)).not.toBeInTheDocument(),
    );
    expect(within(step).queryByRole('img')).not.toBeInTheDocument();
    expect(within(step).getByRole('link', { name: /Google Play/ })).toBeVisible();
  });
});

describe('a payment the provider has not confirmed (issue 29)', () => {
  afterEach(() => jest.restoreAllMocks());

  /** Pressed pay, and the bank's check was left open: the order is stored, nothing is paid. */
  async function leftWithTheBank() {
    const app = await renderApp({ at: '/no-such-page', signedInAs: DEMO_ACCOUNTS.free.email });
    await screen.findByRole('heading', { name: 'Page not found' });
    const product = findProduct('monthly')!;
    await act(async () => {
      const clientSecret = await app.services.useCases.startCheckout.execute({
        product,
        promoCode: null,
      });
      await app.services.useCases.confirmPayment.execute({
        confirmer: { confirm: async () => ({ status: 'processing', paymentMethodId: null }) },
        product,
        promoCode: null,
        preview: null,
        origin: 'http://localhost',
        path: '/',
        uid: app.store.getState().auth.uid!,
        clientSecret,
      });
    });
    const statusOf = jest
      .spyOn(InMemoryPayments.prototype, 'statusOf')
      .mockResolvedValue({ status: 'requires_action', paymentMethodId: null });
    return { app, statusOf };
  }

  test('never shows the order as paid: it says so, then what to do; checked again, paid once', async () => {
    const { app, statusOf } = await leftWithTheBank();

    await act(() => app.router.navigate('/payment-successful?redirect_status=succeeded'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is not confirmed yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not confirm your payment.');
    expect(document.title).toBe('Your payment is not confirmed yet · Mindful');
    expect(screen.queryByRole('heading', { name: 'Welcome to Mindful' })).not.toBeInTheDocument();
    expect(purchases(app)).toEqual([]);

    statusOf.mockResolvedValue({ status: 'succeeded', paymentMethodId: 'pm_1' });
    await app.user.click(screen.getByRole('button', { name: 'Check again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Mindful' }),
    ).toBeInTheDocument();
    expect(purchases(app)).toHaveLength(1);
  });

  test('Back to checkout forgets the order and opens the profile to pay again', async () => {
    const { app } = await leftWithTheBank();
    await act(() => app.router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'Your payment is not confirmed yet' });
    expect(currentPath(app.router)).toBe('/payment-successful');

    await app.user.click(screen.getByRole('button', { name: 'Back to checkout' }));

    await waitFor(() => expect(currentPath(app.router)).toBe('/'));
    expect(await screen.findByRole('region', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(purchases(app)).toEqual([]);
  });

  test('while the portal asks again, the page says the payment is being confirmed', async () => {
    const { app } = await leftWithTheBank();
    // The waits between questions never end in this test.
    jest.spyOn(app.services.useCases.restoreOrder, 'pause').mockReturnValue(new Promise(() => {}));

    await act(() => app.router.navigate('/payment-successful'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are confirming your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your payment…');
    expect(purchases(app)).toEqual([]);
  });
});
