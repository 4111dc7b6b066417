import { AppError } from '../../domain/errors';
import { addScriptOnce } from '../browser/add-script-once';
import type { FirebaseSettings } from './firebase-settings';

/** A chunk that does not arrive is the network's fault; the next call tries again. */
export async function importChunk<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message})` : '';
    throw new AppError('network/unavailable', `The sign-in service could not be loaded${reason}.`);
  }
}

/** Resolves in a task of its own, so that what follows does not lengthen the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Firebase's SDK in three short tasks where one import would be one long one: every page's start
 * loads it, and at a phone's speed evaluating Firebase's core, Auth and starting Auth together
 * blocked the main thread for about 100 ms (docs/decisions/0014). Firebase's core runs first, Auth's
 * module in a later task (its chunk prefetched meanwhile), and Auth starts in a third.
 */
export async function loadAuthSession(settings: FirebaseSettings) {
  const sdk = await importChunk(async () => {
    await import('firebase/app');
    await nextTask();
    return import(
      /* webpackChunkName: "firebase-auth", webpackPrefetch: true */ './firebase-auth-session'
    );
  });
  await nextTask();
  return { sdk, auth: sdk.startAuth(settings) };
}

/**
 * The popup's chunk; in local runs, with the stand-in for Google's gapi loader first (GAPI_JS_URL):
 * Firebase takes a `gapi` it finds on the page instead of fetching apis.google.com.
 */
export const loadPopup = (gapiScriptUrl: string | null | undefined) =>
  importChunk(async () => {
    if (gapiScriptUrl) await addScriptOnce(gapiScriptUrl);
    return import(/* webpackChunkName: "firebase-popup" */ './firebase-popup');
  });
