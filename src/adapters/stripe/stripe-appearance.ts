import type { Appearance, StripePaymentElementOptions } from '@stripe/stripe-js';
import type { Theme } from '../../ui/kit/theme';

/**
 * The colours of src/ui/shared/styles/tokens.css in each theme. Stripe cannot read the page's CSS custom
 * properties, so they are repeated here (test/adapters/stripe/stripe-appearance.test.ts keeps the
 * two the same).
 */
export const STRIPE_COLOURS = {
  light: {
    primary: '#2d4a7a',
    surface: '#ffffff',
    text: '#1f2430',
    textMuted: '#545b69',
    border: '#d9d4c9',
    borderStrong: '#8a8576',
    danger: '#a3262b',
    success: '#1e6b47',
    focus: '#1a5fd0',
  },
  dark: {
    primary: '#a6c1f0',
    surface: '#191d26',
    text: '#ecebe7',
    textMuted: '#aab1bf',
    border: '#363d4b',
    borderStrong: '#828a9b',
    danger: '#ff9b9b',
    success: '#7ad6a6',
    focus: '#8fb6ff',
  },
} as const satisfies Record<Theme, Record<string, string>>;

/**
 * The portal's calm look inside Stripe's iframe, in the page's theme: Stripe's own 'stripe' or
 * 'night' theme, with the portal's colours over it.
 */
export function stripeAppearance(theme: Theme): Appearance {
  const colour = STRIPE_COLOURS[theme];
  return {
    theme: theme === 'dark' ? 'night' : 'stripe',
    variables: {
      colorPrimary: colour.primary,
      colorBackground: colour.surface,
      colorText: colour.text,
      colorTextSecondary: colour.textMuted,
      colorTextPlaceholder: colour.textMuted,
      colorDanger: colour.danger,
      colorSuccess: colour.success,
      colorIcon: colour.textMuted,
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
      fontSizeBase: '16px',
      fontLineHeight: '1.5',
      spacingUnit: '4px',
      borderRadius: '6px',
      focusOutline: `3px solid ${colour.focus}`,
    },
    rules: {
      '.AccordionItem': {
        borderColor: colour.border,
        borderRadius: '12px',
        boxShadow: 'none',
      },
      '.Input': {
        borderColor: colour.borderStrong,
        boxShadow: 'none',
      },
      '.Input:focus': {
        borderColor: colour.focus,
        boxShadow: `0 0 0 1px ${colour.focus}`,
      },
      '.Input--invalid': {
        borderColor: colour.danger,
        boxShadow: 'none',
      },
      '.Label': {
        color: colour.text,
        fontWeight: '600',
      },
      '.Error': {
        color: colour.danger,
      },
    },
  };
}

/** The wallets' buttons: black on the light theme, white on the dark one, as Apple and Google ask. */
export function walletButtonTheme(theme: Theme) {
  return theme === 'dark'
    ? ({ applePay: 'white', googlePay: 'white' } as const)
    : ({ applePay: 'black', googlePay: 'black' } as const);
}

/** SPEC.md: the payment layout is an accordion, expanded. */
export const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = {
  layout: { type: 'accordion', defaultCollapsed: false },
};
