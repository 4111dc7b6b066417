import { useSyncExternalStore } from 'react';

/** Whether the page is prerendered never changes while it is shown. */
const subscribeToNothing = () => () => {};

/**
 * True while the page is being written to HTML at build time (src/prerender.tsx), false in the
 * browser. A prerendered form is inert until the app renders over it: before then nothing typed
 * into it would be kept, and sending it would put what was typed into the address.
 */
export function usePrerendering(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
