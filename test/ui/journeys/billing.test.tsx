/**
 * Journeys of a member's billing across the whole portal on the demo world: the pages' own
 * behaviour is in their page tests (change-payment-method, cancel-subscription, profile-resume,
 * profile-past-due); here the Shell's notice, the member pages' guard and banner, and the way
 * from one page to the next.
 */
import { act, waitFor, within } from '@testing-library/react';
import { InMemoryPayments } from '../../../src/demo/in-memory-payments';
import { member, memberAwaitingBankCheck } from '../../support/builders';
import { TODAY } from '../../support/clocks';
import { addDays } from '../../../src/domain/dates';
import { worldWith } from '../../support/demo-world';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';
import { MASTERCARD, TEST_CARDS } from '../../support/test-cards';
import { detail, findSubscriptionCard } from '../profile/profile-cards';

type App = Awaited<ReturnType<typeof renderApp>>;

/** A yearly card member, paying with a card ending in 4242, renewing on February 10, 2027. */
const pat = member({ renewsAt: '2027-02-10', paymentOption: { type: 'card', last4: '4242' } });

/** The portal for pat, at an address. */
const asPat = (at = '/') => renderApp({ at, signedInAs: pat.email, storage: worldWith(pat) });

/** Pat's subscription as the demo world keeps it. */
const patsSubscription = (app: App) =>
  app.world.state.profiles.find((profile) => profile.uid === pat.uid)?.subscription;

async function fillCard(number: string) {
  await fill(await screen.findByLabelText('Card number'), number);
  await fill(screen.getByLabelText('Expiration date'), '1230');
  await fill(screen.getByLabelText('Security code'), '123');
}

async function landsOnProfile(app: App) {
  await waitFor(() => expect(currentPath(app.router)).toBe('/'));
  await screen.findByRole('region', { name: 'Your subscription' });
}

/** From the profile's subscription card to the card form, a new card saved, back on the profile. */
async function changeCardFromProfile(app: App, number: string) {
  const card = await findSubscriptionCard();
  await app.user.click(card.getByRole('link', { name: 'Change payment method' }));
  await screen.findByRole('heading', { level: 1, name: 'Change payment method' });
  await fillCard(number);
  await app.user.click(await screen.findByRole('button', { name: 'Save card' }));
  await landsOnProfile(app);
}

describe('a member’s billing, from page to page', () => {
  test('changes the card from the profile: back on it with a notice and the new card; the notice goes once they move on, or on Dismiss', async () => {
    const app = await asPat();
    expect(detail(await findSubscriptionCard(), 'Payment method')).toBe('Card ending in 4242');

    await changeCardFromProfile(app, TEST_CARDS.mastercard);

    const notice = await screen.findByText('Your payment method was updated.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(detail(await findSubscriptionCard(), 'Payment method')).toBe('Card ending in 4444');
    expect(patsSubscription(app)?.paymentOption?.last4).toBe('4444');

    await act(() => app.router.navigate('/change-payment-method'));
    await screen.findByRole('heading', { level: 1, name: 'Change payment method' });
    await act(() => app.router.navigate('/'));
    await landsOnProfile(app);
    expect(screen.queryByText('Your payment method was updated.')).not.toBeInTheDocument();

    await changeCardFromProfile(app, TEST_CARDS.succeeds);
    await app.user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your payment method was updated.')).not.toBeInTheDocument();
  });

  test('back from the bank’s page a new card’s setup redirected to: the card is theirs, a notice says so, and the address is cleaned', async () => {
    // The change started in this tab (its mark kept in the tab's storage); the bank's check ended
    // on the bank's page, and the provider sends the tab back.
    const app = await asPat('/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    const clientSecret = await act(() => app.services.useCases.changePaymentMethod.start());
    await new InMemoryPayments(app.world)
      .confirmer(clientSecret, MASTERCARD, async () => true)
      .confirm('/');

    await act(() =>
      app.router.navigate(`/?setup_intent_client_secret=${clientSecret}&redirect_status=succeeded`),
    );

    expect(await screen.findByText('Your payment method was updated.')).toBeInTheDocument();
    await landsOnProfile(app);
    await waitFor(async () =>
      expect(detail(await findSubscriptionCard(), 'Payment method')).toBe('Card ending in 4444'),
    );
    expect(patsSubscription(app)?.paymentOption?.last4).toBe('4444');
  });

  test('cancels from the profile and is back on it with the access date; resumes there, and the notice takes the focus the button left', async () => {
    const app = await asPat();
    await app.user.click(
      (await findSubscriptionCard()).getByRole('link', { name: 'Cancel subscription' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Cancel your subscription' });
    await app.user.click(screen.getByRole('radio', { name: 'I found a better alternative' }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));

    await landsOnProfile(app);
    expect(
      await screen.findByText(
        'Your subscription is cancelled. You keep access until February 10, 2027.',
      ),
    ).toBeVisible();
    expect(patsSubscription(app)?.autoRenew).toBe(false);
    expect(app.world.state.cancellations).toEqual([
      expect.objectContaining({ uid: pat.uid, reason: 'better-alternative' }),
    ]);

    await app.user.click(
      (await findSubscriptionCard()).getByRole('button', { name: 'Turn renewal back on' }),
    );

    const notice = await screen.findByText(
      'Your subscription renews again. The next charge is on February 10, 2027.',
    );
    await waitFor(() => expect(notice).toHaveFocus());
    expect(patsSubscription(app)?.autoRenew).toBe(true);
    // Resuming is not a new purchase.
    expect(app.world.events.filter((event) => event.event === 'purchase')).toEqual([]);
  });

  test('Noor’s renewal waits on the bank: her card asks for the check (no banner repeats it), the check passed, she is active again and one renewal is tracked', async () => {
    const noor = memberAwaitingBankCheck({
      email: 'noor@builders.test',
      dueOn: addDays(TODAY, -1),
      clientSecret: 'pi_noor_renewal_secret',
      productPrice: 49.99,
      productCurrency: 'usd',
    });
    const { user, world } = await renderApp({ signedInAs: noor.email, storage: worldWith(noor) });
    const card = await findSubscriptionCard();
    expect(card.getByRole('heading', { name: 'Waiting for your bank' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /confirm your renewal/u })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Confirm with your bank' }));
    const check = within(await screen.findByRole('dialog', { name: '3-D Secure check' }));
    await user.click(check.getByRole('button', { name: 'Complete authentication' }));

    expect(
      await screen.findByText(
        'Thank you. Your payment went through and your membership is active again.',
      ),
    ).toBeVisible();
    expect((await findSubscriptionCard()).getByRole('heading', { name: 'Active' })).toBeVisible();
    expect(world.events).toEqual([{ event: 'renewal', value: 49.99, currency: 'usd' }]);
  });
});
