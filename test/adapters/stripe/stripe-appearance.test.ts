/**
 * Stripe's iframe cannot read the page's CSS: the appearance repeats the colours of tokens.css in
 * each theme, and these tests keep the two the same.
 */
import {
  STRIPE_COLOURS,
  stripeAppearance,
  walletButtonTheme,
} from '../../../src/adapters/stripe/stripe-appearance';
import { THEMES } from '../../support/theme-tokens';

const TOKEN_OF = {
  primary: '--color-primary',
  surface: '--color-surface',
  text: '--color-text',
  textMuted: '--color-text-muted',
  border: '--color-border',
  borderStrong: '--color-border-strong',
  danger: '--color-danger',
  success: '--color-success',
  focus: '--color-focus',
} as const;

describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
  test.each(Object.entries(TOKEN_OF))("Stripe's %s is tokens.css's %s", (name, token) => {
    expect(STRIPE_COLOURS[theme][name as keyof typeof TOKEN_OF]).toBe(THEMES[theme].get(token));
  });
});

test("light is Stripe's own 'stripe' theme in the portal's colours", () => {
  const appearance = stripeAppearance('light');
  expect(appearance.theme).toBe('stripe');
  expect(appearance.variables).toMatchObject({
    colorBackground: '#ffffff',
    colorText: '#1f2430',
    colorPrimary: '#2d4a7a',
  });
});

test("dark is Stripe's 'night' theme in the portal's dark colours, fields and labels too", () => {
  const appearance = stripeAppearance('dark');
  expect(appearance.theme).toBe('night');
  expect(appearance.variables).toMatchObject({
    colorBackground: STRIPE_COLOURS.dark.surface,
    colorText: STRIPE_COLOURS.dark.text,
    colorPrimary: STRIPE_COLOURS.dark.primary,
    colorDanger: STRIPE_COLOURS.dark.danger,
    focusOutline: `3px solid ${STRIPE_COLOURS.dark.focus}`,
  });
  expect(appearance.rules?.['.Input']).toMatchObject({
    borderColor: STRIPE_COLOURS.dark.borderStrong,
  });
  expect(appearance.rules?.['.Label']).toMatchObject({ color: STRIPE_COLOURS.dark.text });
});

test('the wallet buttons are black on light and white on dark, as Apple and Google ask', () => {
  expect(walletButtonTheme('light')).toEqual({ applePay: 'black', googlePay: 'black' });
  expect(walletButtonTheme('dark')).toEqual({ applePay: 'white', googlePay: 'white' });
});
