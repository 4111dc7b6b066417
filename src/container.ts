import { lazy } from 'react';
import { Container, type MapToResolvedValueInjectOptions, type ServiceIdentifier } from 'inversify';
import {
  createMemoryAdapters,
  type MemoryAdapters,
} from './adapters/memory/create-memory-adapters';
import { DataLayerTracking } from './adapters/browser/data-layer-tracking';
import { ScriptGeoLookup } from './adapters/browser/script-geo-lookup';
import { sessionStorageOf, type StorageLike } from './adapters/browser/storage-like';
import { StorageOrderStorage } from './adapters/browser/storage-order-storage';
import { FirebaseIdentityProvider } from './adapters/firebase/firebase-identity-provider';
import { HttpUserApi } from './adapters/http/http-user-api';
import { createStripeLoader } from './adapters/stripe/stripe-loader';
import { StripeStatusLookup } from './adapters/stripe/stripe-status-lookup';
import type { DemoWorld } from './adapters/memory/demo-world';
import { RandomIdGenerator } from './adapters/system/random-id-generator';
import { SystemClock } from './adapters/system/system-clock';
import type { Clock } from './application/ports/clock';
import type { GeoLookup } from './application/ports/geo';
import type { IdGenerator } from './application/ports/id-generator';
import type { IdentityProvider, IdTokenSource } from './application/ports/identity-provider';
import type { OrderStorage } from './application/ports/order-storage';
import type { PaymentStatusLookup } from './application/ports/payments';
import type { AppSettings } from './application/ports/settings';
import type { Tracking } from './application/ports/tracking';
import type { UserApi } from './application/ports/user-api';
import type { UseCases } from './application/use-cases';
import type { UiServices } from './ui/app/services';
import { ApplyPromo } from './application/use-cases/apply-promo';
import { CancelSubscription } from './application/use-cases/cancel-subscription';
import { ChangePaymentMethod } from './application/use-cases/change-payment-method';
import { ConfirmPasswordReset } from './application/use-cases/confirm-password-reset';
import { ConfirmPayment } from './application/use-cases/confirm-payment';
import { DeleteAccount } from './application/use-cases/delete-account';
import { LoadCatalogue } from './application/use-cases/load-catalogue';
import { LoadProfile } from './application/use-cases/load-profile';
import { RestoreOrder } from './application/use-cases/restore-order';
import { ResumeSubscription } from './application/use-cases/resume-subscription';
import { SendPasswordReset } from './application/use-cases/send-password-reset';
import { SignIn } from './application/use-cases/sign-in';
import { SignInWithPopup } from './application/use-cases/sign-in-with-popup';
import { SignOut } from './application/use-cases/sign-out';
import { SignUp } from './application/use-cases/sign-up';
import { StartCheckout } from './application/use-cases/start-checkout';
import { UpdateProfileField } from './application/use-cases/update-profile-field';
import { VerifyResetCode } from './application/use-cases/verify-reset-code';
import { WatchAuthSession } from './application/use-cases/watch-auth-session';

/** Identifiers of the ports; use cases are identified by their classes. */
export const PORTS = {
  identity: Symbol('IdentityProvider') as ServiceIdentifier<IdentityProvider>,
  userApi: Symbol('UserApi') as ServiceIdentifier<UserApi>,
  orders: Symbol('OrderStorage') as ServiceIdentifier<OrderStorage>,
  tracking: Symbol('Tracking') as ServiceIdentifier<Tracking>,
  geo: Symbol('GeoLookup') as ServiceIdentifier<GeoLookup>,
  clock: Symbol('Clock') as ServiceIdentifier<Clock>,
  ids: Symbol('IdGenerator') as ServiceIdentifier<IdGenerator>,
  settings: Symbol('AppSettings') as ServiceIdentifier<AppSettings>,
  paymentStatus: Symbol('PaymentStatusLookup') as ServiceIdentifier<PaymentStatusLookup>,
};

/** The in-memory world, when the build uses it for any port: the demo tools and card form need it. */
const MEMORY = Symbol('MemoryAdapters') as ServiceIdentifier<MemoryAdapters | null>;

/** Where the order waits while the payment provider has the page. */
const ORDER_STORAGE_KEY = 'mindful-order';

export interface ContainerOptions {
  settings: AppSettings;
  /** Where the demo world persists: localStorage in the browser, a MapStorage in tests. */
  storage: StorageLike;
  clock?: Clock;
  ids?: IdGenerator;
}

