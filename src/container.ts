import { Container, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { createMemoryAdapters, type MemoryAdapters } from './demo/create-memory-adapters';
import { DataLayerTracking } from './adapters/browser/data-layer-tracking';
import { ScriptGeoLookup } from './adapters/browser/script-geo-lookup';
import { tagManagerOf } from './adapters/browser/tag-manager';
import { StorageConsentStorage } from './adapters/browser/storage-consent-storage';
import { StorageOrderStorage } from './adapters/browser/storage-order-storage';
import { FirebaseIdentityProvider } from './adapters/firebase/firebase-identity-provider';
import { HttpUserApi } from './adapters/http/http-user-api';
import { HttpGiftShop } from './adapters/http/http-gift-shop';
import { StorageGiftPaymentStorage } from './adapters/browser/storage-gift-payment-storage';
import { pageStripeLoader } from './adapters/stripe/stripe-loader';
import { StripeRenewalConfirmation } from './adapters/stripe/stripe-renewal-confirmation';
import { StripeStatusLookup } from './adapters/stripe/stripe-status-lookup';
import type { DemoWorld } from './demo/demo-world';
import { demoBankLoader, demoCardFormLoader, demoToolsLoader } from './demo/demo-views';
import { stripeFormLoader } from './adapters/stripe/stripe-form-loader';
import { RandomIdGenerator } from './adapters/system/random-id-generator';
import { SystemClock } from './adapters/system/system-clock';
import { ConsentedTracking } from './application/consented-tracking';
import { PageCountry } from './application/page-country';
import type { Clock } from './application/ports/clock';
import type { Tracking } from './application/ports/tracking';
import type { IdGenerator } from './application/ports/id-generator';
import type { IdentityProvider, IdTokenSource } from './application/ports/identity-provider';
import type { AppSettings } from './application/ports/settings';
import { DEFAULT_LANGUAGE, type Language } from './domain/language';
import { USE_CASE_NAMES, USE_CASES, type Ports, type Services } from './application/use-cases';
import type { UiServices } from './ui/shared/services';
import { pageStorage, type StorageLike } from './ui/kit/safe-storage';

/**
 * How the container knows a port or a use case: by its name in the registry
 * (src/application/use-cases.ts), typed as what that name stands for.
 */
export function token<Name extends keyof Services>(name: Name): ServiceIdentifier<Services[Name]> {
  return name;
}

/** The in-memory world, when the build uses it for any port: the demo tools and card form need it. */
const MEMORY = Symbol('MemoryAdapters') as ServiceIdentifier<MemoryAdapters | null>;

/** The identity adapter whole: the identity port, and the ID tokens of the user API over HTTP. */
const IDENTITY_ADAPTER = Symbol('IdentityAdapter') as ServiceIdentifier<
  IdentityProvider & IdTokenSource
>;

/** The tracking adapter itself; the port the use cases get is it behind the visitor's consent. */
const TRACKING_ADAPTER = Symbol('TrackingAdapter') as ServiceIdentifier<Tracking>;

export interface ContainerOptions {
  settings: AppSettings;
  /** Where the demo world persists: localStorage in the browser, a MemoryStorage in tests. */
  storage: StorageLike;
  /** The tab's own storage for the demo's order across its bank redirect (sessionStorage). */
  tabStorage?: StorageLike;
  clock?: Clock;
  ids?: IdGenerator;
  /**
   * The language the portal shows now. The user API sends it with every call (Accept-Language),
   * and the back end writes the e-mails a call causes in it. English unless given.
   */
  language?: () => Language;
}

/*
 * Which adapter serves each port is decided at build time: webpack writes process.env.IDENTITY and
 * the rest in as literals (build/plugins/define-settings.ts), so each comparison below is settled while bundling
 * and the adapters not chosen, the demo world among them, never reach the bundle.
 */
function createMemoryWorld(
  { storage, tabStorage }: Pick<ContainerOptions, 'storage' | 'tabStorage'>,
  clock: Clock,
  ids: IdGenerator,
  language: () => Language,
) {
  // One expression, so that webpack can settle it: a variable in between would keep the world.
  return process.env.WITHOUT_DEMO_WORLD === 'true'
    ? null
    : createMemoryAdapters({ storage, tabStorage, clock, ids, language });
}

function inMemory(memory: MemoryAdapters | null): MemoryAdapters {
  if (!memory) throw new Error('This build has no in-memory adapters.');
  return memory;
}

/** An adapter of the in-memory world, for a port that the build serves from it. */
function fromMemory<Adapter>(pick: (memory: MemoryAdapters) => Adapter) {
  return (context: ResolutionContext): Adapter => pick(inMemory(context.get(MEMORY)));
}

/**
 * Each port bound to the adapter the build settings choose, made on first use and then kept: one
 * per container (singleton scope), as the adapters hold sessions, caches and the demo world.
 */
function bindAdapters(container: Container, options: ContainerOptions): void {
  const port = <Name extends keyof Ports>(name: Name) => container.bind(token(name));
  const language = options.language ?? (() => DEFAULT_LANGUAGE);
  port('clock').toConstantValue(options.clock ?? new SystemClock());
  port('ids').toConstantValue(options.ids ?? new RandomIdGenerator());
  port('settings').toConstantValue(options.settings);
  container
    .bind(MEMORY)
    .toResolvedValue(
      (clock: Clock, ids: IdGenerator) => createMemoryWorld(options, clock, ids, language),
      [token('clock'), token('ids')],
    )
    .inSingletonScope();
  container
    .bind(IDENTITY_ADAPTER)
    .toDynamicValue(
      process.env.IDENTITY === 'firebase'
        ? () =>
            new FirebaseIdentityProvider({
              apiKey: process.env.FIREBASE_API_KEY ?? '',
              authDomain: process.env.FIREBASE_AUTH_DOMAIN ?? '',
              projectId: process.env.FIREBASE_PROJECT_ID ?? '',
              appId: process.env.FIREBASE_APP_ID ?? '',
              emulatorUrl: process.env.FIREBASE_AUTH_EMULATOR_URL || null,
              gapiScriptUrl: process.env.GAPI_JS_URL || null,
            })
        : fromMemory((memory) => memory.identity),
    )
    .inSingletonScope();
  port('identity').toService(IDENTITY_ADAPTER);
  // Over HTTP the user API sends the identity's ID tokens; in memory it serves the demo's session.
  port('userApi')
    .toDynamicValue(
      process.env.USER_API === 'http'
        ? (context) =>
            new HttpUserApi({
              baseUrl: process.env.API_BASE_URL ?? '',
              tokens: context.get(IDENTITY_ADAPTER),
              language,
            })
        : fromMemory((memory) => memory.userApi),
    )
    .inSingletonScope();
  // The order survives a real payment redirect only in sessionStorage; where the browser refuses
  // it, the order is kept for the page's life (a payment that needs no redirect still completes).
  port('orders')
    .toDynamicValue(
      process.env.PAYMENTS === 'stripe'
        ? () => new StorageOrderStorage(pageStorage('sessionStorage'))
        : fromMemory((memory) => memory.orders),
    )
    .inSingletonScope();
  container
    .bind(TRACKING_ADAPTER)
    .toDynamicValue(
      process.env.TRACKING === 'datalayer'
        ? () => new DataLayerTracking(undefined, tagManagerOf(process.env.GTM_ID))
        : fromMemory((memory) => memory.tracking),
    )
    .inSingletonScope();
  port('tags').toService(TRACKING_ADAPTER);
  // Every event waits for the visitor's consent where the law asks for it.
  port('tracking')
    .toResolvedValue(
      (tracking: Tracking, country: Ports['visitorCountry'], consents: Ports['consents']) =>
        new ConsentedTracking(tracking, country, consents),
      [TRACKING_ADAPTER, token('visitorCountry'), token('consents')],
    )
    .inSingletonScope();
  port('consents')
    .toDynamicValue(
      process.env.TRACKING === 'datalayer'
        ? () => new StorageConsentStorage(pageStorage('localStorage'))
        : fromMemory((memory) => memory.consents),
    )
    .inSingletonScope();
  port('geo')
    .toDynamicValue(
      process.env.GEO === 'script'
        ? () => new ScriptGeoLookup({ url: process.env.GEO_LOOKUP_URL ?? '' })
        : fromMemory((memory) => memory.geo),
    )
    .inSingletonScope();
  // The script's lookup, or the demo's country without its faults, as first answered on the page.
  port('visitorCountry')
    .toDynamicValue(
      process.env.GEO === 'script'
        ? (context) => new PageCountry(context.get(token('geo')))
        : fromMemory((memory) => new PageCountry(memory.visitorCountry)),
    )
    .inSingletonScope();
  port('paymentStatus')
    .toDynamicValue(
      process.env.PAYMENTS === 'stripe'
        ? () =>
            new StripeStatusLookup(
              pageStripeLoader(process.env.STRIPE_JS_URL),
              process.env.STRIPE_PUBLISHABLE_KEY ?? '',
            )
        : fromMemory((memory) => memory.payments),
    )
    .inSingletonScope();
  bindGiftAdapters(container, language);
  port('renewals')
    .toDynamicValue(
      process.env.PAYMENTS === 'stripe'
        ? () =>
            new StripeRenewalConfirmation(
              pageStripeLoader(process.env.STRIPE_JS_URL),
              process.env.STRIPE_PUBLISHABLE_KEY ?? '',
            )
        : fromMemory((memory) => memory.renewals),
    )
    .inSingletonScope();
}

/** The gift calls go where the user API's go; a gift's payment waits where the order does. */
function bindGiftAdapters(container: Container, language: () => Language): void {
  container
    .bind(token('gifts'))
    .toDynamicValue(
      process.env.USER_API === 'http'
        ? (context) =>
            new HttpGiftShop({
              baseUrl: process.env.API_BASE_URL ?? '',
              tokens: context.get(IDENTITY_ADAPTER),
              language,
            })
        : fromMemory((memory) => memory.gifts),
    )
    .inSingletonScope();
  container
    .bind(token('giftPayments'))
    .toDynamicValue(
      process.env.PAYMENTS === 'stripe'
        ? () => new StorageGiftPaymentStorage(pageStorage('sessionStorage'))
        : fromMemory((memory) => memory.giftPayments),
    )
    .inSingletonScope();
}

/** A registry entry as the container takes it: the registry has checked it against its class. */
interface UseCaseBinding {
  UseCase: new (...args: unknown[]) => unknown;
  needs: readonly (keyof Services)[];
}

/**
 * Every use case of the registry, built on the ports and use cases it names. One per container
 * (singleton scope): confirmPayment, restoreOrder and changePaymentMethod keep the call in flight
 * that a second click joins, and deleteAccount signs out with the same signOut as the UI.
 */
function bindUseCases(container: Container): void {
  for (const name of USE_CASE_NAMES) {
    const { UseCase, needs } = USE_CASES[name] as UseCaseBinding;
    container
      .bind<unknown>(token(name))
      .toResolvedValue((...args: unknown[]) => new UseCase(...args), needs.map(token))
      .inSingletonScope();
  }
}

/** The composition root: the only module that knows which adapters serve the ports. */
export function createContainer(options: ContainerOptions): Container {
  const container = new Container();
  bindAdapters(container, options);
  bindUseCases(container);
  return container;
}

/** A view of an adapter (a React component) in a chunk of its own, as React.lazy takes it. */
type ViewLoader<View> = () => Promise<{ default: View }>;

/** The views of the adapters the build chose, loaded when first shown, and the demo world. */
export interface AdapterViews {
  loadPaymentForm: ViewLoader<UiServices['PaymentForm']>;
  loadDemoTools: ViewLoader<NonNullable<UiServices['DemoTools']>> | null;
  loadDemoBank: ViewLoader<NonNullable<UiServices['DemoBank']>> | null;
  /** The demo world, for the demo tools and for tests; null in a build without in-memory adapters. */
  world: DemoWorld | null;
}

/** The adapters' views and the demo world, as the portal's services hand them to the UI. */
export function adapterViews(container: Container): AdapterViews {
  const memory = container.get(MEMORY);
  return {
    world: memory?.world ?? null,
    // One expression each, so that webpack can settle it and drop the views not chosen.
    loadPaymentForm:
      process.env.PAYMENTS === 'stripe'
        ? stripeFormLoader({
            publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? '',
            scriptUrl: process.env.STRIPE_JS_URL,
          })
        : demoCardFormLoader(memory),
    // The demo tools exist only where the demo world does (see createMemoryWorld).
    loadDemoTools: process.env.WITHOUT_DEMO_WORLD === 'true' ? null : demoToolsLoader(memory),
    loadDemoBank:
      process.env.WITHOUT_DEMO_WORLD === 'true'
        ? null
        : demoBankLoader(memory, container.get(token('settings')).clientName),
  };
}
