import type { AppError, ErrorCode } from '../../../domain/errors';

/** A message for the person: a key of locales/en.json and the values it interpolates. */
export interface Message {
  key: string;
  values?: Record<string, string>;
}

/** What the person was doing when it failed: the same code may read differently in each. */
export type Flow =
  | 'signUp'
  | 'signIn'
  | 'forgotPassword'
  | 'setPassword'
  | 'verifyResetCode'
  | 'verifyEmail'
  | 'recoverEmail'
  | 'promo'
  | 'checkout'
  | 'payment'
  | 'profileEdit'
  | 'loadProfile'
  | 'cancel'
  | 'resume'
  | 'changePayment'
  | 'resetPassword'
  | 'deleteAccount'
  | 'reauthenticate'
  | 'reauthenticatePopup'
  | 'keepMembers'
  | 'contract';

/** Codes that read the same in every flow, unless the flow has words of its own. */
const COMMON: Partial<Record<ErrorCode, string>> = {
  'network/unavailable': 'errors.network',
  'network/timeout': 'errors.network',
  'identity/too-many-requests': 'errors.tooManyRequests',
  'api/too-many-requests': 'errors.tooManyRequests',
  'identity/invalid-email': 'validation.invalidEmail',
  'identity/popup-closed': 'signIn.errors.popupClosed',
  'identity/popup-blocked': 'signIn.errors.popupBlocked',
  'identity/account-exists-with-different-credential': 'errors.identity.otherSignInMethod',
  'identity/user-disabled': 'errors.identity.userDisabled',
  'identity/operation-not-allowed': 'errors.identity.operationNotAllowed',
  'identity/unauthorized-domain': 'errors.identity.unauthorizedDomain',
  'identity/not-configured': 'errors.identity.notConfigured',
  'identity/internal-error': 'errors.identity.internal',
  'identity/requires-recent-login': 'errors.identity.requiresRecentLogin',
  'identity/session-expired': 'errors.identity.sessionExpired',
  'identity/missing-email': 'errors.identity.missingEmail',
  'identity/missing-password': 'errors.identity.missingPassword',
  'identity/quota-exceeded': 'errors.identity.quotaExceeded',
  'identity/web-storage-unsupported': 'errors.identity.webStorageUnsupported',
  'identity/unsupported-environment': 'errors.identity.unsupportedEnvironment',
  'checkout/no-product': 'checkout.errors.noProduct',
  'checkout/already-subscribed': 'checkout.errors.alreadySubscribed',
  'reset/invalid-link': 'validation.invalidUrl',
  'storage/unavailable': 'errors.storage',
};

/** What the payment provider says of the card itself, wherever a card is confirmed. */
const CARD_ERRORS: Partial<Record<ErrorCode, string>> = {
  'payments/card-declined': 'checkoutForm.errors.cardDeclined',
  'payments/invalid-card': 'checkoutForm.errors.invalidCard',
  'payments/authentication-failed': 'checkoutForm.errors.authenticationFailed',
};