/*
 * Which adapter serves each port is decided at build time: webpack writes process.env.IDENTITY and
 * the rest in as literals (webpack.config.ts), so each comparison below is settled while bundling
 * and the adapters not chosen, the demo world among them, never reach the bundle.
 */
function createMemoryWorld(options: ContainerOptions, clock: Clock, ids: IdGenerator) {
  // One expression, so that webpack can settle it: a variable in between would keep the world.
  return process.env.WITHOUT_DEMO_WORLD === 'true'
    ? null
    : createMemoryAdapters({ storage: options.storage, clock, ids });
}

function inMemory(memory: MemoryAdapters | null): MemoryAdapters {
  if (!memory) throw new Error('This build has no in-memory adapters.');
  return memory;
}

function bindAdapters(container: Container, options: ContainerOptions): void {
  const clock = options.clock ?? new SystemClock();
  const ids = options.ids ?? new RandomIdGenerator();
  const memory = createMemoryWorld(options, clock, ids);
  container.bind(MEMORY).toConstantValue(memory);
  const identity: IdentityProvider & IdTokenSource =
    process.env.IDENTITY === 'firebase'
      ? new FirebaseIdentityProvider({
          apiKey: process.env.FIREBASE_API_KEY ?? '',
          authDomain: process.env.FIREBASE_AUTH_DOMAIN ?? '',
          projectId: process.env.FIREBASE_PROJECT_ID ?? '',
          appId: process.env.FIREBASE_APP_ID ?? '',
          emulatorUrl: process.env.FIREBASE_AUTH_EMULATOR_URL || null,
        })
      : inMemory(memory).identity;
  container.bind(PORTS.identity).toConstantValue(identity);
  // Over HTTP the user API sends the identity's ID tokens; in memory it serves the demo's session.
  container
    .bind(PORTS.userApi)
    .toConstantValue(
      process.env.USER_API === 'http'
        ? new HttpUserApi({ baseUrl: process.env.API_BASE_URL ?? '', tokens: identity })
        : inMemory(memory).userApi,
    );
  // The order survives a real payment redirect only in sessionStorage.
  container
    .bind(PORTS.orders)
    .toConstantValue(
      process.env.PAYMENTS === 'stripe'
        ? new StorageOrderStorage(sessionStorageOf(), ORDER_STORAGE_KEY)
        : inMemory(memory).orders,
    );
  container
    .bind(PORTS.tracking)
    .toConstantValue(
      process.env.TRACKING === 'datalayer' ? new DataLayerTracking() : inMemory(memory).tracking,
    );
  container
    .bind(PORTS.geo)
    .toConstantValue(
      process.env.GEO === 'script'
        ? new ScriptGeoLookup({ url: process.env.GEO_LOOKUP_URL ?? '' })
        : inMemory(memory).geo,
    );
  container
    .bind(PORTS.paymentStatus)
    .toConstantValue(
      process.env.PAYMENTS === 'stripe'
        ? new StripeStatusLookup(
            createStripeLoader(process.env.STRIPE_JS_URL),
            process.env.STRIPE_PUBLISHABLE_KEY ?? '',
          )
        : inMemory(memory).payments,
    );
  container.bind(PORTS.clock).toConstantValue(clock);
  container.bind(PORTS.ids).toConstantValue(ids);
  container.bind(PORTS.settings).toConstantValue(options.settings);
}

function bindUseCases(container: Container): void {
  const { identity, userApi, orders, tracking, geo, clock, ids, settings, paymentStatus } = PORTS;
  const bind = <T, Args extends unknown[]>(
    UseCase: new (...args: Args) => T,
    dependencies: MapToResolvedValueInjectOptions<Args>,
  ): void => {
    container
      .bind(UseCase)
      .toResolvedValue((...args: Args) => new UseCase(...args), dependencies)
      .inSingletonScope();
  };
  bind(WatchAuthSession, [identity, userApi, clock, settings]);
  bind(LoadProfile, [identity, userApi]);
  bind(SignUp, [identity, userApi, tracking]);
  bind(SignIn, [identity]);
  bind(SignInWithPopup, [identity, userApi]);
  bind(SignOut, [identity, orders]);
  bind(SendPasswordReset, [identity]);
  bind(VerifyResetCode, [identity]);
  bind(ConfirmPasswordReset, [identity]);
  bind(UpdateProfileField, [identity, userApi]);
  bind(DeleteAccount, [userApi, SignOut]);
  bind(LoadCatalogue, [geo]);
  bind(ApplyPromo, [userApi]);
  bind(StartCheckout, [userApi]);
  bind(ConfirmPayment, [orders, ids, clock]);
  bind(RestoreOrder, [userApi, orders, tracking, clock, paymentStatus]);
  bind(ChangePaymentMethod, [userApi, paymentStatus]);
  bind(CancelSubscription, [userApi]);
  bind(ResumeSubscription, [userApi]);
}

