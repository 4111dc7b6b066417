/** Test helper: every Flow of src/ui/shared/i18n/error-messages.ts; tsc fails when one is not listed. */
import type { Flow } from '../../../src/ui/shared/i18n/error-messages';

export const ALL_FLOWS = [
  'signUp',
  'signIn',
  'forgotPassword',
  'setPassword',
  'verifyResetCode',
  'verifyEmail',
  'recoverEmail',
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
  'reauthenticate',
  'reauthenticatePopup',
  'keepMembers',
  'contract',
] as const satisfies readonly Flow[];

type Unlisted = Exclude<Flow, (typeof ALL_FLOWS)[number]>;
/** @public Fails to compile while a flow is missing from the list. */
export const everyFlowListed: [Unlisted] extends [never] ? true : never = true;
