import { within, type BoundFunctions, type queries } from '@testing-library/react';
import { screen } from '../../support/render-app';

/** The profile card, once the profile has loaded. */
export async function findProfileCard() {
  return within(await screen.findByRole('region', { name: 'Your profile' }));
}

export async function findSubscriptionCard() {
  return within(await screen.findByRole('region', { name: 'Your subscription' }));
}

/** The term and its value in a definition list, as one text: "Plan Yearly". */
export function detail(card: BoundFunctions<typeof queries>, term: string): string {
  const dt = card.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}
