import { AppError, isAppError, type ErrorCode } from '../../domain/errors';
import { apiBase, apiUrl } from './api-url';
import { errorOfAnswer } from './http-errors';
import { parseJson } from './json-shape';

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
  /** The bearer token; null sends no Authorization header. */
  token: string | null;
  /** Codes an error body may name to narrow the status' code (see http-errors.ts). */
  expected?: readonly ErrorCode[];
}

export interface HttpClientOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch: FetchLike;
}

function headersOf(request: HttpRequest): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.token !== null) headers.Authorization = `Bearer ${request.token}`;
  return headers;
}

/** Rejects once the signal aborts, so a fetch that ignores the signal still times out. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
}

/** JSON over fetch against one API: its base, its timeout, its error statuses. */
export class HttpClient {
  private readonly base: URL;
  private readonly timeoutMs: number;
  private readonly fetch: FetchLike;

  constructor({ baseUrl, timeoutMs, fetch }: HttpClientOptions) {
    if (!(timeoutMs > 0)) throw new RangeError(`The timeout must be positive: ${timeoutMs}`);
    this.base = apiBase(baseUrl);
    this.timeoutMs = timeoutMs;
    // Called as a plain function: a browser's fetch refuses to run as a method of another object.
    this.fetch = (url, init) => fetch(url, init);
  }

  /** Sends the request; the answer's body is not used. */
  async send(request: HttpRequest): Promise<void> {
    await this.exchange(request);
  }

  /** Sends the request and hands back its answer, parsed from JSON. */
  async json(request: HttpRequest): Promise<unknown> {
    return parseJson(await this.exchange(request), `${request.method} ${request.path}`);
  }

  /** The answer's text once it succeeded; an AppError for every failure. */
  private async exchange(request: HttpRequest): Promise<string> {
    const what = `${request.method} ${request.path}`;
    const url = apiUrl(this.base, request.path, request.query);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const work = async () => {
        const response = await this.fetch(url.href, {
          method: request.method,
          headers: headersOf(request),
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: controller.signal,
          // A redirect could carry the token elsewhere: it is an answer, not something to follow.
          redirect: 'manual',
          credentials: 'omit',
          cache: 'no-store',
        });
        const text = await response.text();
        if (!response.ok) {
          throw errorOfAnswer(response.status, text, request.expected ?? [], what);
        }
        return text;
      };
      return await Promise.race([work(), whenAborted(controller.signal)]);
    } catch (error) {
      if (isAppError(error)) throw error;
      if (controller.signal.aborted) {
        throw new AppError('network/timeout', `${what} took longer than ${this.timeoutMs} ms.`);
      }
      const reason = error instanceof Error ? `: ${error.message}` : '.';
      throw new AppError('network/unavailable', `${what} could not reach the API${reason}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
