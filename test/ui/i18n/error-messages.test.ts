import { AppError, toAppError, type ErrorCode } from '../../../src/domain/errors';
import { errorMessage, type Flow } from '../../../src/ui/shared/i18n/error-messages';
import { ALL_FLOWS } from './all-flows';
import { text } from './en-text';

const fail = (code: ErrorCode, message?: string): AppError => new AppError(code, message);
const read = (flow: Flow, error: AppError): string => text(errorMessage(flow, error));

/** Flows that show the provider's own words for a failure they have no text for. */
const PROVIDER_FLOWS = ['setPassword', 'payment'] as const;
const OTHER_FLOWS = ALL_FLOWS.filter((flow) => !(PROVIDER_FLOWS as readonly Flow[]).includes(flow));

describe('errorMessage: the texts of the specification', () => {
  test.each([
    ['signUp', fail('identity/email-already-in-use'), 'An account with this email already exists.'],
    ['signUp', fail('api/server'), 'An account with this email already exists.'],
    ['signUp', fail('identity/weak-password'), 'Password is too short'],
    ['signIn', fail('identity/invalid-credentials'), 'Invalid credentials, please try again.'],
    ['signIn', fail('identity/user-not-found'), 'Invalid credentials, please try again.'],
    ['forgotPassword', fail('identity/user-not-found'), 'No user found. Please try again'],
    ['promo', fail('promo/invalid'), 'Invalid promocode'],
    ['promo', fail('api/bad-request'), 'Invalid promocode'],
    ['promo', fail('checkout/no-product'), 'No product selected'],
    ['checkout', fail('checkout/no-product'), 'No product selected'],
    ['setPassword', fail('reset/invalid-link'), 'Invalid URL'],
    ['setPassword', fail('identity/weak-password'), 'Password is too short'],
    ['setPassword', fail('unknown'), 'Unknown error'],
    ['setPassword', fail('unknown', 'Code expired'), 'Unknown error: Code expired'],
    [
      'payment',
      fail('payments/card-declined'),
      'Your card was declined. Try another card or another way to pay.',
    ],
    ['payment', fail('payments/invalid-card'), 'Your card number is invalid.'],
  ] as const)('%s with %p reads %p', (flow, error, expected) => {
    expect(read(flow, error)).toBe(expected);
  });
});

describe('errorMessage: codes that read the same in every flow', () => {
  const common: [ErrorCode, string][] = [
    ['network/unavailable', 'errors.network'],
    ['network/timeout', 'errors.network'],
    ['identity/too-many-requests', 'errors.tooManyRequests'],
    ['api/too-many-requests', 'errors.tooManyRequests'],
    ['identity/popup-closed', 'signIn.errors.popupClosed'],
    ['identity/popup-blocked', 'signIn.errors.popupBlocked'],
    ['identity/account-exists-with-different-credential', 'errors.identity.otherSignInMethod'],
    ['identity/user-disabled', 'errors.identity.userDisabled'],
    ['identity/unauthorized-domain', 'errors.identity.unauthorizedDomain'],
    ['identity/not-configured', 'errors.identity.notConfigured'],
    ['identity/internal-error', 'errors.identity.internal'],
    ['identity/requires-recent-login', 'errors.identity.requiresRecentLogin'],
    ['identity/session-expired', 'errors.identity.sessionExpired'],
    ['identity/missing-email', 'errors.identity.missingEmail'],
    ['identity/missing-password', 'errors.identity.missingPassword'],
    ['identity/quota-exceeded', 'errors.identity.quotaExceeded'],
    ['identity/web-storage-unsupported', 'errors.identity.webStorageUnsupported'],
    ['identity/unsupported-environment', 'errors.identity.unsupportedEnvironment'],
    ['checkout/no-product', 'checkout.errors.noProduct'],
    ['checkout/already-subscribed', 'checkout.errors.alreadySubscribed'],
    ['reset/invalid-link', 'validation.invalidUrl'],
  ];
  const cases = ALL_FLOWS.flatMap((flow) =>
    common.map(([code, key]) => [flow, code, key] as const),
  );

  test.each(cases)('%s: %s gives %s', (flow, code, key) => {
    expect(errorMessage(flow, fail(code))).toEqual({ key });
  });

  test.each(PROVIDER_FLOWS)('%s: a known code wins over the provider’s words', (flow) => {
    expect(errorMessage(flow, fail('network/unavailable', 'Failed to fetch'))).toEqual({
      key: 'errors.network',
    });
  });

  test('a lost connection and a timeout read the same, and differ from a busy server', () => {
    expect(read('signIn', fail('network/timeout'))).toBe(
      read('signIn', fail('network/unavailable')),
    );
    expect(read('signIn', fail('identity/too-many-requests'))).not.toBe(
      read('signIn', fail('network/unavailable')),
    );
  });
});

