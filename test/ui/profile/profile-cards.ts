import { screen, within, type BoundFunctions, type queries } from '@testing-library/react';

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

/** The term and its value in a definition list, as one text: "Plan Yearly". */
export function detail(card: BoundFunctions<typeof queries>, term: string): string {
  const dt = card.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}
