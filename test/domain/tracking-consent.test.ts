import {
  ASK_FIRST_COUNTRIES,
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
    for (const country of ['US', 'CA', 'CH', 'AU', '', 'XX']) {
      expect(consentRegime(country)).toBe('opt-out');
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
