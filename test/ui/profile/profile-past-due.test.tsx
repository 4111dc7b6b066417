import { within } from '@testing-library/react';
import { renderApp, screen } from '../../support/render-app';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';
import { detail, findSubscriptionCard } from './profile-support';

const findBanner = async () =>
  within(await screen.findByRole('region', { name: "Your payment didn't go through" }));

const bankDialog = async () =>
  within(await screen.findByRole('dialog', { name: '3-D Secure check' }));

describe("a past-due renewal that waits on the bank's check", () => {
  test('Noor confirms the renewal with the bank and is active; one renewal is tracked', async () => {
    const { user, world } = await renderApp({ signedInAs: DEMO_ACCOUNTS.authCheck.email });
    const banner = await findBanner();
    expect(banner.getByText(/^Your bank needs to confirm the \$49\.99 renewal/u)).toBeVisible();
    expect(banner.queryByRole('link', { name: /Update card/u })).not.toBeInTheDocument();

    await user.click(banner.getByRole('button', { name: 'Confirm with your bank' }));
    await user.click((await bankDialog()).getByRole('button', { name: 'Complete authentication' }));

    expect(
      await screen.findByText(
        'Thank you. Your payment went through and your membership is active again.',
      ),
    ).toBeVisible();
    expect(
      screen.queryByRole('region', { name: "Your payment didn't go through" }),
    ).not.toBeInTheDocument();
    expect(detail(await findSubscriptionCard(), 'Renewal')).toBe('Renews automatically every year');
    expect(world.events).toEqual([{ event: 'renewal', value: 49.99, currency: 'usd' }]);
  });

  test('a check the bank does not pass says so, and offers another card', async () => {
    const { user, world } = await renderApp({ signedInAs: DEMO_ACCOUNTS.authCheck.email });
    const banner = await findBanner();

    await user.click(banner.getByRole('button', { name: 'Confirm with your bank' }));
    await user.click((await bankDialog()).getByRole('button', { name: 'Fail authentication' }));

    expect(
      await banner.findByText("We couldn't verify your card. Try again or use another card."),
    ).toBeVisible();
    expect(banner.getByRole('link', { name: 'Update card and pay $49.99' })).toBeVisible();
    expect(banner.getByRole('button', { name: 'Confirm with your bank' })).toBeVisible();
    expect(world.events).toEqual([]);
  });
});

describe('the subscription card of a past-due member', () => {
  test('says that the renewal failed and is not paid, not that it renews automatically', async () => {
    await renderApp({ signedInAs: DEMO_ACCOUNTS.pastDue.email });
    const card = await findSubscriptionCard();

    expect(detail(card, 'Renewal')).toMatch(
      /^The renewal of \w+ \d+, \d{4} failed and is not paid yet$/u,
    );
    expect(card.queryByText('Next charge', { selector: 'dt' })).not.toBeInTheDocument();
    expect(card.queryByText(/Renews automatically/u)).not.toBeInTheDocument();
  });
});
