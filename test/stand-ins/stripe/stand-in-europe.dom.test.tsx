/**
 * Europe's ways to pay in the stand-in for Stripe.js, on the real Stripe adapter and the local API
 * server: with a price in euros the Payment Element offers SEPA Direct Debit (an IBAN, confirmed
 * as processing) and the bank redirects (the page leaves for the bank's page) beside the card.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentConfirmer } from '../../../src/application/ports/payments';
import { createStripePaymentForm } from '../../../src/adapters/stripe/StripePaymentForm';
import { InMemoryIdentityProvider } from '../../../src/demo/in-memory-identity-provider';
import { startApiServer, type ApiServer } from '../../../tools/api-server/server';
import { installLocalStripe } from '../../../tools/stand-ins/stripe/stand-in';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';
import { renderWithI18n } from '../../support/render-with-i18n';

const RETURN_URL = 'http://localhost/payment-successful';

let api: ApiServer;
let navigate: jest.Mock<void, [string]>;

// Stripe.js's loader keeps the first window.Stripe it found: one stand-in and one server for all.
beforeAll(async () => {
  api = await startApiServer({ emulator: null });
  installLocalStripe(window, {
    apiOrigin: new URL(api.url).origin,
    navigate: (url) => navigate(url),
  });
});

beforeEach(() => {
  navigate = jest.fn<void, [string]>();
});

afterEach(() => {
  document.body.replaceChildren();
});

afterAll(async () => {
  delete window.Stripe;
  await api.close();
});

/** A checkout's client secret, as the portal gets one: signed in, through the REST API. */
async function checkoutSecret(productId: string): Promise<string> {
  const identity = new InMemoryIdentityProvider(api.world);
  await identity.signIn(DEMO_ACCOUNTS.free.email, DEMO_PASSWORD);
  const response = await fetch(new URL('users/me/checkout-session', api.url), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await identity.idToken({ refresh: false })}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ productId, automaticTax: false }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { clientSecret: string }).clientSecret;
}

/** The real adapter's payment form over the stand-in, once it handed the page its confirmer. */
async function paymentForm(productId: string): Promise<PaymentConfirmer> {
  const clientSecret = await checkoutSecret(productId);
  const StripePaymentForm = createStripePaymentForm({ publishableKey: 'pk_test_local' });
  const onReady = jest.fn<void, [PaymentConfirmer]>();
  renderWithI18n(<StripePaymentForm clientSecret={clientSecret} onReady={onReady} />);
  await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
  const confirmer = onReady.mock.calls[0]?.[0];
  if (!confirmer) throw new Error('The payment form handed no confirmer.');
  return confirmer;
}

const methods = () => screen.getByRole('group', { name: 'Payment method' });

test('a price in dollars: the card alone, no choice of method', async () => {
  await paymentForm('monthly');

  expect(screen.getByLabelText('Card number')).toBeVisible();
  expect(screen.queryByRole('group', { name: 'Payment method' })).not.toBeInTheDocument();
});

test('a price in euros: the card first, then SEPA Direct Debit and the banks', async () => {
  await paymentForm('monthly_eu');

  const radios = within(methods()).getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
    'Card',
    'SEPA Direct Debit',
    'iDEAL | Wero',
    'Bancontact',
  ]);
  expect(within(methods()).getByRole('radio', { name: 'Card' })).toBeChecked();
  expect(screen.getByLabelText('Card number')).toBeVisible();
});

test('SEPA Direct Debit: an IBAN checked before it leaves, then processing at the bank', async () => {
  const confirmer = await paymentForm('monthly_eu');
  const user = userEvent.setup({ delay: null });

  await user.click(within(methods()).getByRole('radio', { name: 'SEPA Direct Debit' }));
  expect(screen.queryByLabelText('Card number')).not.toBeVisible();
  const iban = screen.getByRole('textbox', { name: 'IBAN' });
  await user.type(iban, 'DE8937040044');
  await expect(confirmer.confirm(RETURN_URL)).rejects.toMatchObject({
    code: 'payments/incomplete',
  });
  expect(iban).toHaveAccessibleDescription('Your IBAN is incomplete.');

  await user.type(iban, '0532013000');
  expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(confirmer.confirm(RETURN_URL)).resolves.toEqual({
    status: 'processing',
    paymentMethodId: expect.stringMatching(/^pm_local_/u) as string,
  });
  expect(navigate).not.toHaveBeenCalled();
});

test('iDEAL: confirming leaves for the bank’s page with the return URL', async () => {
  // Another order than the debit's, which the bank still has.
  const confirmer = await paymentForm('yearly_eu');
  const user = userEvent.setup({ delay: null });

  await user.click(within(methods()).getByRole('radio', { name: 'iDEAL | Wero' }));
  expect(screen.getByText(/sent to your bank to authorize the payment/u)).toBeVisible();
  void confirmer.confirm(RETURN_URL);

  await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  const bank = new URL(navigate.mock.calls[0]?.[0] ?? '');
  expect(bank.pathname).toBe('/stripe/bank');
  expect(bank.searchParams.get('return_url')).toBe(RETURN_URL);
});