/** The composition root: the only module that knows which adapters serve the ports. */
export function createContainer(options: ContainerOptions): Container {
  const container = new Container();
  bindAdapters(container, options);
  bindUseCases(container);
  return container;
}

export function resolveUseCases(container: Container): UseCases {
  return {
    watchAuthSession: container.get(WatchAuthSession),
    loadProfile: container.get(LoadProfile),
    signUp: container.get(SignUp),
    signIn: container.get(SignIn),
    signInWithPopup: container.get(SignInWithPopup),
    signOut: container.get(SignOut),
    sendPasswordReset: container.get(SendPasswordReset),
    verifyResetCode: container.get(VerifyResetCode),
    confirmPasswordReset: container.get(ConfirmPasswordReset),
    updateProfileField: container.get(UpdateProfileField),
    deleteAccount: container.get(DeleteAccount),
    loadCatalogue: container.get(LoadCatalogue),
    applyPromo: container.get(ApplyPromo),
    startCheckout: container.get(StartCheckout),
    confirmPayment: container.get(ConfirmPayment),
    restoreOrder: container.get(RestoreOrder),
    changePaymentMethod: container.get(ChangePaymentMethod),
    cancelSubscription: container.get(CancelSubscription),
    resumeSubscription: container.get(ResumeSubscription),
  };
}

export interface PortalOptions extends ContainerOptions {
  navigateAway: (url: string) => void;
}

/** A view of an adapter (a React component) in a chunk of its own, as React.lazy takes it. */
type ViewLoader<View> = () => Promise<{ default: View }>;

/** What the composition root hands out: use cases ready at once, and loaders for the adapters' views. */
export interface PortalServices extends Omit<UiServices, 'useCases' | 'PaymentForm' | 'DemoTools'> {
  useCases: UseCases;
  loadPaymentForm: ViewLoader<UiServices['PaymentForm']>;
  loadDemoTools: ViewLoader<NonNullable<UiServices['DemoTools']>> | null;
  /** The demo world, for the demo tools and for tests; null in a build without in-memory adapters. */
  world: DemoWorld | null;
}

/** The payment form of the payments adapter: Stripe's Payment Element or the demo card form. */
function paymentFormLoader(memory: MemoryAdapters | null): PortalServices['loadPaymentForm'] {
  return process.env.PAYMENTS === 'stripe'
    ? async () => ({
        default: (
          await import(/* webpackChunkName: "stripe-form" */ './adapters/stripe/StripePaymentForm')
        ).createStripePaymentForm({
          publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? '',
          scriptUrl: process.env.STRIPE_JS_URL,
        }),
      })
    : async () => ({
        default: (
          await import(/* webpackChunkName: "demo-card-form" */ './adapters/memory/ui/DemoCardForm')
        ).createDemoCardForm(inMemory(memory).payments, inMemory(memory).world),
      });
}

/** The demo tools exist only where the demo world does (see createMemoryWorld). */
function demoToolsLoader(memory: MemoryAdapters | null): PortalServices['loadDemoTools'] {
  return process.env.WITHOUT_DEMO_WORLD === 'true'
    ? null
    : async () => ({
        default: (
          await import(/* webpackChunkName: "demo-tools" */ './adapters/memory/ui/DemoTools')
        ).createDemoTools(inMemory(memory).world),
      });
}

/** Everything the UI is handed: use cases, settings, and the adapters' own views. */
export function createPortalServices(options: PortalOptions): PortalServices {
  const container = createContainer(options);
  const memory = container.get(MEMORY);
  const clock = container.get(PORTS.clock);
  return {
    useCases: resolveUseCases(container),
    settings: options.settings,
    today: () => clock.today(),
    navigateAway: options.navigateAway,
    world: memory?.world ?? null,
    loadPaymentForm: paymentFormLoader(memory),
    loadDemoTools: demoToolsLoader(memory),
  };
}

/** The services as the UI takes them, where the composition root is already loaded (Node, tests). */
export function uiServicesOf({
  useCases,
  loadPaymentForm,
  loadDemoTools,
  ...services
}: PortalServices): UiServices {
  return {
    ...services,
    useCases: Promise.resolve(useCases),
    PaymentForm: lazy(loadPaymentForm),
    DemoTools: loadDemoTools && lazy(loadDemoTools),
  };
}
