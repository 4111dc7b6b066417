import { EU_COUNTRIES } from './eu-countries';
import { countryCode } from './country-code';
/**
 * Tracking waits for consent where the law asks (DESIGN.md, "Trust"): visitors from the UK, the EU
 * and the rest of the European Economic Area are asked before any tracking event is sent; everyone
 * else is tracked unless they opt out ("Your privacy choices"). Consent fails closed: a visitor
 * whose country is unknown (the lookup failed, was too slow, or answered no country) is asked, as a
 * UK or EU visitor is.
 */

/** The EU's 27 members, the EEA's three others (Iceland, Liechtenstein, Norway) and the UK. */
export const ASK_FIRST_COUNTRIES: readonly string[] = [...EU_COUNTRIES, 'IS', 'LI', 'NO', 'GB'];

/**
 * How a visitor's consent works: asked before any event (`ask-first`), tracked until they opt out
 * (`opt-out`), or, where their country is unknown, asked before any event as well (`unknown`).
 */
export type ConsentRegime = 'ask-first' | 'opt-out' | 'unknown';

/** What the visitor chose: tracking granted or denied. */
export type TrackingChoice = 'granted' | 'denied';

/**
 * The regime of a country (ISO 3166 alpha-2, any case; Greece also as 'EL', the EU's own code);
 * null, or anything that names no country, is `unknown`.
 */
export function consentRegime(country: string | null): ConsentRegime {
  const code = countryCode(country);
  if (code === null) return 'unknown';
  const known: readonly string[] = ASK_FIRST_COUNTRIES;
  return known.includes(code) || code === 'EL' || code === 'UK' ? 'ask-first' : 'opt-out';
}

/** Whether nothing may be tracked before the visitor says yes: the law asks, or nobody knows. */
function asksFirst(regime: ConsentRegime): boolean {
  return regime !== 'opt-out';
}

/** Whether an event may be sent now: with consent where it is asked for, else unless refused. */
export function mayTrack(regime: ConsentRegime, choice: TrackingChoice | null): boolean {
  return asksFirst(regime) ? choice === 'granted' : choice !== 'denied';
}

/** Whether the visitor must still be asked: a visitor who must be asked first and has not chosen. */
export function mustAsk(regime: ConsentRegime, choice: TrackingChoice | null): boolean {
  return asksFirst(regime) && choice === null;
}

/**
 * What the tags are told as a page opens, before the visitor chooses anything on it: their kept
 * choice, or "granted" only for a country known to need no consent. Null: nothing is told, so
 * Consent Mode's defaults (all denied) stand, and nothing of Google is loaded.
 */
export function consentOnArrival(
  regime: ConsentRegime,
  kept: TrackingChoice | null,
): TrackingChoice | null {
  if (kept !== null) return kept;
  return regime === 'opt-out' ? 'granted' : null;
}

/** A kept choice read back; anything else is no choice. */
export function parseTrackingChoice(value: unknown): TrackingChoice | null {
  return value === 'granted' || value === 'denied' ? value : null;
}
