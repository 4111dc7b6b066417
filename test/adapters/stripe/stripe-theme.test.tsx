/**
 * Stripe's iframes cannot see the page's CSS: the Stripe form tells them the page's theme when
 * they are made, and again when the person (or the system) changes it.
 */
import { act } from '@testing-library/react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { ReactNode } from 'react';
import type { ExpressCheckout } from '../../../src/application/ports/payments';
import { createStripePaymentForm } from '../../../src/adapters/stripe/StripePaymentForm';
import { STRIPE_COLOURS } from '../../../src/adapters/stripe/stripe-appearance';
import { applyThemeChoice } from '../../../src/ui/kit/theme';
import { renderWithI18n } from '../../support/render-with-i18n';
import { StubStripe } from './stub-stripe';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

const root = document.documentElement;

/** The Stripe form, wallets above it when `express` is given, over a stub Stripe. */
async function renderForm(express?: ExpressCheckout<ReactNode>) {
  const stub = new StubStripe();
  jest.mocked(loadStripe).mockResolvedValue(stub.asStripe());
  const Form = createStripePaymentForm({ publishableKey: 'pk_test_portal' });
  await act(async () => {
    renderWithI18n(
      <Form clientSecret={stub.server.issue('setup')} onReady={jest.fn()} express={express} />,
    );
  });
  return stub;
}

/** A theme chosen in the footer, as the switch does it (the attribute on <html>). */
async function choose(theme: 'light' | 'dark' | 'system') {
  await act(async () => applyThemeChoice(theme));
}

const appearanceOf = (options: unknown) =>
  (options as { appearance: { theme: string; variables: Record<string, string> } }).appearance;

const EXPRESS: ExpressCheckout<ReactNode> = {
  schedule: null,
  words: {
    label: 'Mindful',
    description: 'A new card',
    trial: '',
    firstCharge: '',
    laterCharges: '',
  },
  managementUrl: 'https://portal.test/',
  terms: null,
  summary: null,
  email: 'sam.rivera@example.com',
  onConfirm: jest.fn(),
  onCancel: jest.fn(),
};

afterEach(() => {
  root.removeAttribute('data-theme');
});

test('a page in the light theme gets Stripe’s light look in the portal’s colours', async () => {
  const stub = await renderForm();
  const appearance = appearanceOf(stub.elements.mock.calls[0]?.[0]);
  expect(appearance.theme).toBe('stripe');
  expect(appearance.variables.colorBackground).toBe(STRIPE_COLOURS.light.surface);
});

test('a page chosen dark gets Stripe’s night theme in the portal’s dark colours', async () => {
  applyThemeChoice('dark');
  const stub = await renderForm();
  const appearance = appearanceOf(stub.elements.mock.calls[0]?.[0]);
  expect(appearance.theme).toBe('night');
  expect(appearance.variables).toMatchObject({
    colorBackground: STRIPE_COLOURS.dark.surface,
    colorText: STRIPE_COLOURS.dark.text,
    colorPrimary: STRIPE_COLOURS.dark.primary,
  });
});

test('a page whose system prefers dark gets the night theme too', async () => {
  const matchMedia = jest.fn((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)',
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  try {
    const stub = await renderForm();
    expect(appearanceOf(stub.elements.mock.calls[0]?.[0]).theme).toBe('night');
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});

test('a theme changed while the form is open repaints Stripe’s form, keeping what was typed', async () => {
  const stub = await renderForm();
  const group = stub.group;
  await choose('dark');
  expect(stub.elements).toHaveBeenCalledTimes(1); // the same form: nothing typed is lost
  expect(appearanceOf(group.update.mock.calls.at(-1)?.[0]).theme).toBe('night');
  await choose('light');
  expect(appearanceOf(group.update.mock.calls.at(-1)?.[0]).theme).toBe('stripe');
});

test('the wallet buttons are white on the dark theme and black on the light one', async () => {
  const stub = await renderForm(EXPRESS);
  const wallets = () => stub.group.created.filter((element) => element.type === 'expressCheckout');
  expect(wallets().at(-1)?.options).toMatchObject({
    buttonTheme: { applePay: 'black', googlePay: 'black' },
  });
  await choose('dark');
  expect(wallets().at(-1)?.options).toMatchObject({
    buttonTheme: { applePay: 'white', googlePay: 'white' },
  });
});
