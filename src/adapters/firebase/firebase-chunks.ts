import { AppError } from '../../domain/errors';
import { addScriptOnce } from '../browser/add-script-once';

/** A chunk that does not arrive is the network's fault; the next call tries again. */
export async function importChunk<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message})` : '';
    throw new AppError('network/unavailable', `The sign-in service could not be loaded${reason}.`);
  }
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
