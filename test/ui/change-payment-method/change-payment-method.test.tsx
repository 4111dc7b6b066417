import { act, waitFor, within } from '@testing-library/react';
import { InMemoryPayments } from '../../../src/demo/in-memory-payments';
import { InMemoryUserApi } from '../../../src/demo/in-memory-user-api';
import { demoWorld, signInAs, worldWith } from '../../support/demo-world';
import { member } from '../../support/builders';
import { MASTERCARD, TEST_CARDS } from '../../support/test-cards';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';

type App = Awaited<ReturnType<typeof renderApp>>;

/** A card member of the test's own, paying with a card ending in 4242. */
const pat = member({ paymentOption: { type: 'card', last4: '4242' } });

/** The app for pat, at an address. */
const asPat = (at = '/') => renderApp({ at, signedInAs: pat.email, storage: worldWith(pat) });

afterEach(() => jest.restoreAllMocks());

async function openChangeCard() {
  const app = await asPat('/change-payment-method');
  await screen.findByRole('heading', { level: 1, name: 'Change payment method' });
  await screen.findByLabelText('Card number');
  return app;
}

async function fillCard(number: string, expiry = '1230', cvc = '123') {
  await fill(screen.getByLabelText('Card number'), number);
  await fill(screen.getByLabelText('Expiration date'), expiry);
  await fill(screen.getByLabelText('Security code'), cvc);
}

const saveButton = () => screen.getByRole('button', { name: 'Save card' });

function memberCard(app: App) {
  const member = app.world.state.profiles.find((profile) => profile.uid === pat.uid);
  return member?.subscription?.paymentOption?.last4;
}

async function landsOnProfile(app: App) {
  await waitFor(() => expect(currentPath(app.router)).toBe('/'));
}

