import type { IdentityProvider } from '../../../src/application/ports/identity-provider';
import type { UserApi } from '../../../src/application/ports/user-api';
import { ValidationError } from '../../../src/application/validation-error';
import { AppError } from '../../../src/domain/errors';
import { findProduct, type Product } from '../../../src/domain/catalogue';
import { expectAppError } from '../../support/expectations';

/*
 * What the application tests add to the shared demo world (test/support/demo-world.ts): products
 * by id, validation failures, and ports with some calls replaced by the test's own.
 */

/** A product of the catalogue by id. */
export function product(id: string): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`No product ${id}`);
  return found;
}

/** Awaits a call that must be refused with exactly these field errors. */
export async function expectValidationError(
  call: Promise<unknown>,
  fieldErrors: Record<string, string>,
): Promise<void> {
  const error = await expectAppError(call, 'validation/invalid');
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).fieldErrors).toEqual(fieldErrors);
}

/** Lets every queued promise callback run, however deep the chain. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}

/** The world's identity provider with some of its calls replaced by the test's own. */
export function identityWith(
  base: IdentityProvider,
  overrides: Partial<IdentityProvider>,
): IdentityProvider {
  return {
    signUp: (email, password, displayName) => base.signUp(email, password, displayName),
    signIn: (email, password) => base.signIn(email, password),
    prepareSocialSignIn: () => base.prepareSocialSignIn(),
    signInWithPopup: (provider) => base.signInWithPopup(provider),
    completeRedirectSignIn: () => base.completeRedirectSignIn(),
    signOut: () => base.signOut(),
    sendPasswordResetEmail: (email) => base.sendPasswordResetEmail(email),
    verifyPasswordResetCode: (oobCode) => base.verifyPasswordResetCode(oobCode),
    confirmPasswordReset: (oobCode, password) => base.confirmPasswordReset(oobCode, password),
    verifyEmail: (oobCode) => base.verifyEmail(oobCode),
    recoverEmail: (oobCode) => base.recoverEmail(oobCode),
    signInTimes: () => base.signInTimes(),
    reauthenticate: (proof) => base.reauthenticate(proof),
    updateEmail: (email) => base.updateEmail(email),
    updateDisplayName: (displayName) => base.updateDisplayName(displayName),
    getSignInProvider: () => base.getSignInProvider(),
    onUserChanged: (listener) => base.onUserChanged(listener),
    ...overrides,
  };
}

/** The world's product API with some of its calls replaced by the test's own. */
export function userApiWith(base: UserApi, overrides: Partial<UserApi>): UserApi {
  return {
    saveProfile: (details) => base.saveProfile(details),
    getMe: () => base.getMe(),
    updateMe: (field, value) => base.updateMe(field, value),
    deleteMe: () => base.deleteMe(),
    createCheckoutSession: (request) => base.createCheckoutSession(request),
    previewCheckoutSession: (request) => base.previewCheckoutSession(request),
    createSetupIntent: () => base.createSetupIntent(),
    updatePaymentMethod: (id) => base.updatePaymentMethod(id),
    cancelSubscription: (reason) => base.cancelSubscription(reason),
    resumeSubscription: () => base.resumeSubscription(),
    listInvoices: () => base.listInvoices(),
    retryPayment: () => base.retryPayment(),
    listOffers: (reason) => base.listOffers(reason),
    acceptOffer: (offerId) => base.acceptOffer(offerId),
    pauseSubscription: (months) => base.pauseSubscription(months),
    previewPlanChange: (productId) => base.previewPlanChange(productId),
    changePlan: (productId) => base.changePlan(productId),
    cancelContract: (request) => base.cancelContract(request),
    withdrawFromContract: (request) => base.withdrawFromContract(request),
    previewContractConfirmation: (token) => base.previewContractConfirmation(token),
    confirmContractRequest: (token) => base.confirmContractRequest(token),
    ...overrides,
  };
}

/**
 * The adapter with one method failing on every call, as when the network drops right after the
 * step before it; the rest is the adapter itself.
 */
export function withFailing<Adapter extends object>(
  adapter: Adapter,
  method: keyof Adapter,
): Adapter {
  const failing = Object.create(adapter) as Adapter;
  Object.defineProperty(failing, method, {
    value: () => Promise.reject(new AppError('network/unavailable', 'offline')),
  });
  return failing;
}
