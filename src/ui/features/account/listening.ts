import type { AppStartListening } from '../../shared/store/listeners';
import { startRedirectSignInListening } from './redirect-sign-in';
import { startSessionListening } from './session-reported';

/** The account's listeners, started with each store (app/store.ts). */
export function startAccountListening(startListening: AppStartListening): void {
  startSessionListening(startListening);
  startRedirectSignInListening(startListening);
}
