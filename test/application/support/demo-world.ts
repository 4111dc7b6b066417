import type { Clock } from '../../../src/application/ports/clock';
import type { IdGenerator } from '../../../src/application/ports/id-generator';
import type { IdentityProvider } from '../../../src/application/ports/identity-provider';
import type { AppSettings } from '../../../src/application/ports/settings';
import type { UserApi } from '../../../src/application/ports/user-api';
import { ValidationError } from '../../../src/application/validation-error';
import { AppError } from '../../../src/domain/errors';
import { findProduct, type Product } from '../../../src/domain/catalogue';
import type { IsoDate } from '../../../src/domain/dates';
import {
  createMemoryAdapters,
  type MemoryAdapters,
} from '../../../src/adapters/memory/create-memory-adapters';
import { DEMO_PASSWORD } from '../../../src/adapters/memory/demo-seed';
import type { DemoProfile } from '../../../src/adapters/memory/demo-state';
import { MapStorage } from '../../../src/adapters/memory/map-storage';
import { expectAppError } from '../../adapters/expectations';
import { FakeClock, TODAY } from '../../adapters/memory/memory-adapters';

export { DEMO_PASSWORD, FakeClock, TODAY };
export { GOOD_CARD } from '../../adapters/memory/memory-adapters';
export { expectAppError } from '../../adapters/expectations';

export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' };
export const MASTERCARD = { number: '5555 5555 5555 4444', expiry: '12/30', cvc: '123' };

export const ORIGIN = 'http://localhost:8080';
export const RETURN_URL = `${ORIGIN}/payment-successful`;

/** The settings of a unit test, with the app's 200 ms auth-state delay so the wait can be seen. */
export const TEST_SETTINGS: AppSettings = {
  authStateDelayMs: 200,
  clientName: 'Mindful',
  supportEmail: 'support@mindful.test',
  homeUrl: 'https://mindful.test',
  termsUrl: 'https://mindful.test/terms',
  privacyUrl: 'https://mindful.test/privacy',
  appStoreUrl: 'https://apps.apple.com/app/id123',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=test.mindful',
  appStoreId: '123',
};

/** Ids that count up, so a test can tell which order or code is which. */
export class CountingIds implements IdGenerator {
  private count = 0;

  next(): string {
    this.count += 1;
    return `id-${this.count}`;
  }
}

/** The offline demo world over a fresh MapStorage: the adapters the portal runs on without a network. */
export function demoWorld(): DemoWorldAdapters<FakeClock>;
export function demoWorld<C extends Clock>(clock: C): DemoWorldAdapters<C>;
export function demoWorld(clock: Clock = new FakeClock()): DemoWorldAdapters<Clock> {
  const storage = new MapStorage();
  const ids = new CountingIds();
  return { ...createMemoryAdapters({ storage, clock, ids }), clock, storage, ids };
}

export type DemoWorldAdapters<C extends Clock = Clock> = MemoryAdapters & {
  clock: C;
  storage: MapStorage;
  ids: CountingIds;
};

/** A product of the catalogue by id. */
export function product(id: string): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`No product ${id}`);
  return found;
}

/** Signs a demo account in through the identity provider itself, as arrangement. */
export async function signInAs(adapters: DemoWorldAdapters, email: string): Promise<void> {
  await adapters.identity.signIn(email, DEMO_PASSWORD);
}

/** What the product API keeps about the account with this e-mail. */
export function profileOf(
  adapters: DemoWorldAdapters,
  email: string,
): Readonly<Pick<DemoProfile, 'firstName' | 'lastName' | 'email'>> | undefined {
  return adapters.world.state.profiles.find((profile) => profile.email === email);
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

/** A clock whose waits end only when the test says so; it notes each wait asked for. */
export class GatedClock implements Clock {
  readonly waits: number[] = [];
  private readonly gates: (() => void)[] = [];

  constructor(private readonly day: IsoDate = TODAY) {}

  today(): IsoDate {
    return this.day;
  }

  now(): string {
    return `${this.day}T09:30:00.000Z`;
  }

  wait(milliseconds: number): Promise<void> {
    this.waits.push(milliseconds);
    return new Promise((resolve) => this.gates.push(resolve));
  }

  get pending(): number {
    return this.gates.length;
  }

  /** Ends every wait asked for so far. */
  release(): void {
    for (const open of this.gates.splice(0)) open();
  }
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
    signOut: () => base.signOut(),
    sendPasswordResetEmail: (email) => base.sendPasswordResetEmail(email),
    verifyPasswordResetCode: (oobCode) => base.verifyPasswordResetCode(oobCode),
    confirmPasswordReset: (oobCode, password) => base.confirmPasswordReset(oobCode, password),
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
    recordConsent: (consent) => base.recordConsent(consent),
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
