import { screen, waitFor, within } from '@testing-library/react';
import { renderSVG } from 'uqr';
import type * as Uqr from 'uqr';
import type { RestoredOrder } from '../../../src/application/use-cases/restore-order';
import type { StoredOrder } from '../../../src/domain/order';
import { deferred } from '../../support/deferred';
import { currentPath } from '../../support/test-router';
import { TEST_SETTINGS } from '../../support/test-settings';
import { summaryValue } from '../../support/summary';
import { arrive, openReturnPage, order, paid, UID, type Return } from './return-page';

// The QR code's library, watched: what it is asked to encode, and whether it is loaded at all.
jest.mock('uqr', () => {
  const actual = jest.requireActual<typeof Uqr>('uqr');
  return { ...actual, renderSVG: jest.fn(actual.renderSVG) };
});

/** Paid, back from the provider, and the order is shown. */
async function payAndReturn(stored: StoredOrder, options: Partial<Return> = {}) {
  const page = openReturnPage({ answers: [paid(stored)], ...options });
  await arrive(page, { search: '?redirect_status=succeeded' });
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Mindful' });
  return page;
}

const orderValue = (term: string) =>
  summaryValue(screen.getByRole('region', { name: 'Your order' }), term);

describe('payment successful', () => {
  test('shows the order: paid today, the price after the trial, the next billing date and the plan', async () => {
    const page = await payAndReturn(order('yearly'));
    expect(page.useCases.restoreOrder.execute).toHaveBeenCalledWith(UID);
    expect(orderValue('Paid today')).toBe('$0.00');
    expect(orderValue('Free trial')).toBe('7 days, until November 28, 2026');
    expect(orderValue('First charge')).toBe('$49.99 on November 28, 2026');
    expect(orderValue('After that')).toBe('$49.99 every year until you cancel');
    expect(screen.queryByText('Promo code', { selector: 'dt' })).not.toBeInTheDocument();

    // The order in one line; the plan and its charges one tap away.
    const receipt = screen.getByRole('region', { name: 'Your order' });
    const line = within(receipt).getAllByRole('list')[0]!;
    expect(
      within(line)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Yearly', '$0.00 today', 'then $49.99/year']);
    const details = within(receipt).getByText('Order details');
    expect(within(receipt).getByRole('heading', { name: 'Your plan' })).not.toBeVisible();
    await page.user.click(details);
    expect(within(receipt).getByRole('heading', { name: 'Your plan' })).toBeVisible();
    expect(within(receipt).getByText('Yearly', { selector: '.plan-card__title' })).toBeVisible();
    expect(within(receipt).getByText('$49.99')).toBeVisible();
    expect(within(receipt).getByText('2month discount')).toBeVisible();

    // The trial in three steps, folded in the receipt; the back end e-mailed the terms on the
    // provider's word (DESIGN.md, "The back end keeps the consent"): the page says so.
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
      within(receipt).getByText("We've e-mailed you these terms and how to cancel.", {
        exact: false,
      }),
    ).toBeVisible();
    // Paid: the member is read again, now subscribed.
    await waitFor(() => expect(page.store.getState().auth.user?.subscribed).toBe(true));
    expect(document.title).toBe('Welcome to Mindful · Mindful');
  });

  test('with WELCOME20: the discounted first payment, then the regular price, and the code', async () => {
    const welcome20 = {
      now: { currency: 'usd', amount: 0, trialDays: 7 },
      next: { amount: 3.99, date: '2026-11-28' },
    };
    await payAndReturn(order('monthly', 'welcome20', welcome20));
    expect(orderValue('First charge')).toBe('$3.99 on November 28, 2026, for the first month only');
    expect(orderValue('After that')).toBe('$4.99 every month until you cancel');
    expect(orderValue('Promo code')).toBe('welcome20');
    expect(
      within(screen.getByRole('region', { name: 'Your order' })).getByText('Monthly', {
        selector: 'strong',
      }),
    ).toBeVisible();
  });

  test('with TRIAL30: the longer trial and its billing date', async () => {
    const trial30 = {
      now: { currency: 'usd', amount: 0, trialDays: 30 },
      next: { amount: 4.99, date: '2026-12-21' },
    };
    await payAndReturn(order('monthly', 'TRIAL30', trial30));
    expect(orderValue('Free trial')).toBe('30 days, until December 21, 2026');
    expect(orderValue('First charge')).toBe('$4.99 on December 21, 2026');
    expect(orderValue('Promo code')).toBe('TRIAL30');
  });

  test('the next steps: the app stores, the sign-in method used here, and support', async () => {
    await payAndReturn(order('yearly'));
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
    await payAndReturn(order('monthly'), { provider: 'google.com' });
    const steps = screen.getByRole('region', { name: "What's next" });
    expect(within(steps).getByText('Google Account')).toBeVisible();
  });

  test('without any order it goes to /', async () => {
    const page = openReturnPage({ answers: [null] });
    await arrive(page);
    await waitFor(() => expect(currentPath(page.router)).toBe('/'));
    expect(page.useCases.restoreOrder.execute).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Welcome to Mindful' })).not.toBeInTheDocument();
  });

  test('waits for the restore instead of leaving while it runs', async () => {
    const provider = deferred<RestoredOrder | null>();
    const page = openReturnPage({
      answers: [],
      useCases: { restoreOrder: { execute: jest.fn(async () => provider.promise) } },
    });
    const arrival = arrive(page);

    expect(await screen.findByText('Loading your order…')).toBeVisible();
    expect(currentPath(page.router)).toBe('/payment-successful');

    provider.resolve(paid(order('monthly')));
    await arrival;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Mindful' }),
    ).toBeVisible();
    expect(currentPath(page.router)).toBe('/payment-successful');
    expect(page.useCases.restoreOrder.execute).toHaveBeenCalledTimes(1);
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
    await payAndReturn(order('yearly'));
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
    await payAndReturn(order('yearly'));
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
    await payAndReturn(order('yearly'));
    const step = downloadStep();
    await waitFor(() => expect(renderSVG).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(step).queryByText(/Scan with your phone/)).not.toBeInTheDocument(),
    );
    expect(within(step).queryByRole('img')).not.toBeInTheDocument();
    expect(within(step).getByRole('link', { name: /Google Play/ })).toBeVisible();
  });
});
