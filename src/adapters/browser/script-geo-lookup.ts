import { DEFAULT_COUNTRY } from '../../domain/catalogue';
import type { GeoLookup } from '../../application/ports/geo';

export interface ScriptGeoLookupOptions {
  /** GEO_LOOKUP_URL: a service that answers with the visitor's country. */
  url: string;
  /** How long the visitor waits for an answer before counting as US. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** The answer's fields that may hold the code, best first (`country` is a name in some services). */
const CODE_FIELDS = ['countryCode', 'country_code', 'country'] as const;

const ALPHA_2 = /^[A-Za-z]{2}$/u;
/**
 * Codes that are not a country: ISO's user-assigned ones (services answer XX or ZZ for "unknown")
 * and the regions some services give (EU, AP).
 */
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|AP|UN)$/u;

/**
 * The visitor's country from the geo-lookup service at GEO_LOOKUP_URL, fetched once and kept.
 * It understands the common answers: JSON with `countryCode`, `country_code` or `country`
 * ({ "country": "GB" }), a Cloudflare trace (`loc=GB`) or the bare code. Any failure, be it a
 * timeout, a network error, a non-2xx status or an answer without a country, means US; failures
 * are not kept, so a later call asks again.
 */
export class ScriptGeoLookup implements GeoLookup {
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof globalThis.fetch;
  private known: Promise<string | null> | null = null;

  constructor({
    url,
    timeoutMs = 3000,
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
    const country = await lookup;
    if (country === null && this.known === lookup) this.known = null;
    return country ?? DEFAULT_COUNTRY;
  }

  /** The country, or null when the service failed to name one. Never rejects. */
  private async lookUp(): Promise<string | null> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(null);
      }, this.timeoutMs);
    });
    try {
      // The race also covers a fetch that ignores the signal.
      return await Promise.race([this.request(controller.signal), timedOut]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private async request(signal: AbortSignal): Promise<string | null> {
    const fetch = this.fetch;
    const response = await fetch(this.url, {
      signal,
      credentials: 'omit',
      headers: { Accept: 'application/json, text/plain;q=0.9, */*;q=0.8' },
    });
    if (!response.ok) return null;
    return countryIn(await response.text());
  }
}

/** The country code an answer names, upper-cased, or null. */
export function countryIn(body: string): string | null {
  const text = body.trim();
  const fromJson = codeInJson(parseJson(text));
  if (fromJson !== undefined) return fromJson;
  const trace = /^loc=(.*)$/mu.exec(text);
  if (trace) return asCountry(trace[1]);
  return asCountry(text);
}

/** undefined when the answer is not JSON at all, so the other shapes get their turn. */
function codeInJson(json: unknown): string | null | undefined {
  if (json === undefined) return undefined;
  if (typeof json === 'string') return asCountry(json);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const record = json as Record<string, unknown>;
  for (const field of CODE_FIELDS) {
    const code = asCountry(record[field]);
    if (code) return code;
  }
  return null;
}

function asCountry(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return ALPHA_2.test(code) && !NOT_A_COUNTRY.test(code) ? code : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
