import type { IncomingMessage } from 'node:http';
import type { DemoWorld } from '../../src/demo/demo-world';
import { isAppError } from '../../src/domain/errors';
import { LOCAL_STRIPE_PATHS } from '../stand-ins/stripe/protocol';
import type { Answer } from './answers';
import { cardOf, checkedIban, paymentMethodOf } from './local-stripe-card';
import {
  invalidRequest,
  noSuchIntent,
  notWaitingForCheck,
  StripeFailure,
} from './local-stripe-failure';
import { LocalStripeIntents } from './local-stripe-intents';
import { authenticatePage, bankPage, refusalPage } from './local-stripe-page';
import { failRenewalOf } from './local-stripe-renewals';
import { scriptBundler } from './local-stripe-script';
import { authenticateUrl, bankUrl, returnLocation, returnUrlOf } from './local-stripe-urls';
import { bodyRecord, readFormBody, readJsonBody, requiredString } from './request-body';

export interface LocalStripeParts {
  world: DemoWorld;
  /** The stand-in for Stripe.js, bundled on the first request for it. */
  scriptEntry: string;
  log: (line: string) => void;
}

type StripeRoute = (request: IncomingMessage, url: URL) => Promise<Answer>;

/** The check page loads nothing and runs no script; its only style is inline. */
const PAGE_HEADERS = { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" };

/** The answer of a JSON route: what it returns, or a Stripe-shaped error. */
function json(route: StripeRoute): StripeRoute {
  return async (request, url) => {
    try {
      return await route(request, url);
    } catch (error) {
      const failure = stripeFailureOf(error);
      return { status: failure.status, body: { error: failure.error } };
    }
  };
}

/** The answer of a page route: what it returns, or a page saying why there is nothing to check. */
function html(route: StripeRoute): StripeRoute {
  return async (request, url) => {
    try {
      return await route(request, url);
    } catch (error) {
      return pageAnswer(400, refusalPage(stripeFailureOf(error).message));
    }
  };
}

function stripeFailureOf(error: unknown): StripeFailure {
  if (error instanceof StripeFailure) return error;
  // A body that is not JSON, a field that is not text: bad requests of the REST helpers.
  if (isAppError(error)) return invalidRequest('parameter_invalid', error.message);
  throw error;
}

const pageAnswer = (status: number, content: string): Answer => ({
  status,
  text: { type: 'text/html; charset=utf-8', content },
  headers: PAGE_HEADERS,
});

function requiredParam(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  if (!value) throw invalidRequest('parameter_missing', `Missing required param: ${name}.`);
  return value;
}

/** What the person chose in a bank's check. */
function outcomeOf(value: string | null): 'complete' | 'fail' {
  if (value !== 'complete' && value !== 'fail') {
    throw invalidRequest('parameter_invalid', 'The outcome must be complete or fail.');
  }
  return value;
}

/**
 * The local stand-in for Stripe's servers (tools/stand-ins/stripe/protocol.ts): the stand-in Stripe.js,
 * confirmations and look-ups of the demo world's intents, and the bank's check page.
 */
export function createLocalStripe({ world, scriptEntry, log }: LocalStripeParts): StripeRoute {
  const intents = new LocalStripeIntents(world);
  const script = scriptBundler(scriptEntry);

  const routes: Record<string, Record<string, StripeRoute>> = {
    [LOCAL_STRIPE_PATHS.script]: {
      async GET() {
        try {
          return {
            status: 200,
            text: { type: 'text/javascript; charset=utf-8', content: await script() },
          };
        } catch (error) {
          const message = `The stand-in for Stripe.js could not be bundled: ${String(error)}`;
          log(message);
          return { status: 500, text: { type: 'text/plain; charset=utf-8', content: message } };
        }
      },
    },
    [LOCAL_STRIPE_PATHS.confirm]: {
      POST: json(async (request) => {
        const body = bodyRecord(await readJsonBody(request));
        const clientSecret = requiredString(body, 'clientSecret');
        const returnUrl = returnUrlOf(requiredString(body, 'returnUrl'));
        const method = paymentMethodOf(body.paymentMethod);
        if (method.type === 'sepa_debit') {
          const intent = intents.debit(clientSecret, checkedIban(method.iban));
          return { status: 200, body: { intent } };
        }
        if (method.type === 'ideal' || method.type === 'bancontact') {
          const intent = intents.redirect(clientSecret, method.type, returnUrl);
          const redirectUrl = bankUrl(request, clientSecret, returnUrl);
          return { status: 200, body: { intent, redirectUrl } };
        }
        const intent = intents.confirm(clientSecret, cardOf(method, world.today()));
        if (intent.status !== 'requires_action') return { status: 200, body: { intent } };
        const redirectUrl = authenticateUrl(request, clientSecret, returnUrl);
        return { status: 200, body: { intent, redirectUrl } };
      }),
    },
    [LOCAL_STRIPE_PATHS.intent]: {
      GET: json(async (_request, url) => {
        const clientSecret = requiredParam(url.searchParams, 'client_secret');
        const intent = intents.find(clientSecret);
        if (!intent) throw noSuchIntent(clientSecret);
        return { status: 200, body: { intent } };
      }),
    },
    [LOCAL_STRIPE_PATHS.nextAction]: {
      POST: json(async (request) => {
        const body = bodyRecord(await readJsonBody(request));
        const clientSecret = requiredString(body, 'clientSecret');
        const outcome = outcomeOf(requiredString(body, 'outcome'));
        const intent = intents.authenticateRenewal(clientSecret, outcome === 'complete');
        return { status: 200, body: { intent } };
      }),
    },
    [LOCAL_STRIPE_PATHS.renewalFailure]: {
      POST: json(async (request) => {
        const body = bodyRecord(await readJsonBody(request));
        const outcome = requiredString(body, 'outcome');
        if (outcome !== 'declined' && outcome !== 'authentication_required') {
          throw invalidRequest(
            'parameter_invalid',
            'The outcome must be declined or authentication_required.',
          );
        }
        const email = requiredString(body, 'email');
        return { status: 200, body: { clientSecret: failRenewalOf(world, { email, outcome }) } };
      }),
    },
    [LOCAL_STRIPE_PATHS.authenticate]: {
      GET: html(async (_request, url) => {
        const clientSecret = requiredParam(url.searchParams, 'client_secret');
        const returnUrl = returnUrlOf(requiredParam(url.searchParams, 'return_url'));
        const intent = intents.find(clientSecret);
        if (intent?.status !== 'requires_action') throw notWaitingForCheck(clientSecret);
        return pageAnswer(200, authenticatePage(intent.id, clientSecret, returnUrl));
      }),
      POST: html(async (request) => {
        const form = await readFormBody(request);
        const clientSecret = requiredParam(form, 'client_secret');
        const returnUrl = returnUrlOf(requiredParam(form, 'return_url'));
        const outcome = outcomeOf(form.get('outcome'));
        const intent = intents.authenticate(clientSecret, outcome === 'complete');
        return { status: 303, headers: { Location: returnLocation(returnUrl, intent) } };
      }),
    },
    [LOCAL_STRIPE_PATHS.bank]: {
      GET: html(async (_request, url) => {
        const clientSecret = requiredParam(url.searchParams, 'client_secret');
        const returnUrl = returnUrlOf(requiredParam(url.searchParams, 'return_url'));
        const intent = intents.find(clientSecret);
        if (intent?.status !== 'requires_action') throw notWaitingForCheck(clientSecret);
        return pageAnswer(200, bankPage(intent.id, clientSecret, returnUrl));
      }),
      POST: html(async (request) => {
        const form = await readFormBody(request);
        const clientSecret = requiredParam(form, 'client_secret');
        const returnUrl = returnUrlOf(requiredParam(form, 'return_url'));
        const outcome = outcomeOf(form.get('outcome'));
        const intent = intents.answerBank(clientSecret, outcome === 'complete');
        return { status: 303, headers: { Location: returnLocation(returnUrl, intent) } };
      }),
    },
  };

  return async (request, url) => {
    const methods = routes[url.pathname];
    const method = request.method ?? '';
    const route = methods && Object.hasOwn(methods, method) ? methods[method] : undefined;
    if (route) return route(request, url);
    const failure = methods
      ? invalidRequest('method_not_allowed', `${method} is not allowed on ${url.pathname}.`, 405)
      : invalidRequest(
          'resource_missing',
          `Unrecognized request URL (${method}: ${url.pathname}).`,
          404,
        );
    return {
      status: failure.status,
      body: { error: failure.error },
      headers: methods ? { Allow: Object.keys(methods).join(', ') } : {},
    };
  };
}
