import { isSignInStale, RECENT_SIGN_IN_MINUTES } from '../../src/domain/recent-sign-in';

/** When the provider issued the token being read: its iat. */
const ISSUED_AT = '2026-11-21T09:30:00.000Z';

describe('isSignInStale: the provider’s clock alone (auth_time against iat)', () => {
  it('counts five minutes as recent', () => {
    expect(RECENT_SIGN_IN_MINUTES).toBe(5);
  });

  it.each([
    ['in the same second', ISSUED_AT],
    ['a minute before', '2026-11-21T09:29:00.000Z'],
    ['exactly five minutes before', '2026-11-21T09:25:00.000Z'],
    // Both times are the provider's, but a token may be read a moment after a reauthentication.
    ['a moment after', '2026-11-21T09:30:02.000Z'],
  ])('finds a sign-in %s the token was issued recent', (_label, signedInAt) => {
    expect(isSignInStale({ signedInAt, issuedAt: ISSUED_AT })).toBe(false);
  });

  it.each([
    ['five minutes and a second before', '2026-11-21T09:24:59.000Z'],
    ['the day before', '2026-11-20T09:30:00.000Z'],
    ['at an unreadable time', 'not a time'],
  ])('finds a sign-in %s the token was issued stale', (_label, signedInAt) => {
    expect(isSignInStale({ signedInAt, issuedAt: ISSUED_AT })).toBe(true);
  });

  it('finds a token issued at an unreadable time stale', () => {
    expect(isSignInStale({ signedInAt: ISSUED_AT, issuedAt: '' })).toBe(true);
  });

  it('reads no other clock: a sign-in a minute before its token is recent whatever the day', () => {
    // A device ten minutes fast, or a week behind, is not asked: only the two times count.
    for (const issuedAt of ['2026-11-21T09:40:00.000Z', '2030-01-01T00:00:00.000Z']) {
      const signedInAt = new Date(Date.parse(issuedAt) - 60_000).toISOString();
      expect(isSignInStale({ signedInAt, issuedAt })).toBe(false);
    }
  });
});
