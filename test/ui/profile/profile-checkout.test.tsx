import { act, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { PaymentConfirmer, PaymentFormProps } from '../../../src/application/ports/payments';
import type { User } from '../../../src/domain/subscription';
import { AppError } from '../../../src/domain/errors';
import { ProfilePage } from '../../../src/ui/features/profile/ProfilePage';
import { checkoutRequested, checkoutSlice } from '../../../src/ui/features/checkout/checkout-slice';
import { arrive } from '../../support/listeners';
import { subscription, user } from '../../support/builders';
import { deferred } from '../../support/deferred';
import { renderPage, signedIn } from '../../support/render-page';
import { stubPaymentForm } from '../../support/stub-payment-form';
import { currentPath, fill } from '../../support/test-router';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { summaryValue } from '../../support/summary';
import {
  accepting,
  checkoutUseCases,
  CLIENT_SECRET,
  formWithWallet,
  monthly,
  previewOf,
  WALLET_PAY,
  WALLET_SHEET,
  yearly,
} from './checkout-page';
import { findProfileCard, findSubscriptionCard } from './profile-cards';

type Page = ReturnType<typeof renderPage>;

interface Opening {
  at?: string;
  useCases?: UseCaseStubs;
  PaymentForm?: ComponentType<PaymentFormProps<ReactNode>>;
  member?: User;
  /** A plan was chosen on /membership before signing up or in: checkout is asked for on arrival. */
  checkoutAskedFor?: boolean;
}

const free = user({ email: 'sam.free@builders.test' });

/** The profile of a person without a plan, at `at`, on the checkout's stubs and the test's own. */
async function openProfile({
  at = '/',
  useCases,
  PaymentForm = stubPaymentForm(accepting()),
  member = free,
  checkoutAskedFor = false,
}: Opening = {}) {
  const checkout = checkoutSlice.reducer(
    undefined,
    checkoutAskedFor ? checkoutRequested() : { type: 'none' },
  );
  const page = renderPage(<ProfilePage />, {
    at,
    path: '/',
    state: { ...signedIn(member), checkout },
    useCases: checkoutUseCases(useCases),
    PaymentForm,
  });
  await findProfileCard();
  return page;
}

async function openChooser(opening: Opening = {}) {
  const page = await openProfile(opening);
  const chooser = within(await screen.findByRole('region', { name: 'Choose your plan' }));
  await chooser.findByRole('radio', { name: /Yearly/ });
  return { ...page, chooser };
}

async function applyPromo({ user: person }: Page, code: string) {
  await fill(screen.getByRole('textbox', { name: 'Promo code' }), code);
  await person.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText('Code applied successfully.');
}

/** Continue from the plan chooser to the open checkout. */
async function continueToCheckout({ user: person }: Page) {
  await person.click(screen.getByRole('button', { name: 'Continue' }));
  return within(await screen.findByRole('region', { name: 'Payment details' }));
}

/** Where the page sent the person, once it has. */
const sentTo = async ({ router }: Page, path: string) =>
  waitFor(() => expect(currentPath(router)).toBe(path));

const payButton = () => screen.getByRole('button', { name: /^Start free trial — then / });

/** What the page asked the use case to confirm: this checkout's order, with this confirmer. */
const confirmationOf = (confirmer: PaymentConfirmer, order: object): unknown =>
  expect.objectContaining({
    confirmer,
    uid: 'uid-of-the-test',
    clientSecret: CLIENT_SECRET,
    path: '/',
    origin: window.location.origin,
    ...order,
  });

const refused = (code: ConstructorParameters<typeof AppError>[0]) =>
  jest.fn(async () => Promise.reject(new AppError(code)));

describe('checkout from the profile', () => {
  test('monthly with WELCOME20: overview with disclaimer, the card, then payment-successful', async () => {
    const card = accepting();
    const page = await openChooser({ PaymentForm: stubPaymentForm(card) });
    const { user: person, chooser, useCases } = page;
    await person.click(chooser.getByRole('radio', { name: /Monthly/ }));
    await applyPromo(page, 'WELCOME20');
    expect(useCases.applyPromo.execute).toHaveBeenLastCalledWith({
      product: monthly,
      promoCode: 'WELCOME20',
    });
    // With a promo applied the plans are locked.
    expect(chooser.getByRole('radio', { name: /Yearly/ })).toBeUnavailable();
    expect(
      summaryValue(screen.getByRole('region', { name: 'Choose your plan' }), 'First charge'),
    ).toBe('$3.99 on November 28, 2026, for the first month only');

    await continueToCheckout(page);
    expect(useCases.startCheckout.execute).toHaveBeenCalledWith({
      product: monthly,
      promoCode: 'WELCOME20',
    });
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
    // The order at the top of the checkout step: the plan, then its schedule in one line with
    // the code as its last part.
    const overview = within(screen.getByRole('region', { name: 'Your order' }));
    expect(overview.getByText('Monthly')).toBeInTheDocument();
    expect(overview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '$0.00 today',
      '$3.99 first month',
      'then $4.99/month',
      'Code WELCOME20',
    ]);
    // The disclaimer folds into "How your trial works", below the pay button.
    const payment = within(screen.getByRole('region', { name: 'Payment details' }));
    expect(payment.getByText('How your trial works')).toBeInTheDocument();
    expect(payment.getByText(/Your free trial lasts 7 days/)).toHaveTextContent(
      "Your free trial lasts 7 days. After that you'll be charged $3.99 for your first month, on November 28, 2026, and $4.99 every month after that, unless you cancel at least 24 hours before your trial ends.",
    );
    expect(overview.getByRole('button', { name: 'Change plan' })).not.toBeUnavailable();
    expect(payment.getByRole('group', { name: 'Card details' })).toHaveAttribute(
      'data-client-secret',
      CLIENT_SECRET,
    );

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
    expect(payButton()).not.toBeUnavailable();
    await person.click(payButton());

    expect(useCases.confirmPayment.execute).toHaveBeenCalledWith(
      confirmationOf(card, {
        product: monthly,
        promoCode: 'WELCOME20',
        preview: previewOf(monthly, 'WELCOME20'),
      }),
    );
    expect(card.confirm).toHaveBeenCalledTimes(1);
    await sentTo(page, '/payment-successful');
  });

  test('a declined card shows the provider’s message and the form stays usable', async () => {
    const card = accepting();
    const page = await openChooser({ PaymentForm: stubPaymentForm(card) });
    await continueToCheckout(page);
    const execute = jest.mocked(page.useCases.confirmPayment.execute);
    const accept = execute.getMockImplementation()!;
    execute.mockImplementationOnce(async () =>
      Promise.reject(new AppError('payments/card-declined')),
    );
    await page.user.click(payButton());

    // One message, with a way on.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card or another way to pay.',
    );
    expect(currentPath(page.router)).toBe('/');
    expect(payButton()).not.toBeUnavailable();
    expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();

    execute.mockImplementationOnce(accept);
    await page.user.click(payButton());
    expect(execute).toHaveBeenLastCalledWith(
      confirmationOf(card, { product: yearly, promoCode: null, preview: null }),
    );
    await sentTo(page, '/payment-successful');
  });

  test('what the card form refused at its field is said there only: the page adds no alert', async () => {
    const card = accepting();
    const page = await openChooser({ PaymentForm: stubPaymentForm(card) });
    await continueToCheckout(page);
    jest
      .mocked(page.useCases.confirmPayment.execute)
      .mockImplementationOnce(async () =>
        Promise.reject(
          new AppError('payments/incomplete', 'Your card number is incomplete.', 'field'),
        ),
      );
    await page.user.click(payButton());

    await waitFor(() => expect(payButton()).not.toBeUnavailable());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Please complete your card details.')).not.toBeInTheDocument();
    expect(currentPath(page.router)).toBe('/');
  });

  test('a card that asks for authentication can pass or fail the check', async () => {
    const page = await openChooser();
    await continueToCheckout(page);
    const execute = jest.mocked(page.useCases.confirmPayment.execute);
    execute.mockImplementationOnce(async () =>
      Promise.reject(new AppError('payments/authentication-failed')),
    );
    await page.user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't verify your card. Try again or use another card.",
    );
    expect(payButton()).not.toBeUnavailable();

    await page.user.click(payButton());
    expect(execute).toHaveBeenCalledTimes(2);
    await sentTo(page, '/payment-successful');
  });

  test('a wallet pays through the same path: its sheet is handed the page’s schedule', async () => {
    const card = accepting();
    const wallet = accepting();
    const page = await openChooser({ PaymentForm: formWithWallet(card, wallet) });
    await applyPromo(page, 'WELCOME20');
    const payment = await continueToCheckout(page);
    const sheet = within(payment.getByRole('region', { name: WALLET_SHEET }));
    // The wallets commit to the order's line right above them; the terms are said once.
    expect(payment.getAllByText('Cancel any time in your profile')).toHaveLength(1);
    const order = screen.getByRole('region', { name: 'Your order' });
    const walletPay = sheet.getByRole('button', { name: WALLET_PAY });
    expect(
      order.compareDocumentPosition(walletPay) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    expect(sheet.getByText(free.email)).toBeInTheDocument();
    expect(
      sheet.getByText('$39.99 on November 28, 2026, for the first year only'),
    ).toBeInTheDocument();
    expect(sheet.getByText('$49.99 every year until you cancel')).toBeInTheDocument();
    await page.user.click(walletPay);

    expect(page.useCases.confirmPayment.execute).toHaveBeenCalledWith(
      confirmationOf(wallet, { product: yearly, promoCode: 'WELCOME20' }),
    );
    expect(card.confirm).not.toHaveBeenCalled();
    await sentTo(page, '/payment-successful');
  });

  test('a declined wallet payment is shown on the page', async () => {
    const wallet = accepting();
    const page = await openChooser({
      PaymentForm: formWithWallet(accepting(), wallet),
      useCases: { confirmPayment: { execute: refused('payments/card-declined') } },
    });
    const payment = await continueToCheckout(page);

    await page.user.click(payment.getByRole('button', { name: WALLET_PAY }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(page.useCases.confirmPayment.execute).toHaveBeenCalledWith(
      confirmationOf(wallet, { product: yearly }),
    );
    expect(currentPath(page.router)).toBe('/');
    expect(payButton()).not.toBeUnavailable();
  });

  test('a double click confirms only once', async () => {
    const page = await openChooser();
    await continueToCheckout(page);
    await page.user.dblClick(payButton());
    expect(page.useCases.confirmPayment.execute).toHaveBeenCalledTimes(1);
    await sentTo(page, '/payment-successful');
  });

  test('while confirming the button shows its loading state and Change plan waits', async () => {
    const bank = deferred<void>();
    const card: PaymentConfirmer = {
      confirm: async () => {
        await bank.promise;
        return { status: 'succeeded', paymentMethodId: null };
      },
    };
    const page = await openChooser({ PaymentForm: stubPaymentForm(card) });
    await continueToCheckout(page);
    await page.user.click(payButton());
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    expect(payButton()).toBeUnavailable();
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeUnavailable();
    await act(async () => bank.resolve());
    await sentTo(page, '/payment-successful');
  });

  test('Change plan closes checkout and keeps the plan and promo chosen', async () => {
    const page = await openChooser();
    await page.user.click(page.chooser.getByRole('radio', { name: /Monthly/ }));
    await applyPromo(page, 'TRIAL30');
    await continueToCheckout(page);
    await page.user.click(screen.getByRole('button', { name: 'Change plan' }));

    const chooser = within(await screen.findByRole('region', { name: 'Choose your plan' }));
    expect(chooser.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(chooser.getByRole('button', { name: 'Remove code TRIAL30' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Payment details' })).not.toBeInTheDocument();

    // And checkout opens again.
    await continueToCheckout(page);
    expect(screen.getByText(/Your free trial lasts 30 days/)).toBeInTheDocument();
    expect(page.useCases.startCheckout.execute).toHaveBeenCalledTimes(2);
    expect(page.useCases.startCheckout.execute).toHaveBeenLastCalledWith({
      product: monthly,
      promoCode: 'TRIAL30',
    });
  });

  test('"Billing is loading...please wait." while the checkout opens', async () => {
    const session = deferred<string>();
    const page = await openChooser({
      useCases: { startCheckout: { execute: jest.fn(async () => session.promise) } },
    });
    await page.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Billing is loading...please wait.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => session.resolve(CLIENT_SECRET));
    await screen.findByRole('region', { name: 'Payment details' });
    expect(screen.queryByText('Billing is loading...please wait.')).not.toBeInTheDocument();
  });

  test('a failing call when opening checkout shows a message and Continue works again', async () => {
    const page = await openChooser();
    const execute = jest.mocked(page.useCases.startCheckout.execute);
    execute.mockImplementationOnce(async () => Promise.reject(new AppError('network/unavailable')));
    await page.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(screen.getByRole('button', { name: 'Continue' })).not.toBeUnavailable();
    await continueToCheckout(page);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('without a product, Continue says "No product selected"', async () => {
    const page = await openProfile({
      useCases: {
        loadCatalogue: {
          execute: jest.fn(async () => ({ country: 'US', catalogue: [], selected: null })),
        },
        startCheckout: { execute: refused('checkout/no-product') },
      },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No product selected');
    expect(page.useCases.startCheckout.execute).toHaveBeenCalledWith({
      product: null,
      promoCode: null,
    });
  });
});

describe('arriving at the profile', () => {
  test('back from a failed payment: the plan chooser says so, with the order kept', async () => {
    const restoreOrder = jest.fn(async () => ({
      order: {
        id: 'order-1',
        product: monthly,
        promoCode: null,
        preview: null,
        placedAt: null,
        uid: 'uid-of-the-test',
        clientSecret: 'pi_order_secret_1',
      },
      status: 'failed' as const,
    }));
    const page = await openProfile({
      at: '/?redirect_status=failed',
      useCases: { restoreOrder: { execute: restoreOrder } },
    });
    // The member layout's arrival, as it settles the saved order on the provider's word.
    const next = await act(() =>
      arrive(page.store, { pathname: '/', search: '?redirect_status=failed' }),
    );
    expect(next).toBe('/');
    expect(restoreOrder).toHaveBeenCalledWith('uid-of-the-test');

    const chooser = within(await screen.findByRole('region', { name: 'Choose your plan' }));
    expect(await chooser.findByRole('alert')).toHaveTextContent(
      "Your payment didn't go through. Please try again.",
    );
    expect(await chooser.findByRole('radio', { name: /Monthly/ })).toBeChecked();
    await continueToCheckout(page);
    expect(page.useCases.startCheckout.execute).toHaveBeenCalledWith({
      product: monthly,
      promoCode: null,
    });
  });

  test('the plan and promo queries choose the plan and apply the code', async () => {
    const { chooser, useCases } = await openChooser({ at: '/?plan=first&promo=welcome20' });
    expect(useCases.loadCatalogue.execute).toHaveBeenCalledWith('first');
    expect(chooser.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(await chooser.findByText('Code applied successfully.')).toBeInTheDocument();
    expect(useCases.applyPromo.execute).toHaveBeenCalledWith({
      product: monthly,
      promoCode: 'welcome20',
    });
    expect(chooser.getByRole('button', { name: 'Remove code welcome20' })).toBeVisible();
    expect(
      summaryValue(screen.getByRole('region', { name: 'Choose your plan' }), 'First charge'),
    ).toBe('$3.99 on November 28, 2026, for the first month only');
  });

  test('a removed code leaves the address too, so that a reload does not apply it again', async () => {
    const page = await openChooser({ at: '/?plan=first&promo=welcome20' });
    await page.chooser.findByText('Code applied successfully.');
    await page.user.click(page.chooser.getByRole('button', { name: 'Remove code welcome20' }));
    expect(page.chooser.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    await sentTo(page, '/?plan=first');
  });

  test('an unknown promo query shows the promo error and the chooser stays usable', async () => {
    const page = await openChooser({ at: '/?promo=NOPE' });
    expect(await page.chooser.findByText('Invalid promocode')).toBeInTheDocument();
    await continueToCheckout(page);
    expect(page.useCases.startCheckout.execute).toHaveBeenCalledWith({
      product: yearly,
      promoCode: null,
    });
    expect(
      within(screen.getByRole('region', { name: 'Your order' })).queryByText('NOPE'),
    ).not.toBeInTheDocument();
  });

  test('coming from the membership page with a plan chosen opens checkout straight away', async () => {
    const page = await openProfile({ at: '/?plan=first', checkoutAskedFor: true });
    const payment = within(await screen.findByRole('region', { name: 'Payment details' }));
    expect(await payment.findByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent(/^Monthly/);
    expect(page.useCases.startCheckout.execute).toHaveBeenCalledWith({
      product: monthly,
      promoCode: null,
    });
    expect(page.store.getState().checkout.checkoutRequested).toBe(false);
  });

  test('while a checkout asked for opens, its step stands in its place, loading, never the plans', async () => {
    const session = deferred<string>();
    await openProfile({
      at: '/?plan=first',
      checkoutAskedFor: true,
      useCases: { startCheckout: { execute: jest.fn(async () => session.promise) } },
    });

    const step = within(await screen.findByRole('region', { name: 'Payment details' }));
    expect(await step.findByRole('status')).toHaveTextContent('Billing is loading...please wait.');
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();

    await act(async () => session.resolve(CLIENT_SECRET));
    expect(await step.findByRole('group', { name: 'Card details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
  });

  test('a subscribed member who arrives with a checkout request sees no checkout', async () => {
    const page = await openProfile({
      member: user({ subscription: subscription({ renewsAt: '2027-03-01' }) }),
      checkoutAskedFor: true,
      useCases: { loadBillingHistory: { execute: jest.fn(async () => []) } },
    });
    await findSubscriptionCard();
    expect(page.store.getState().checkout.checkoutRequested).toBe(false);
    expect(screen.queryByRole('region', { name: 'Payment details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
    expect(page.useCases.startCheckout.execute).not.toHaveBeenCalled();
  });
});

describe('a checkout another tab paid first', () => {
  /** The member the other tab subscribed: monthly, on a card ending in 4444. */
  const paidThere = user({
    email: free.email,
    subscription: subscription({
      productName: 'Monthly',
      productPrice: 4.99,
      originalPrice: 4.99,
      productReccurence: 'monthly',
      paymentOption: { type: 'card', last4: '4444' },
    }),
  });

  /** Checkout open here; the payment is refused because the account has subscribed since. */
  async function checkoutOpenHereThenPaidThere(loadProfile: UseCaseStubs['loadProfile']) {
    const PaymentForm = formWithWallet(accepting(), accepting());
    const page = await openChooser({
      PaymentForm,
      useCases: {
        confirmPayment: { execute: refused('checkout/already-subscribed') },
        loadProfile,
        // The subscription's card lists its invoices.
        loadBillingHistory: { execute: jest.fn(async () => []) },
      },
    });
    await continueToCheckout(page);
    return page;
  }

  test('is not paid again: the profile reads the account again and shows the other tab’s subscription', async () => {
    const loadProfile = jest.fn(async () => ({ user: paidThere, provider: 'password' as const }));
    const page = await checkoutOpenHereThenPaidThere({ execute: loadProfile });

    await page.user.click(payButton());

    const subscriptionCard = await findSubscriptionCard();
    expect(subscriptionCard.getByText('Card ending in 4444')).toBeInTheDocument();
    expect((await findProfileCard()).getByText('Subscribed', { exact: true })).toBeInTheDocument();
    expect(loadProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Payment details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose your plan' })).not.toBeInTheDocument();
    expect(currentPath(page.router)).toBe('/');
    // The frame's notice says why, on this page (its words and focus: journeys/checkout.test.tsx).
    expect(page.store.getState().notice.notice).toMatchObject({
      tone: 'info',
      path: '/',
      message: { key: 'checkout.errors.alreadySubscribed' },
    });
  });

  test('when the profile cannot be read again, the form says why it was refused and keeps focus', async () => {
    const page = await checkoutOpenHereThenPaidThere({
      execute: refused('network/unavailable'),
    });

    await page.user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have an active subscription.',
    );
    expect(payButton()).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Payment details' })).toBeInTheDocument();
  });

  test('a wallet is refused the same way', async () => {
    const loadProfile = jest.fn(async () => ({ user: paidThere, provider: 'password' as const }));
    const page = await checkoutOpenHereThenPaidThere({ execute: loadProfile });

    await page.user.click(screen.getByRole('button', { name: WALLET_PAY }));

    await findSubscriptionCard();
    expect(loadProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Payment details' })).not.toBeInTheDocument();
    expect(page.store.getState().notice.notice).toMatchObject({
      message: { key: 'checkout.errors.alreadySubscribed' },
    });
  });
});
