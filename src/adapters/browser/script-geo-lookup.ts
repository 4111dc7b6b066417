import { countryCode } from '../../domain/country-code';
import { AppError, isAppError } from '../../domain/errors';
import type { GeoLookup } from '../../application/ports/geo';

export interface ScriptGeoLookupOptions {
  /** GEO_LOOKUP_URL: a service that answers with the visitor's country. */
  url: string;
  /** How long the page waits for an answer before the country counts as unknown. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * How long a page waits for the visitor's country by default. A geo service answers within a few
 * hundred milliseconds; past two seconds the visitor has begun to read, and is better asked about
 * tracking (their country unknown) and shown US prices than kept waiting for either.
 */
const TIME_LIMIT_MS = 2000;

/** The answer's fields that may hold the code, best first (`country` is a name in some services). */
const CODE_FIELDS = ['countryCode', 'country_code', 'country'] as const;

/**
 * The visitor's country from the geo-lookup service at GEO_LOOKUP_URL, fetched once and kept.
 * It understands the common answers: JSON with `countryCode`, `country_code` or `country`
 * ({ "country": "GB" }), a Cloudflare trace (`loc=GB`) or the bare code. Any failure rejects with
 * a typed error, and the caller decides what an unknown country means (the plans: US prices; the
 * consent: the visitor is asked): a timeout is `network/timeout`, a network error or a non-2xx
 * status `network/unavailable`, an answer that names no country `api/invalid-response`. Failures
 * are not kept, so a later call asks again.
 */
export class ScriptGeoLookup implements GeoLookup {
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof globalThis.fetch;
  private known: Promise<string> | null = null;

  constructor({
    url,
    timeoutMs = TIME_LIMIT_MS,
    // Resolved on each call, and called without a receiver: fetch detached from window throws.
    fetch = (input, init) => globalThis.fetch(input, init),
  }: ScriptGeoLookupOptions) {
    this.url = url;
    this.timeoutMs = timeoutMs;
    this.fetch = fetch;
  }

  async country(): Promise<string> {
    // Calls made while a lookup runs share it; a found country is kept for the page's lifetime.
    const lookup = (this.known ??= this.lookUp());
    try {
      return await lookup;
    } catch (error) {
      if (this.known === lookup) this.known = null;
      throw error;
    }
  }

  private async lookUp(): Promise<string> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new AppError('network/timeout', `No country within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
    });
    try {
      // The race also covers a fetch that ignores the signal.
      return await Promise.race([this.request(controller.signal), timedOut]);
    } catch (error) {
      if (isAppError(error)) throw error;
      throw new AppError('network/unavailable', `The geo lookup failed: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  private async request(signal: AbortSignal): Promise<string> {
    const fetch = this.fetch;
    const response = await fetch(this.url, {
      signal,
      credentials: 'omit',
      headers: { Accept: 'application/json, text/plain;q=0.9, */*;q=0.8' },
    });
    if (!response.ok) {
      throw new AppError('network/unavailable', `The geo lookup answered ${response.status}`);
    }
    const country = countryIn(await response.text());
    if (country === null) throw new AppError('api/invalid-response', 'The answer names no country');
    return country;
  }
}

/** The country code an answer names, upper-cased, or null. */
export function countryIn(body: string): string | null {
  const text = body.trim();
  const fromJson = codeInJson(parseJson(text));
  if (fromJson !== undefined) return fromJson;
  const trace = /^loc=(.*)$/mu.exec(text);
  if (trace) return countryCode(trace[1]);
  return countryCode(text);
}

/** undefined when the answer is not JSON at all, so the other shapes get their turn. */
function codeInJson(json: unknown): string | null | undefined {
  if (json === undefined) return undefined;
  if (typeof json === 'string') return countryCode(json);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const record = json as Record<string, unknown>;
  for (const field of CODE_FIELDS) {
    const code = countryCode(record[field]);
    if (code) return code;
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
