import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../../src/domain/errors';
import { languageOfAcceptLanguage, type Language } from '../../src/domain/language';
import type { GiftShop } from '../../src/application/ports/gift-shop';
import { errorAnswer, writeAnswer, type Answer } from './answers';
import type { BearerTokens, Caller } from './bearer-tokens';
import { ClientLimits } from './client-limits';
import { corsHeaders, type OriginPolicy } from './cors';
import { IdempotentAnswers, idempotencyKeyOf } from './idempotency';
import { giftRouteKeyOf, loggedPath } from './gift-routes';
import { LOCAL_OUTBOX_PATH } from './local-outbox';
import { readJsonBody } from './request-body';
import {
  OFFER_PATH,
  ROUTES,
  type CallerEffects,
  type HttpMethod,
  type Route,
  type ServedUserApi,
} from './routes';

export interface HandlerParts {
  /**
   * The product API as this caller sees it (null for a visitor), writing the e-mails the call
   * causes in the language of its Accept-Language header (English for none we speak).
   */
  apiFor: (caller: Caller | null, language: Language) => ServedUserApi;
  /** Its gift calls, as the caller sees them, in the call's language. */
  giftsFor: (caller: Caller | null, language: Language) => GiftShop;
  bearers: BearerTokens;
  effects: CallerEffects;
  origins: OriginPolicy;
  /** Answers every path under /stripe/: the local stand-in for Stripe's servers. */
  stripe: (request: IncomingMessage, url: URL) => Promise<Answer>;
  /** GET /local/outbox (local-outbox.ts): the e-mails sent, for the local journeys. */
  outbox: (method: string | undefined, url: URL) => Answer;
  /** The time now, for the limits of attempts per client. */
  now: () => string;
  log: (line: string) => void;
}

/** The route's key in ROUTES, and the id of a path that ends in one (…/offers/{id}). */
function keyOf(path: string): { key: string; pathId: string | null } {
  const offer = /^\/users\/me\/subscription\/offers\/([^/]+)$/u.exec(path);
  if (offer) return { key: OFFER_PATH, pathId: decodeURIComponent(offer[1] as string) };
  return giftRouteKeyOf(path) ?? { key: path, pathId: null };
}

function routeOf(method: string | undefined, path: string): Route | Answer {
  const routes = ROUTES[keyOf(path).key];
  if (!routes) return errorAnswer(new AppError('api/not-found', `There is no ${path}.`));
  const route = Object.hasOwn(routes, method ?? '') ? routes[method as HttpMethod] : undefined;
  return (
    route ?? {
      status: 405,
      body: { code: 'api/bad-request', message: `${method} is not allowed on ${path}.` },
      headers: { Allow: Object.keys(routes).join(', ') },
    }
  );
}

function answerOrError(answer: () => Answer): Answer {
  try {
    return answer();
  } catch (error) {
    return errorAnswer(error);
  }
}

/**
 * Answers one request of the REST table (CORS, the route, the caller, the body, the handler), or
 * of the local Stripe under /stripe/ (CORS, then its own routes: the client secret is the caller).
 */
export function createHandler(parts: HandlerParts) {
  const { apiFor, giftsFor, bearers, effects, origins, stripe, outbox, log } = parts;
  const idempotent = new IdempotentAnswers();
  const limits = new ClientLimits(parts.now);

  async function answerOf(request: IncomingMessage, url: URL): Promise<Answer> {
    if (request.method === 'OPTIONS') return { status: 204 };
    if (url.pathname.startsWith('/stripe/')) return stripe(request, url);
    if (url.pathname === LOCAL_OUTBOX_PATH) return answerOrError(() => outbox(request.method, url));
    const route = routeOf(request.method, url.pathname);
    if (!('handle' in route)) return route;
    try {
      const caller = bearers.callerOf(request.headers.authorization);
      if (!caller && route.token === 'required') {
        throw new AppError('api/unauthorized', 'This call needs a bearer token.');
      }
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const body = await readJsonBody(request);
      const query = url.searchParams;
      const language = languageOfAcceptLanguage(request.headers['accept-language']);
      const api = apiFor(caller, language);
      const { pathId } = keyOf(url.pathname);
      return await route.handle({
        api,
        gifts: giftsFor(caller, language),
        caller,
        body,
        query,
        pathId,
        effects,
        idempotencyKey,
        idempotent,
        countClientAttempt: (limit) => limits.count(request.socket.remoteAddress ?? '', limit),
      });
    } catch (error) {
      return errorAnswer(error);
    }
  }

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://api.invalid');
    const answer = await answerOf(request, url);
    const cors = corsHeaders(request.headers.origin, origins, request.method === 'OPTIONS');
    writeAnswer(response, answer, cors);
    const path = loggedPath(url.pathname);
    log(`${request.method} ${path} ${answer.status} ${Date.now() - started} ms`);
  };
}
