/**
 * Europe's ways to pay at the local stand-in for Stripe's servers: with a price in euros the intent
 * offers SEPA Direct Debit, iDEAL | Wero and Bancontact beside the card; a debit is processing until
 * the bank settles it, a bank redirect waits at the bank's page and returns as Stripe's does.
 */
import { byUid } from '../../src/demo/demo-lookups';
import { DEBIT_PROCESSING_MS } from '../../src/demo/demo-bank-debits';
import { MovingClock } from '../support/clocks';
import type {
  LocalIntent,
  LocalPaymentMethod,
  LocalStripeError,
} from '../../tools/stand-ins/stripe/protocol';
import { startApiServer, type ApiServer } from '../../tools/api-server/server';

const RETURN_URL = 'http://localhost:8080/payment-successful?order=o-1';
const TEST_IBAN = 'DE89 3704 0044 0532 0130 00';

type Answer = { intent?: LocalIntent; redirectUrl?: string; error?: LocalStripeError };

let server: ApiServer;
let clock: MovingClock;

beforeEach(async () => {
  clock = new MovingClock();
  server = await startApiServer({ clock, emulator: null });
});

afterEach(async () => {
  await server.close();
});

async function checkoutSecret(productId: string): Promise<string> {
  const token = 'token-demo-free';
  server.world.change((draft) => {
    draft.tokens.push({ token, uid: 'demo-free' });
  });
  const response = await fetch(new URL('users/me/checkout-session', server.url), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ productId, automaticTax: false }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { clientSecret: string }).clientSecret;
}

async function confirm(clientSecret: string, paymentMethod: LocalPaymentMethod) {
  const response = await fetch(new URL('stripe/confirm', server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret, returnUrl: RETURN_URL, paymentMethod }),
  });
  return { status: response.status, answer: (await response.json()) as Answer };
}

async function retrieve(clientSecret: string): Promise<LocalIntent | undefined> {
  const query = new URLSearchParams({ client_secret: clientSecret });
  const response = await fetch(new URL(`stripe/intent?${query}`, server.url));
  return ((await response.json()) as Answer).intent;
}

function answerBank(clientSecret: string, outcome: 'complete' | 'fail') {
  return fetch(new URL('stripe/bank', server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, return_url: RETURN_URL, outcome }),
    redirect: 'manual',
  });
}

const subscription = () => byUid(server.world.state.profiles, 'demo-free')?.subscription;

describe('Europe’s ways to pay at the local stand-in for Stripe', () => {
  it('offers SEPA Direct Debit and the banks beside the card for a price in euros only', async () => {
    const euros = await checkoutSecret('monthly_eu');
    const dollars = await checkoutSecret('monthly');

    expect((await retrieve(euros))?.payment_method_types).toEqual(
      expect.arrayContaining(['card', 'sepa_debit', 'ideal', 'bancontact']),
    );
    expect((await retrieve(dollars))?.payment_method_types).toEqual(['card']);
    const { status, answer } = await confirm(dollars, { type: 'sepa_debit', iban: TEST_IBAN });
    expect(status).toBe(400);
    expect(answer.error?.code).toBe('payment_intent_incompatible_payment_method');
  });

  it('debits an IBAN: processing, refused a second confirmation, then succeeded and the member active', async () => {
    const secret = await checkoutSecret('monthly_eu');

    const { status, answer } = await confirm(secret, { type: 'sepa_debit', iban: TEST_IBAN });

    expect(status).toBe(200);
    expect(answer.redirectUrl).toBeUndefined();
    expect(answer.intent).toMatchObject({ status: 'processing', payment_method: /^pm_local_/u });
    expect(subscription()).toBeNull();
    const again = await confirm(secret, { type: 'sepa_debit', iban: TEST_IBAN });
    expect(again.answer.error?.message).toMatch(/status of processing/u);

    clock.advance(DEBIT_PROCESSING_MS);
    expect(await retrieve(secret)).toMatchObject({
      status: 'succeeded',
      payment_method: answer.intent?.payment_method,
    });
    expect(subscription()).toMatchObject({
      type: 'STRIPE',
      paymentOption: { type: 'sepa_debit', last4: '3000' },
    });
  });

  it('a debit the bank refuses after processing waits for another payment method', async () => {
    const secret = await checkoutSecret('monthly_eu');
    await confirm(secret, { type: 'sepa_debit', iban: 'DE62 3704 0044 0532 0130 01' });

    clock.advance(DEBIT_PROCESSING_MS);

    expect(await retrieve(secret)).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'setup_intent_setup_attempt_failed' },
    });
    expect(subscription()).toBeNull();
    const again = await confirm(secret, { type: 'sepa_debit', iban: TEST_IBAN });
    expect(again.answer.intent?.status).toBe('processing');
  });

  it('refuses an IBAN that is not one, as the Payment Element’s own check does', async () => {
    const secret = await checkoutSecret('monthly_eu');

    const { status, answer } = await confirm(secret, { type: 'sepa_debit', iban: 'DE89 3704' });

    expect(status).toBe(400);
    expect(answer.error).toEqual({
      type: 'validation_error',
      code: 'incomplete_iban',
      message: 'Your IBAN is incomplete.',
    });
  });

  it('sends iDEAL to the bank’s page, which returns as Stripe does and starts the subscription', async () => {
    const secret = await checkoutSecret('monthly_eu');

    const { answer } = await confirm(secret, { type: 'ideal' });

    expect(answer.intent?.status).toBe('requires_action');
    const bankUrl = new URL(answer.redirectUrl ?? '');
    expect(bankUrl.pathname).toBe('/stripe/bank');
    const page = await (await fetch(bankUrl)).text();
    expect(page).toContain('Authorize test payment');
    expect(page).toContain('Fail test payment');

    const response = await answerBank(secret, 'complete');

    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/payment-successful');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order: 'o-1',
      setup_intent: secret.split('_secret_')[0],
      setup_intent_client_secret: secret,
      redirect_status: 'succeeded',
    });
    expect((await retrieve(secret))?.status).toBe('succeeded');
    expect(subscription()).toMatchObject({ paymentOption: { type: 'sepa_debit' } });
  });

  it('a failed iDEAL payment returns failed and waits for another payment method', async () => {
    const secret = await checkoutSecret('monthly_eu');
    await confirm(secret, { type: 'ideal' });

    const response = await answerBank(secret, 'fail');

    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('redirect_status')).toBe('failed');
    expect(await retrieve(secret)).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'setup_intent_authentication_failure' },
    });
    expect(subscription()).toBeNull();
    const page = await fetch(
      new URL(
        `stripe/bank?${new URLSearchParams({ client_secret: secret, return_url: RETURN_URL })}`,
        server.url,
      ),
    );
    expect(page.status).toBe(400);
  });
});
