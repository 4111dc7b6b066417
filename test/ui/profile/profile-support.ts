import { within, type BoundFunctions, type queries } from '@testing-library/react';
import { MapStorage } from '../../../src/adapters/memory/map-storage';
import type { SocialProvider } from '../../../src/application/ports/identity-provider';
import type { DemoState } from '../../../src/adapters/memory/demo-state';
import { createPortalServices } from '../../../src/container';
import { renderApp, screen, TEST_SETTINGS, testClock } from '../support/render-app';

/** The app at an address for the person behind "Continue with Google" or "Continue with Apple". */
export async function renderAsPopupUser(provider: SocialProvider, at = '/') {
  const storage = new MapStorage();
  const earlier = createPortalServices({
    settings: TEST_SETTINGS,
    storage,
    clock: testClock,
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
  const storage = new MapStorage();
  const earlier = createPortalServices({
    settings: TEST_SETTINGS,
    storage,
    clock: testClock,
    navigateAway: () => undefined,
  });
  earlier.world?.change(change);
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

/** A promise the test settles when it chooses, to look at a screen while a call is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
