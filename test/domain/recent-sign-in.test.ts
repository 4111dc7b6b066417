import { isSignInStale, RECENT_SIGN_IN_MINUTES } from '../../src/domain/recent-sign-in';

const NOW = '2026-11-21T09:30:00.000Z';

describe('isSignInStale', () => {
  it('counts five minutes as recent', () => {
    expect(RECENT_SIGN_IN_MINUTES).toBe(5);
  });

  it.each([
    ['just now', NOW],
    ['a minute ago', '2026-11-21T09:29:00.000Z'],
    ['exactly five minutes ago', '2026-11-21T09:25:00.000Z'],
    // The provider's clock may run a little ahead of the device's.
    ['a moment in the future', '2026-11-21T09:30:02.000Z'],
  ])('finds a sign-in %s recent', (_label, signedInAt) => {
    expect(isSignInStale(signedInAt, NOW)).toBe(false);
  });

  it.each([
    ['five minutes and a second ago', '2026-11-21T09:24:59.000Z'],
    ['yesterday', '2026-11-20T09:30:00.000Z'],
    ['at an unreadable time', 'not a time'],
  ])('finds a sign-in %s stale', (_label, signedInAt) => {
    expect(isSignInStale(signedInAt, NOW)).toBe(true);
  });
});