const BY_FLOW: Record<Flow, { codes?: Partial<Record<ErrorCode, string>>; fallback: string }> = {
  signUp: {
    codes: {
      'identity/weak-password': 'validation.passwordTooShort',
      // Sign-up may be off for the whole project, which "signing in this way" would not say.
      'identity/operation-not-allowed': 'signUp.errors.notAllowed',
    },
    fallback: 'signUp.errors.accountExists',
  },
  signIn: { fallback: 'signIn.errors.invalidCredentials' },
  forgotPassword: { fallback: 'forgotPassword.errors.noUser' },
  setPassword: {
    codes: { 'identity/weak-password': 'validation.passwordTooShort' },
    fallback: 'setPassword.errors.unknown',
  },
  verifyResetCode: { fallback: 'setPassword.errors.invalidLink' },
  // Firebase says the same of a used code as of a malformed one: 'invalid-action-code'.
  verifyEmail: {
    codes: {
      'identity/invalid-action-code': 'verifyEmail.errors.invalidLink',
      'identity/expired-action-code': 'verifyEmail.errors.expired',
    },
    fallback: 'verifyEmail.errors.failed',
  },
  recoverEmail: {
    codes: {
      'identity/invalid-action-code': 'recoverEmail.errors.invalidLink',
      'identity/expired-action-code': 'recoverEmail.errors.expired',
      'identity/email-already-in-use': 'recoverEmail.errors.emailTaken',
    },
    fallback: 'recoverEmail.errors.failed',
  },
  promo: { fallback: 'promoCode.invalid' },
  checkout: { fallback: 'checkout.errors.failed' },
  payment: {
    codes: CARD_ERRORS,
    fallback: 'checkoutForm.errors.failed',
  },
  profileEdit: {
    codes: {
      'profile/email-taken': 'editProfile.errors.emailTaken',
      // The e-mail changes at the identity provider first, which may find it taken already.
      'identity/email-already-in-use': 'editProfile.errors.emailTaken',
      'profile/email-mismatch': 'editProfile.errors.emailMismatch',
      // Firebase with e-mail enumeration protection on takes no updateEmail (docs/real-adapters.md).
      'identity/operation-not-allowed': 'editProfile.errors.emailChangeNotAllowed',
    },
    fallback: 'editProfile.errors.saveFailed',
  },
  loadProfile: { fallback: 'profile.errors.loadFailed' },
  cancel: { fallback: 'cancelSubscription.errors.failed' },
  resume: { fallback: 'currentSubscription.errors.resumeFailed' },
  changePayment: {
    codes: CARD_ERRORS,
    fallback: 'changePaymentMethod.errors.failed',
  },
  resetPassword: { fallback: 'resetPasswordModal.errors.failed' },
  deleteAccount: { fallback: 'deleteAccountModal.errors.failed' },
  reauthenticate: {
    codes: { 'identity/invalid-credentials': 'reauthenticate.errors.wrongPassword' },
    fallback: 'reauthenticate.errors.failed',
  },
  // The popup signed in an account other than the one signed in here.
  reauthenticatePopup: {
    codes: { 'identity/invalid-credentials': 'reauthenticate.errors.otherAccount' },
    fallback: 'reauthenticate.errors.failedPopup',
  },
  keepMembers: { codes: CARD_ERRORS, fallback: 'keepMembers.errors.failed' },
  contract: { fallback: 'contracts.errors.failed' },
};

/** Flows whose unexplained failures show the provider's own words rather than a generic text. */
const WITH_PROVIDER_MESSAGE: Partial<Record<Flow, string>> = {
  setPassword: 'setPassword.errors.unknownWithMessage',
  payment: 'checkoutForm.errors.provider',
};

/**
 * Codes whose provider words are the specific message (Stripe's own field message: "Your card's
 * expiration year is in the past."); the portal's generic words stand in only when there are none,
 * so a problem is said once, never a generic message beside the specific one.
 */
const PROVIDER_WORDS_FIRST: Partial<Record<Flow, Partial<Record<ErrorCode, string>>>> = {
  payment: { 'payments/incomplete': 'checkoutForm.errors.incomplete' },
};

/** What the person reads when a flow fails with this error. */
export function errorMessage(flow: Flow, error: Pick<AppError, 'code' | 'message'>): Message {
  const { codes, fallback } = BY_FLOW[flow];
  const generic = PROVIDER_WORDS_FIRST[flow]?.[error.code];
  if (generic) {
    return hasOwnWords(error)
      ? { key: 'checkoutForm.errors.provider', values: { message: error.message } }
      : { key: generic };
  }
  const key = codes?.[error.code] ?? COMMON[error.code];
  if (key) return { key };
  const withMessage = WITH_PROVIDER_MESSAGE[flow];
  if (withMessage && hasOwnWords(error))
    return { key: withMessage, values: { message: error.message } };
  return { key: fallback };
}

function hasOwnWords(error: Pick<AppError, 'code' | 'message'>): boolean {
  return error.message !== '' && error.message !== error.code;
}