describe('change payment method page', () => {
  test('someone without a subscription is sent to /', async () => {
    const { router } = await renderApp({
      at: '/change-payment-method',
      signedInAs: DEMO_ACCOUNTS.free.email,
    });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('an App Store subscription (the Apple demo user) is sent to /', async () => {
    const { router, user } = await renderApp({ at: '/signin' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));

    await act(() => router.navigate('/change-payment-method'));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('shows the current card, and the billing loading message until the form can be used', async () => {
    const app = await asPat();
    await screen.findByRole('region', { name: 'Your subscription' });
    // The page's first call asks the product API for a setup of the new card.
    const setup = app.holdNextCall('userApi');
    await act(() => app.router.navigate('/change-payment-method'));

    expect(await screen.findByText('Billing is loading...please wait.')).toBeVisible();
    expect(document.title).toBe('Change payment method · Mindful');
    const current = screen.getByRole('region', { name: 'Current card' });
    expect(within(current).getByText('Card ending in 4242')).toBeVisible();
    expect(saveButton()).toBeDisabled();

    await setup.release();

    const card = await screen.findByLabelText('Card number');
    expect(card).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.queryByText('Billing is loading...please wait.')).not.toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  test('a new card is saved: back on / with a notice, and the member pays with it', async () => {
    const app = await openChangeCard();
    await fillCard(TEST_CARDS.mastercard);
    await app.user.click(saveButton());

    await landsOnProfile(app);
    const notice = await screen.findByText('Your payment method was updated.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(memberCard(app)).toBe('4444');
    expect(app.store.getState().auth.user?.subscription?.paymentOption?.last4).toBe('4444');
  });

  test('a double click saves the card once', async () => {
    const app = await openChangeCard();
    const methodsBefore = app.world.state.paymentMethods.length;
    await fillCard(TEST_CARDS.mastercard);
    await app.user.dblClick(saveButton());

    await landsOnProfile(app);
    expect(await screen.findByText('Your payment method was updated.')).toBeVisible();
    expect(app.world.state.paymentMethods).toHaveLength(methodsBefore + 1);
  });

  test('a declined card also goes back to /, saying why nothing changed', async () => {
    const app = await openChangeCard();
    await fillCard(TEST_CARDS.declined);
    await app.user.click(saveButton());

    await landsOnProfile(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your payment method wasn't changed. Your card was declined.",
    );
    expect(memberCard(app)).toBe('4242');
  });

  describe('a card that asks for authentication', () => {
    async function startAuthentication() {
      const app = await openChangeCard();
      await fillCard(TEST_CARDS.authentication);
      await app.user.click(saveButton());
      const dialog = await screen.findByRole('dialog', { name: '3-D Secure check' });
      return { app, dialog };
    }

    test('Complete authentication saves the card', async () => {
      const { app, dialog } = await startAuthentication();
      await app.user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));

      await landsOnProfile(app);
      expect(await screen.findByText('Your payment method was updated.')).toBeVisible();
      expect(memberCard(app)).toBe('3184');
    });

    test('Fail authentication goes back to / with the reason', async () => {
      const { app, dialog } = await startAuthentication();
      await app.user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));

      await landsOnProfile(app);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Your payment method wasn't changed. We couldn't verify your card. Try again or use another card.",
      );
      expect(memberCard(app)).toBe('4242');
    });
  });

  test('a mistyped card keeps the person on the form to correct it', async () => {
    const app = await openChangeCard();
    await fillCard(TEST_CARDS.notLuhn);
    await app.user.click(saveButton());

    // Under the field, as Stripe's form says it, and by the page.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Your card number is invalid.',
        'Your card number is invalid.',
      ]),
    );
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Your card number is invalid.',
    );
    expect(currentPath(app.router)).toBe('/change-payment-method');
    expect(saveButton()).toBeEnabled();

    await app.user.clear(screen.getByLabelText('Card number'));
    await fill(screen.getByLabelText('Card number'), TEST_CARDS.succeeds);
    await app.user.click(saveButton());
    await landsOnProfile(app);
    expect(await screen.findByText('Your payment method was updated.')).toBeVisible();
  });

  test('an unfinished card is marked field by field, without leaving the form', async () => {
    const app = await openChangeCard();
    await fill(screen.getByLabelText('Card number'), TEST_CARDS.succeeds);
    await app.user.click(saveButton());

    // One message for the problem: the field's own, never "Please complete your card details." beside it.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(
      "Your card's expiration date is incomplete.",
    );
    expect(screen.queryByText('Please complete your card details.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Expiration date')).toHaveAccessibleDescription(
      "Your card's expiration date is incomplete.",
    );
    expect(currentPath(app.router)).toBe('/change-payment-method');
  });

  test('when the setup cannot start, the page says so and can try again', async () => {
    const app = await asPat('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => app.world.failNextCall('userApi'));
    await act(() => app.router.navigate('/change-payment-method'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(saveButton()).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('Cancel goes back to / and changes nothing', async () => {
    const app = await openChangeCard();
    await app.user.click(screen.getByRole('link', { name: 'Cancel' }));
    await landsOnProfile(app);
    expect(memberCard(app)).toBe('4242');
  });

  test('the notice can be dismissed, and is gone once the person moves on', async () => {
    const app = await openChangeCard();
    await fillCard(TEST_CARDS.mastercard);
    await app.user.click(saveButton());
    await landsOnProfile(app);
    await screen.findByText('Your payment method was updated.');

    await act(() => app.router.navigate('/change-payment-method'));
    await screen.findByRole('heading', { level: 1, name: 'Change payment method' });
    await act(() => app.router.navigate('/'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Your payment method was updated.')).not.toBeInTheDocument();

    await act(() => app.router.navigate('/change-payment-method'));
    await fillCard(TEST_CARDS.succeeds);
    await app.user.click(await screen.findByRole('button', { name: 'Save card' }));
    await landsOnProfile(app);
    await app.user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your payment method was updated.')).not.toBeInTheDocument();
  });
});

describe('back from the bank’s page a new card’s setup redirected to', () => {
  /**
   * The member started a card change in this tab (its mark kept in the tab's storage) and the
   * bank's check ended on the bank's page; then the provider sends the tab back.
   */
  async function setupLeftWithTheBank(bankSaysYes: boolean) {
    const app = await asPat('/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    const clientSecret = await act(() => app.services.useCases.changePaymentMethod.start());
    if (bankSaysYes) {
      await new InMemoryPayments(app.world)
        .confirmer(clientSecret, MASTERCARD, async () => true)
        .confirm('/');
    }
    return { app, clientSecret };
  }

  test('the card the provider says was saved is the member’s card, and a notice says so', async () => {
    const { app, clientSecret } = await setupLeftWithTheBank(true);

    await act(() =>
      app.router.navigate(`/?setup_intent_client_secret=${clientSecret}&redirect_status=succeeded`),
    );

    expect(await screen.findByText('Your payment method was updated.')).toBeInTheDocument();
    expect(memberCard(app)).toBe('4444');
    await landsOnProfile(app);
  });

  test('a setup the provider says failed keeps the old card, whatever the address says', async () => {
    const { app, clientSecret } = await setupLeftWithTheBank(false);

    await act(() =>
      app.router.navigate(`/?setup_intent_client_secret=${clientSecret}&redirect_status=succeeded`),
    );

    expect(
      await screen.findByText("Your payment method wasn't changed.", { exact: false }),
    ).toBeInTheDocument();
    expect(memberCard(app)).toBe('4242');
    await landsOnProfile(app);
  });

  test('a return this tab did not start (an old address replayed) changes and tells nothing', async () => {
    const earlier = demoWorld({ storage: worldWith(pat) });
    await signInAs(earlier, pat.email);
    const { clientSecret } = await earlier.userApi.createSetupIntent();
    await earlier.payments.confirmer(clientSecret, MASTERCARD, async () => true).confirm('/');
    const patches = jest.spyOn(InMemoryUserApi.prototype, 'updatePaymentMethod');

    const app = await renderApp({
      at: `/?setup_intent_client_secret=${clientSecret}&redirect_status=succeeded`,
      signedInAs: pat.email,
      storage: earlier.storage,
    });

    await landsOnProfile(app);
    await screen.findByRole('region', { name: 'Your subscription' });
    expect(screen.queryByText('Your payment method was updated.')).not.toBeInTheDocument();
    // Nothing is patched on the word of a replayed address.
    expect(patches).not.toHaveBeenCalled();
    patches.mockRestore();
  });
});
