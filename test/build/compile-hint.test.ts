import { compiledWhole } from '../../build/plugins/compile-hint';

describe("V8's compile hint on the build's scripts", () => {
  test.each([
    'assets/main.0c42ac76b0.js',
    'assets/react.ca72de437c.js',
    'assets/state.007686a982.js',
    'assets/563.658d24a8c0.js',
    'assets/portal.f1643f3797.js',
    'assets/di.c8fc3735d1.js',
    'assets/page-membership.8306f1d8de.js',
    'assets/stripe-form.1a2b3c4d5e.js',
    'assets/demo-card-form.3cb487c9a9.js',
  ])('the app and its libraries: %s is compiled whole as it streams in', (asset) => {
    expect(compiledWhole(asset)).toBe(true);
  });

  test.each([
    ['the theme, run before the first paint', 'assets/theme.0303319fbe.js'],
    ['the loader, run before the first paint', 'assets/start.2e4c1fdb1a.js'],
    ['the Intl worker, never streamed', 'assets/intl-warm-up.da90224f6d.js'],
    ["Firebase's SDK, used in part", 'assets/firebase.e490f97fc5.js'],
    ["Firebase's core, loaded before it", 'assets/firebase-core.3c4ec741df.js'],
    ['the adapter that loads it for signing in', 'assets/firebase-auth.9f8e7d6c5b.js'],
    ['the one that loads it for a popup', 'assets/firebase-popup.9f8e7d6c5b.js'],
    ['a style sheet', 'assets/main.0c42ac76b0.css'],
    ['a source map', 'assets/main.0c42ac76b0.js.map'],
  ])('not %s (%s)', (_why, asset) => {
    expect(compiledWhole(asset)).toBe(false);
  });
});