describe('errorMessage: identity failures of production', () => {
  const PRODUCTION_CODES = [
    'identity/account-exists-with-different-credential',
    'identity/user-disabled',
    'identity/operation-not-allowed',
    'identity/unauthorized-domain',
    'identity/not-configured',
    'identity/internal-error',
    'identity/requires-recent-login',
    'identity/session-expired',
    'identity/missing-email',
    'identity/missing-password',
    'identity/quota-exceeded',
    'identity/web-storage-unsupported',
    'identity/unsupported-environment',
  ] as const satisfies readonly ErrorCode[];

  test.each([
    [
      'signIn',
      'identity/account-exists-with-different-credential',
      'An account with this email already exists, but it signs in another way. Please sign in the way you created it: with your email and password, or with Google or Apple.',
    ],
    [
      'signIn',
      'identity/user-disabled',
      'This account has been disabled. Please contact support for help.',
    ],
    [
      'signIn',
      'identity/operation-not-allowed',
      "Signing in this way isn't turned on. Please choose another way to sign in, or contact support.",
    ],
    [
      'signUp',
      'identity/operation-not-allowed',
      "Creating an account this way isn't turned on. Please choose another way to sign up, or contact support.",
    ],
    [
      'signIn',
      'identity/unauthorized-domain',
      "Signing in isn't allowed from this website address. Please use our official website, or contact support.",
    ],
    [
      'signIn',
      'identity/not-configured',
      "Signing in isn't set up correctly on this site. Please try again later, or contact support.",
    ],
    [
      'signUp',
      'identity/internal-error',
      'Our sign-in service ran into a problem. Please try again.',
    ],
    [
      'deleteAccount',
      'identity/requires-recent-login',
      'For your security, please sign in again to confirm this change.',
    ],
    ['profileEdit', 'identity/session-expired', 'Your session has expired. Please sign in again.'],
    ['forgotPassword', 'identity/missing-email', 'Please enter your email address.'],
    ['signIn', 'identity/missing-password', 'Please enter your password.'],
    [
      'signUp',
      'identity/quota-exceeded',
      'Our sign-in service is very busy right now. Please try again later.',
    ],
    [
      'signIn',
      'identity/web-storage-unsupported',
      "Your browser isn't letting this site keep you signed in. Allow site data or leave private browsing, then try again.",
    ],
    [
      'signIn',
      'identity/unsupported-environment',
      "Signing in this way doesn't work in this browser. Open this page in your usual browser, such as Chrome, Safari, Firefox or Edge, and try again.",
    ],
  ] as const)('%s with %s reads %p', (flow, code, expected) => {
    expect(read(flow, fail(code))).toBe(expected);
  });

  test('every flow but sign-up and the profile says a sign-in method is off the same way', () => {
    const signIn = errorMessage('signIn', fail('identity/operation-not-allowed'));
    // Sign-up may be off for the project; the profile's change of e-mail may be (Firebase's
    // e-mail enumeration protection takes no updateEmail).
    const ownWords: readonly string[] = ['signUp', 'profileEdit'];
    for (const flow of ALL_FLOWS.filter((each) => !ownWords.includes(each))) {
      expect(errorMessage(flow, fail('identity/operation-not-allowed'))).toEqual(signIn);
    }
  });

  test.each(ALL_FLOWS)('%s gives each of them words of its own, never its fallback', (flow) => {
    const texts = PRODUCTION_CODES.map((code) => read(flow, fail(code)));
    expect(new Set(texts).size).toBe(PRODUCTION_CODES.length);
    expect(texts).not.toContain(read(flow, fail('unknown')));
  });

  test('the words of the provider never reach a person for these codes', () => {
    const words = 'Firebase: Error (auth/user-disabled).';
    expect(read('setPassword', fail('identity/user-disabled', words))).toBe(
      read('setPassword', fail('identity/user-disabled')),
    );
  });
});

