import { EU_COUNTRIES } from './catalogue';
/**
 * Tracking waits for consent where the law asks (DESIGN.md, "Trust"): visitors from the UK, the EU
 * and the rest of the European Economic Area are asked before any tracking event is sent; everyone
 * else is tracked unless they opt out ("Your privacy choices").
 */

/** The EU's 27 members, the EEA's three others (Iceland, Liechtenstein, Norway) and the UK. */
export const ASK_FIRST_COUNTRIES: readonly string[] = [...EU_COUNTRIES, 'IS', 'LI', 'NO', 'GB'];

/** How a visitor's consent works: asked before any event, or tracked until they opt out. */
export type ConsentRegime = 'ask-first' | 'opt-out';

/** What the visitor chose: tracking granted or denied. */
export type TrackingChoice = 'granted' | 'denied';

/** The regime of a country (ISO 3166 alpha-2, any case; Greece also as 'EL', the EU's own code). */
export function consentRegime(country: string): ConsentRegime {
  const code = country.trim().toUpperCase();
  const known: readonly string[] = ASK_FIRST_COUNTRIES;
  return known.includes(code) || code === 'EL' || code === 'UK' ? 'ask-first' : 'opt-out';
}

/** Whether an event may be sent now: with consent where it is asked for, else unless refused. */
export function mayTrack(regime: ConsentRegime, choice: TrackingChoice | null): boolean {
  return regime === 'ask-first' ? choice === 'granted' : choice !== 'denied';
}

/** Whether the visitor must still be asked: a visitor who must be asked first and has not chosen. */
export function mustAsk(regime: ConsentRegime, choice: TrackingChoice | null): boolean {
  return regime === 'ask-first' && choice === null;
}

/** A kept choice read back; anything else is no choice. */
export function parseTrackingChoice(value: unknown): TrackingChoice | null {
  return value === 'granted' || value === 'denied' ? value : null;
}
