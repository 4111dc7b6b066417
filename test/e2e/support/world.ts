/**
 * Demo worlds to start a test from, written to localStorage before the app's first script runs.
 * Only the first page load of the test's fresh context gets it; after that the app's own saves
 * rule, as they do for a person.
 */
import type { Page } from '@playwright/test';
import { seedState } from '../../../src/demo/demo-seed';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';
import type { DemoState } from '../../../src/demo/demo-state';
import { DEMO_WORLD_KEY } from '../../../src/demo/demo-world';

export type SeedAccount =
  'free' | 'member' | 'discount' | 'cancelled' | 'pastDue' | 'authCheck' | 'expiring' | 'paused';

/** Stores `raw` as the demo world before the app starts (any string: corrupt ones too). */
export async function storeWorldBeforeStart(page: Page, raw: string) {
  await page.addInitScript(
    ({ key, value }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    { key: DEMO_WORLD_KEY, value: raw },
  );
}

export function seededWorld(change: (world: DemoState) => void = () => undefined): DemoState {
  const world = seedState(new Date().toISOString().slice(0, 10));
  change(world);
  return world;
}

/** The seed world with `account` already signed in with its password just now, as after /signin. */
export async function startSignedIn(page: Page, account: SeedAccount, path = '/') {
  const world = seededWorld((draft) => {
    const uid = draft.accounts.find((entry) => entry.email === DEMO_ACCOUNTS[account].email)?.uid;
    if (!uid) throw new Error(`No seed account ${account}`);
    draft.session = { uid, provider: 'password', signedInAt: new Date().toISOString() };
  });
  await storeWorldBeforeStart(page, JSON.stringify(world));
  await page.goto(path);
}
