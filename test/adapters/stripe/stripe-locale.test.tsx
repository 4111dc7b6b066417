/**
 * Stripe speaks the page's language (DESIGN.md, "Europe"): Elements are created with the page's
 * locale, and a switch of language reaches the open form without losing what was typed.
 */
import { act } from '@testing-library/react';
import { loadStripe } from '@stripe/stripe-js/pure';
import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import { createStripePaymentForm } from '../../../src/adapters/stripe/StripePaymentForm';
import { stripeLocaleOf } from '../../../src/adapters/stripe/stripe-locale';
import { switchLanguage } from '../../../src/ui/shared/i18n/language';
import { createTestI18n } from '../../support/test-i18n';
import { StubStripe } from './stub-stripe';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

async function renderIn(language: 'en' | 'de') {
  const stub = new StubStripe();
  jest.mocked(loadStripe).mockResolvedValue(stub.asStripe());
  const Form = createStripePaymentForm({ publishableKey: 'pk_test_portal' });
  const i18n = createTestI18n(language);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Form clientSecret={stub.server.issue('setup')} onReady={jest.fn()} />
      </I18nextProvider>,
    );
  });
  return { stub, i18n };
}

const localeOf = (options: unknown) => (options as { locale?: string } | undefined)?.locale;

test("Elements are created in the page's language", async () => {
  const { stub } = await renderIn('de');
  expect(localeOf(stub.elements.mock.calls[0]?.[0])).toBe('de');
});

test('a switch of language tells the open form, keeping what was typed', async () => {
  const { stub, i18n } = await renderIn('en');
  const group = stub.group;

  await act(async () => switchLanguage(i18n, 'fr'));

  expect(stub.elements).toHaveBeenCalledTimes(1);
  expect(localeOf(group.update.mock.calls.at(-1)?.[0])).toBe('fr');
});

test("a language Stripe is not told of is English; a region's tag is its language", () => {
  expect(stripeLocaleOf('es-MX')).toBe('es');
  expect(stripeLocaleOf('pt')).toBe('en');
  expect(stripeLocaleOf(undefined)).toBe('en');
});
