/**
 * A local stand-in for Stripe.js, for `npm run start:local` and `npm run test:local`: the real Stripe
 * adapter of the portal runs against it, offline. The local API server bundles this file as an
 * IIFE and serves it at /stripe/v3.js; run there, it sets window.Stripe and talks to the server it
 * came from (protocol.ts). It never ships, and nothing in src/ imports it.
 */
import { askTheBank } from './bank-check-dialog';
import { LocalElements, type ElementsOptions } from './elements-group';
import { LocalStripeApi } from './local-api';
import type { LocalIntent, LocalStripeError } from './protocol';

/** The release train @stripe/stripe-js 10 expects: a different one makes it warn. */
const RELEASE_TRAIN = 'endive';

export interface LocalStripeOptions {
  /** Where the local API server is; the origin of this script's own URL unless given. */
  apiOrigin?: string;
  /** Leaving the page, for a bank's check or a redirect; window.location.assign unless given. */
  navigate?: (url: string) => void;
}

interface ConfirmParams {
  elements: LocalElements;
  clientSecret?: string;
  confirmParams?: { return_url?: string };
  redirect?: 'always' | 'if_required';
}

type IntentKind = 'payment' | 'setup';
type IntentResult =
  { error: LocalStripeError } | { paymentIntent: LocalIntent } | { setupIntent: LocalIntent };

const intentResult = (kind: IntentKind, intent: LocalIntent): IntentResult =>
  kind === 'payment' ? { paymentIntent: intent } : { setupIntent: intent };

/** Where Stripe sends the person after a redirect: return_url with what it adds to the query. */
function returnUrlOf(returnUrl: string, kind: IntentKind, intent: LocalIntent): string {
  const url = new URL(returnUrl, window.location.href);
  url.searchParams.set(`${kind}_intent`, intent.id);
  url.searchParams.set(`${kind}_intent_client_secret`, intent.client_secret);
  url.searchParams.set('redirect_status', intent.status);
  return url.toString();
}

// The page is left behind: what Stripe.js's promise does then too.
const never = <T>() => new Promise<T>(() => undefined);

const notImplemented = (name: string) => () =>
  Promise.reject(new Error(`The local Stripe stand-in does not implement stripe.${name}().`));

function createStripeObject(api: LocalStripeApi, navigate: (url: string) => void) {
  /** The intent's payment_method_types; the card alone when Stripe cannot be asked. */
  async function methodsOf(clientSecret: string): Promise<readonly string[]> {
    const answer = await api.retrieve(clientSecret);
    return 'error' in answer ? ['card'] : (answer.intent.payment_method_types ?? ['card']);
  }

  async function confirm(kind: IntentKind, params: ConfirmParams): Promise<IntentResult> {
    const { elements, confirmParams = {}, redirect = 'always' } = params;
    if (!(elements instanceof LocalElements)) {
      throw new Error('Confirm with the elements of this Stripe object.');
    }
    const clientSecret = params.clientSecret ?? elements.clientSecret;
    if (!clientSecret) throw new Error('There is no client secret to confirm.');
    const returnUrl = confirmParams.return_url ?? '';
    const paymentMethod = elements.paymentMethod();
    const answer = await api.confirm({ clientSecret, returnUrl, paymentMethod });
    if ('error' in answer) {
      elements.showError(answer.error);
      return { error: answer.error };
    }
    elements.confirmed();
    if (answer.redirectUrl) {
      navigate(answer.redirectUrl);
      return never();
    }
    // Stripe's default: to return_url even when nothing had to happen elsewhere.
    if (redirect !== 'if_required') {
      navigate(returnUrlOf(returnUrl, kind, answer.intent));
      return never();
    }
    return intentResult(kind, answer.intent);
  }

  async function retrieve(kind: IntentKind, clientSecret: string): Promise<IntentResult> {
    const answer = await api.retrieve(clientSecret);
    return 'error' in answer ? { error: answer.error } : intentResult(kind, answer.intent);
  }

  /** A renewal's bank check, over the page: the answer goes to the server, the page stays. */
  async function handleNextAction({ clientSecret }: { clientSecret: string }) {
    const outcome = await askTheBank();
    const answer = await api.nextAction({ clientSecret, outcome });
    return 'error' in answer ? { error: answer.error } : intentResult('payment', answer.intent);
  }

  return {
    elements: (options?: ElementsOptions) => new LocalElements(options, methodsOf),
    handleNextAction,
    confirmPayment: (params: ConfirmParams) => confirm('payment', params),
    confirmSetup: (params: ConfirmParams) => confirm('setup', params),
    retrievePaymentIntent: (clientSecret: string) => retrieve('payment', clientSecret),
    retrieveSetupIntent: (clientSecret: string) => retrieve('setup', clientSecret),
    // react-stripe-js and stripe-js tell Stripe.js about themselves; nobody listens here.
    _registerWrapper: () => undefined,
    registerAppInfo: () => undefined,
    // What react-stripe-js checks for to accept a Stripe object; the portal never calls them.
    createToken: notImplemented('createToken'),
    createPaymentMethod: notImplemented('createPaymentMethod'),
    confirmCardPayment: notImplemented('confirmCardPayment'),
  };
}

export type LocalStripe = ReturnType<typeof createStripeObject>;
export type LocalStripeConstructor = ((publishableKey: string, options?: object) => LocalStripe) & {
  version: string;
};

/** Read while the script runs: afterwards document.currentScript is no longer this script. */
function scriptOrigin(): string | null {
  if (typeof document === 'undefined') return null;
  const script = document.currentScript;
  return script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : null;
}

const SCRIPT_ORIGIN = scriptOrigin();

/** The stand-in's `Stripe` function, talking to the local API server at `apiOrigin`. */
export function createLocalStripe({
  apiOrigin = SCRIPT_ORIGIN ?? undefined,
  navigate = (url) => window.location.assign(url),
}: LocalStripeOptions = {}): LocalStripeConstructor {
  if (!apiOrigin) throw new Error('The local Stripe stand-in needs the API server’s origin.');
  const api = new LocalStripeApi(apiOrigin);
  const Stripe = (publishableKey: string) => {
    if (typeof publishableKey !== 'string' || !publishableKey) {
      throw new Error('Please call Stripe() with your publishable key.');
    }
    return createStripeObject(api, navigate);
  };
  return Object.assign(Stripe, { version: RELEASE_TRAIN });
}

/** Sets `window.Stripe` (or another global's) to the stand-in. */
export function installLocalStripe(
  target: { Stripe?: unknown },
  options?: LocalStripeOptions,
): LocalStripeConstructor {
  const Stripe = createLocalStripe(options);
  target.Stripe = Stripe;
  return Stripe;
}

if (SCRIPT_ORIGIN) installLocalStripe(window);
