import { AppError, isAppError, type ErrorCode } from '../../domain/errors';
import type { IdTokenSource } from '../../application/ports/identity-provider';
import { apiBase, apiUrl } from './api-url';
import { bearerToken, type Bearer } from './bearer-token';
import { errorOfAnswer } from './http-errors';
import { parseJson } from './json-shape';
import {
  DEFAULT_RETRY,
  delayBeforeRetry,
  realWait,
  type FailedAttempt,
  type RetryPolicy,
  type Wait,
} from './retry';

/** The part of fetch the adapter uses; `globalThis.fetch` is one. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  /** Relative to the base URL. */
  path: string;
  /** Parameters; a null one is left out. */
  query?: Record<string, string | null>;
  /** Sent as JSON when present. */
  body?: unknown;
  /** Whether the signed-in user's ID token must go along, or only when someone is signed in. */
  bearer: Bearer;
  /** Codes an error body may name to narrow the status' code (see http-errors.ts). */
  expected?: readonly ErrorCode[];
  /**
   * Sent as the Idempotency-Key header, the same on every attempt. The API answers a repeated key
   * with its first answer, so a request that has one is retried like a GET.
   */
  idempotencyKey?: string;
}

export interface HttpClientOptions {
  baseUrl: string;
  /** The limit of each attempt, answer included. */
  timeoutMs: number;
  fetch: FetchLike;
  /** The signed-in user's ID tokens, sent as the bearer. */
  tokens: IdTokenSource;
  /** When a GET, or a request with an idempotency key, is tried again; DEFAULT_RETRY unless given. */
  retry?: RetryPolicy;
  /** How the client waits between attempts; a timer unless given. */
  wait?: Wait;
  /** A number in [0, 1), as Math.random gives, for the jitter of the backoff. */
  random?: () => number;
  /**
   * The portal's language now ('de'), sent as Accept-Language with every request: the API writes
   * the e-mails a call causes in it (docs/backend-contract.md). None unless given.
   */
  language?: () => string;
}

type Attempt = { ok: true; text: string } | ({ ok: false } & FailedAttempt);

function headersOf(
  request: HttpRequest,
  token: string | null,
  language: string | null,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (language) headers['Accept-Language'] = language;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (request.idempotencyKey !== undefined) headers['Idempotency-Key'] = request.idempotencyKey;
  return headers;
}

function initOf(request: HttpRequest, token: string | null, language: string | null): RequestInit {
  return {
    method: request.method,
    headers: headersOf(request, token, language),
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    // A redirect could carry the token elsewhere: it is an answer, not something to follow.
    redirect: 'manual',
    credentials: 'omit',
    cache: 'no-store',
  };
}

/** A POST, PATCH or DELETE tried twice could act twice; a key makes the API answer the repeat. */
function mayRetry(request: HttpRequest): boolean {
  return request.method === 'GET' || request.idempotencyKey !== undefined;
}

/** Rejects once the signal aborts, so a fetch that ignores the signal still times out. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
}

function failed(error: AppError, response?: Response): Attempt {
  return {
    ok: false,
    error,
    status: response?.status ?? null,
    retryAfter: response?.headers.get('Retry-After') ?? null,
  };
}

/**
 * JSON over fetch against one API: its base, its timeout, its bearer tokens, its error statuses,
 * its retries.
 */
export class HttpClient {
  private readonly base: URL;
  private readonly timeoutMs: number;
  private readonly fetch: FetchLike;
  private readonly tokens: IdTokenSource;
  private readonly retry: RetryPolicy;
  private readonly wait: Wait;
  private readonly random: () => number;
  private readonly language: () => string | null;

  constructor({
    baseUrl,
    timeoutMs,
    fetch,
    tokens,
    retry = DEFAULT_RETRY,
    wait = realWait,
    random = Math.random,
    language,
  }: HttpClientOptions) {
    if (!(timeoutMs > 0)) throw new RangeError(`The timeout must be positive: ${timeoutMs}`);
    this.base = apiBase(baseUrl);
    this.timeoutMs = timeoutMs;
    // Called as a plain function: a browser's fetch refuses to run as a method of another object.
    this.fetch = (url, init) => fetch(url, init);
    this.tokens = tokens;
    this.retry = retry;
    this.wait = wait;
    this.random = random;
    this.language = language ?? (() => null);
  }

  /** Sends the request; the answer's body is not used. */
  async send(request: HttpRequest): Promise<void> {
    await this.exchange(request);
  }

  /** Sends the request and hands back its answer, parsed from JSON. */
  async json(request: HttpRequest): Promise<unknown> {
    return parseJson(await this.exchange(request), `${request.method} ${request.path}`);
  }

  /** The answer's text once an attempt succeeded; the last attempt's AppError otherwise. */
  private async exchange(request: HttpRequest): Promise<string> {
    const url = apiUrl(this.base, request.path, request.query).href;
    const token = await bearerToken(this.tokens, request.bearer, false);
    let outcome = await this.withRetries(request, url, token);
    // The token expired or was revoked since the provider handed it out: one fresh token, one
    // more try. The refused request changed nothing, so even a PATCH may go again.
    if (!outcome.ok && outcome.status === 401 && token !== null) {
      const fresh = await bearerToken(this.tokens, 'required', true);
      outcome = await this.withRetries(request, url, fresh);
    }
    if (outcome.ok) return outcome.text;
    throw outcome.error;
  }

  /** Attempts with this token until one succeeds or the retry policy gives up; the last one. */
  private async withRetries(
    request: HttpRequest,
    url: string,
    token: string | null,
  ): Promise<Attempt> {
    const what = `${request.method} ${request.path}`;
    const init = initOf(request, token, this.language());
    const retries = mayRetry(request) ? this.retry.delaysMs.length : 0;
    for (let retry = 0; ; retry += 1) {
      const attempt = await this.attempt(url, init, request.expected ?? [], what);
      if (attempt.ok) return attempt;
      const delay =
        retry < retries ? delayBeforeRetry(this.retry, retry, attempt, this.random) : null;
      if (delay === null) return attempt;
      await this.wait(delay);
    }
  }

  /** One fetch within the timeout; every failure becomes an AppError. */
  private async attempt(
    url: string,
    init: RequestInit,
    expected: readonly ErrorCode[],
    what: string,
  ): Promise<Attempt> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const work = async (): Promise<Attempt> => {
        const response = await this.fetch(url, { ...init, signal: controller.signal });
        const text = await response.text();
        if (response.ok) return { ok: true, text };
        return failed(errorOfAnswer(response.status, text, expected, what), response);
      };
      return await Promise.race([work(), whenAborted(controller.signal)]);
    } catch (error) {
      if (isAppError(error)) return failed(error);
      if (controller.signal.aborted) {
        return failed(
          new AppError('network/timeout', `${what} took longer than ${this.timeoutMs} ms.`),
        );
      }
      const reason = error instanceof Error ? `: ${error.message}` : '.';
      return failed(
        new AppError('network/unavailable', `${what} could not reach the API${reason}`),
      );
    } finally {
      clearTimeout(timer);
    }
  }
}
