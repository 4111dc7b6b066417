import { within, type BoundFunctions, type queries } from '@testing-library/react';
import { MapStorage } from '../../../src/demo/map-storage';
import type { SocialProvider } from '../../../src/application/ports/identity-provider';
import type { DemoState } from '../../../src/demo/demo-state';
import { createPortalServices } from '../../../src/container';
import { demoStorageWith, renderApp, screen } from '../../support/render-app';
import { TEST_SETTINGS } from '../../support/test-settings';
import { FakeClock } from '../../support/clocks';

/** The app at an address for the person behind "Continue with Google" or "Continue with Apple". */
export async function renderAsPopupUser(provider: SocialProvider, at = '/') {
  const storage = new MapStorage();
  const earlier = createPortalServices({
    settings: TEST_SETTINGS,
    storage,
    clock: new FakeClock(),
    navigateAway: () => undefined,
  });
  await earlier.useCases.signInWithPopup.execute(provider);
  return renderApp({ at, storage });
}

/** The app for a demo account whose stored world was changed first (as if by an earlier visit). */
export async function renderWithWorldChange(
  signedInAs: string,
  change: (draft: DemoState) => void,
  at = '/',
) {
  const storage = demoStorageWith((world) => world.change(change));
  return renderApp({ at, signedInAs, storage });
}

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