describe('errorMessage: what each flow says when nothing more specific applies', () => {
  const area: Record<Flow, string> = {
    signUp: 'signUp',
    signIn: 'signIn',
    forgotPassword: 'forgotPassword',
    setPassword: 'setPassword',
    verifyResetCode: 'setPassword',
    verifyEmail: 'verifyEmail',
    recoverEmail: 'recoverEmail',
    promo: 'promoCode',
    checkout: 'checkout',
    payment: 'checkoutForm',
    profileEdit: 'editProfile',
    loadProfile: 'profile',
    cancel: 'cancelSubscription',
    resume: 'currentSubscription',
    changePayment: 'changePaymentMethod',
    keepMembers: 'keepMembers',
    resetPassword: 'resetPasswordModal',
    deleteAccount: 'deleteAccountModal',
    reauthenticate: 'reauthenticate',
    reauthenticatePopup: 'reauthenticate',
    contract: 'contracts',
  };

  test.each(ALL_FLOWS)('%s falls back to a message of its own screen', (flow) => {
    const message = errorMessage(flow, fail('api/server'));
    expect(message.key.startsWith(`${area[flow]}.`)).toBe(true);
    expect(message.values).toBeUndefined();
  });

  test('no two flows share a fallback', () => {
    const keys = ALL_FLOWS.map((flow) => errorMessage(flow, fail('unknown')).key);
    expect(new Set(keys).size).toBe(ALL_FLOWS.length);
  });

  test.each(OTHER_FLOWS)('%s never shows the provider’s own words', (flow) => {
    const words = 'Firebase: Error (auth/internal-error).';
    const message = errorMessage(flow, fail('unknown', words));
    expect(message).toEqual(errorMessage(flow, fail('unknown')));
    expect(text(message)).not.toContain(words);
  });

  test.each(['identity/invalid-action-code', 'identity/expired-action-code'] as const)(
    'a reset link that fails to verify (%s) says the link is invalid',
    (code) => {
      expect(errorMessage('verifyResetCode', fail(code))).toEqual({
        key: 'setPassword.errors.invalidLink',
      });
    },
  );
});

describe('errorMessage: e-mail action links', () => {
  test.each([
    [
      'verifyEmail',
      'identity/invalid-action-code',
      "This verification link is invalid or has already been used. If your email isn't verified yet, please ask for a new link.",
    ],
    [
      'verifyEmail',
      'identity/expired-action-code',
      'This verification link has expired. Please ask for a new one.',
    ],
    ['verifyEmail', 'api/server', "We couldn't verify your email address. Please try again."],
    [
      'recoverEmail',
      'identity/invalid-action-code',
      'This link is invalid or has already been used.',
    ],
    [
      'recoverEmail',
      'identity/expired-action-code',
      'This link has expired. Please contact support if you need your old email back.',
    ],
    [
      'recoverEmail',
      'identity/email-already-in-use',
      "Another account now uses this email address, so it can't be restored. Please contact support.",
    ],
    ['recoverEmail', 'unknown', "We couldn't restore your email address. Please try again."],
  ] as const)('%s with %s reads %p', (flow, code, expected) => {
    expect(read(flow, fail(code))).toBe(expected);
  });

  test.each(['verifyEmail', 'recoverEmail'] as const)(
    '%s tells an expired link from an invalid or used one, and both from a failure',
    (flow) => {
      const texts = [
        read(flow, fail('identity/invalid-action-code')),
        read(flow, fail('identity/expired-action-code')),
        read(flow, fail('unknown')),
      ];
      expect(new Set(texts).size).toBe(3);
    },
  );
});

