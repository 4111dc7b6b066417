/**
 * React has useSyncExternalStore since 18: react-i18next's shim of it for older Reacts is replaced
 * by React's own in the bundle (build/browser-config.ts), half a kilobyte less in the first route.
 */
export { useSyncExternalStore } from 'react';
