import userEvent from '@testing-library/user-event';
import { renderApp, screen } from '../../support/render-app';
import { detail, findSubscriptionCard } from './profile-support';
import { member } from '../../support/builders';
import { worldWith } from '../../support/demo-world';

/** A monthly member of the test's own who cancelled: access ends on December 5, 2026. */
const jo = member({
  autoRenew: false,
  renewsAt: '2026-12-05',
  productPrice: 4.99,
  originalPrice: 4.99,
  productName: 'Monthly',
  productReccurence: 'month',
});

/** A yearly member of the test's own whose plan renews. */
const pat = member({ email: 'pat@builders.test' });

const signedIn = (person: { email: string }) =>
  renderApp({ signedInAs: person.email, storage: worldWith(jo, pat) });

describe('resuming a cancelled subscription', () => {
  test('the cancelled member resumes; the notice takes focus and the next charge is back', async () => {
    const user = userEvent.setup();
    const app = await signedIn(jo);
    let card = await findSubscriptionCard();
    expect(card.queryByRole('link', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    const resume = card.getByRole('button', { name: 'Resume subscription' });

    await user.click(resume);

    const notice = await screen.findByText(
      'Your subscription renews again. The next charge is on December 05, 2026.',
    );
    expect(notice).toHaveFocus();
    card = await findSubscriptionCard();
    expect(card.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
    expect(card.queryByText(/Your access ends/)).not.toBeInTheDocument();
    expect(detail(card, 'Next charge')).toBe('$4.99');
    expect(detail(card, 'Next billing date')).toBe('12/05/2026');
    expect(detail(card, 'Renewal')).toBe('Renews automatically every month');
    expect(card.getByRole('link', { name: 'Cancel subscription' })).toBeInTheDocument();
    // Resuming is not a new purchase.
    expect(app.world.events.filter((event) => event.event === 'purchase')).toEqual([]);
  });

  test('a failure says so and keeps the button, and focus on it', async () => {
    const user = userEvent.setup();
    const app = await signedIn(jo);
    const card = await findSubscriptionCard();
    const resume = card.getByRole('button', { name: 'Resume subscription' });
    app.world.failNextCall('userApi');

    await user.click(resume);

    expect(await card.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(resume).toHaveFocus();
    expect(resume).toBeEnabled();
  });

  test('a member whose plan renews is not offered it', async () => {
    await signedIn(pat);
    const card = await findSubscriptionCard();
    expect(card.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
  });
});