describe('errorMessage: card problems', () => {
  test.each([
    'payments/card-declined',
    'payments/invalid-card',
    'payments/authentication-failed',
  ] as const)('payment: %s has its own message, whatever the provider says', (code) => {
    const own = errorMessage('payment', fail(code));
    expect(own.key).not.toBe(errorMessage('payment', fail('payments/failed')).key);
    expect(errorMessage('payment', fail(code, 'Provider words'))).toEqual(own);
  });

  test.each([
    'payments/card-declined',
    'payments/invalid-card',
    'payments/authentication-failed',
  ] as const)('changing the payment method reads %s like a payment does', (code) => {
    expect(errorMessage('changePayment', fail(code))).toEqual(errorMessage('payment', fail(code)));
  });

  test('an incomplete card is said once, in the provider’s specific words, else in ours', () => {
    expect(
      errorMessage(
        'payment',
        fail('payments/incomplete', "Your card's expiration year is in the past."),
      ),
    ).toEqual({
      key: 'checkoutForm.errors.provider',
      values: { message: "Your card's expiration year is in the past." },
    });
    expect(errorMessage('payment', fail('payments/incomplete'))).toEqual({
      key: 'checkoutForm.errors.incomplete',
    });
  });

  test('an incomplete card form while changing the method gives that flow’s own failure', () => {
    expect(errorMessage('changePayment', fail('payments/incomplete'))).toEqual(
      errorMessage('changePayment', fail('api/server')),
    );
  });
});

describe('errorMessage: flows that show the provider’s own words', () => {
  test('setPassword shows "Unknown error: {message}" with the provider’s message', () => {
    const message = errorMessage(
      'setPassword',
      fail('identity/expired-action-code', 'The action code has expired.'),
    );
    expect(message).toEqual({
      key: 'setPassword.errors.unknownWithMessage',
      values: { message: 'The action code has expired.' },
    });
    expect(text(message)).toBe('Unknown error: The action code has expired.');
  });

  test('payment shows the provider’s message as it is', () => {
    const words = 'Your card has insufficient funds.';
    const message = errorMessage('payment', fail('payments/failed', words));
    expect(message.values).toEqual({ message: words });
    expect(text(message)).toBe(words);
  });

  test.each(PROVIDER_FLOWS)('%s without words of the provider shows its own text', (flow) => {
    for (const error of [fail('payments/failed'), fail('unknown', ''), fail('api/server')]) {
      const message = errorMessage(flow, error);
      expect(message.values).toBeUndefined();
      expect(text(message)).not.toBe('');
      expect(text(message)).not.toContain(error.code);
    }
  });

  test('setPassword without the provider’s words says "Unknown error"', () => {
    expect(read('setPassword', fail('identity/invalid-action-code'))).toBe('Unknown error');
    expect(read('setPassword', fail('unknown', ''))).toBe('Unknown error');
  });

  test('the words of anything thrown reach the person through toAppError', () => {
    expect(read('setPassword', toAppError(new Error('Server exploded')))).toBe(
      'Unknown error: Server exploded',
    );
    expect(read('setPassword', toAppError('Plain string'))).toBe('Unknown error: Plain string');
    expect(read('setPassword', toAppError({ weird: true }))).toBe('Unknown error');
    expect(read('payment', toAppError(new Error('Card expired')))).toBe('Card expired');
  });

  test('the provider’s words are shown as text, not read as a template', () => {
    expect(read('payment', fail('payments/failed', 'Code {{message}} <b>x</b>'))).toBe(
      'Code {{message}} <b>x</b>',
    );
  });
});
