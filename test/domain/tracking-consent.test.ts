import {
  ASK_FIRST_COUNTRIES,
  consentOnArrival,
  consentRegime,
  mayTrack,
  mustAsk,
  parseTrackingChoice,
} from '../../src/domain/tracking-consent';

describe('tracking consent', () => {
  test('the UK, the 27 members of the EU and the EEA’s three others are asked first', () => {
    expect(ASK_FIRST_COUNTRIES).toHaveLength(31);
    expect(new Set(ASK_FIRST_COUNTRIES).size).toBe(31);
    for (const country of ['GB', 'DE', 'FR', 'ES', 'IE', 'PL', 'NO', 'IS', 'LI', 'HR', 'CY']) {
      expect(consentRegime(country)).toBe('ask-first');
    }
  });

  test('any case and the EU’s own codes for Greece and the UK count', () => {
    expect(consentRegime('de')).toBe('ask-first');
    expect(consentRegime(' gb ')).toBe('ask-first');
    expect(consentRegime('EL')).toBe('ask-first');
    expect(consentRegime('UK')).toBe('ask-first');
  });

  test('everyone else is tracked until they opt out', () => {
    for (const country of ['US', 'CA', 'CH', 'AU', ' us ']) {
      expect(consentRegime(country)).toBe('opt-out');
    }
  });

  test('a country nobody knows is its own regime: no answer, or an answer that names no country', () => {
    for (const country of [null, '', ' ', 'XX', 'ZZ', 'EU', 'AP', 'USA', 'U1', '42']) {
      expect(consentRegime(country)).toBe('unknown');
    }
  });

  test('consent fails closed: an unknown country is asked, and tracked only after a grant', () => {
    expect(mustAsk('unknown', null)).toBe(true);
    expect(mustAsk('unknown', 'granted')).toBe(false);
    expect(mustAsk('unknown', 'denied')).toBe(false);
    expect(mayTrack('unknown', null)).toBe(false);
    expect(mayTrack('unknown', 'denied')).toBe(false);
    expect(mayTrack('unknown', 'granted')).toBe(true);
  });

  test('"granted" on arrival only for a choice made, or a country known to need none', () => {
    expect(consentOnArrival('opt-out', null)).toBe('granted');
    expect(consentOnArrival('ask-first', null)).toBeNull();
    expect(consentOnArrival('unknown', null)).toBeNull();
    for (const regime of ['ask-first', 'opt-out', 'unknown'] as const) {
      expect(consentOnArrival(regime, 'granted')).toBe('granted');
      expect(consentOnArrival(regime, 'denied')).toBe('denied');
    }
  });

  test('asked first: only a grant tracks; opt-out: only a refusal stops it', () => {
    expect(mayTrack('ask-first', null)).toBe(false);
    expect(mayTrack('ask-first', 'denied')).toBe(false);
    expect(mayTrack('ask-first', 'granted')).toBe(true);
    expect(mayTrack('opt-out', null)).toBe(true);
    expect(mayTrack('opt-out', 'granted')).toBe(true);
    expect(mayTrack('opt-out', 'denied')).toBe(false);
  });

  test('only a visitor asked first who has not chosen must be asked', () => {
    expect(mustAsk('ask-first', null)).toBe(true);
    expect(mustAsk('ask-first', 'denied')).toBe(false);
    expect(mustAsk('opt-out', null)).toBe(false);
  });

  test('a kept choice reads back; anything else is none', () => {
    expect(parseTrackingChoice('granted')).toBe('granted');
    expect(parseTrackingChoice('denied')).toBe('denied');
    for (const other of [null, undefined, 'yes', 1, {}])
      expect(parseTrackingChoice(other)).toBeNull();
  });
});
