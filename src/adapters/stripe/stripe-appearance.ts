import type { Appearance, StripePaymentElementOptions } from '@stripe/stripe-js';

/**
 * The portal's calm look inside Stripe's iframe. Stripe cannot read the page's CSS custom
 * properties, so the values of src/ui/styles/tokens.css are repeated here.
 */
export const STRIPE_APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#2d4a7a',
    colorBackground: '#ffffff',
    colorText: '#1f2430',
    colorTextSecondary: '#545b69',
    colorTextPlaceholder: '#545b69',
    colorDanger: '#a3262b',
    colorSuccess: '#1e6b47',
    colorIcon: '#545b69',
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSizeBase: '16px',
    fontLineHeight: '1.5',
    spacingUnit: '4px',
    borderRadius: '6px',
    focusOutline: '3px solid #1a5fd0',
  },
  rules: {
    '.AccordionItem': {
      borderColor: '#d9d4c9',
      borderRadius: '12px',
      boxShadow: 'none',
    },
    '.Input': {
      borderColor: '#8a8576',
      boxShadow: 'none',
    },
    '.Input:focus': {
      borderColor: '#1a5fd0',
      boxShadow: '0 0 0 1px #1a5fd0',
    },
    '.Input--invalid': {
      borderColor: '#a3262b',
      boxShadow: 'none',
    },
    '.Label': {
      color: '#1f2430',
      fontWeight: '600',
    },
    '.Error': {
      color: '#a3262b',
    },
  },
};

/** SPEC.md: the payment layout is an accordion, expanded. */
export const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = {
  layout: { type: 'accordion', defaultCollapsed: false },
};
