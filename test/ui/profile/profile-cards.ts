import { screen, within } from '@testing-library/react';
import { valueBeside } from '../../support/summary';

/** The profile's cards, as its page tests and the journeys through it find them. */

/** The profile card, once the profile has loaded. */
export async function findProfileCard() {
  return within(await screen.findByRole('region', { name: 'Your profile' }));
}

/** The subscription card, once the profile has loaded. */
export async function findSubscriptionCard() {
  return within(await screen.findByRole('region', { name: 'Your subscription' }));
}

/** The subscription card, for a member with a plan, already shown. */
export const subscriptionCard = () =>
  within(screen.getByRole('region', { name: 'Your subscription' }));

/** What a card's definition list says beside a term: `detail(card, 'Plan')` is "Yearly". */
export const detail = valueBeside;
