/** Test helper: every Flow of src/domain/messages.ts; tsc fails here when a new one is not listed. */
import type { Flow } from '../../src/domain/messages';

export const ALL_FLOWS = [
  'signUp',
  'signIn',
  'forgotPassword',
  'setPassword',
  'verifyResetCode',
  'promo',
  'checkout',
  'payment',
  'profileEdit',
  'loadProfile',
  'cancel',
  'resume',
  'changePayment',
  'resetPassword',
  'deleteAccount',
] as const satisfies readonly Flow[];

type Unlisted = Exclude<Flow, (typeof ALL_FLOWS)[number]>;
export const everyFlowListed: [Unlisted] extends [never] ? true : never = true;
