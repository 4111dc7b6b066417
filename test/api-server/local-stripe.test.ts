import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { byUid } from '../../src/demo/demo-lookups';
import { FakeClock, TODAY } from '../support/clocks';
import { TEST_CARDS } from '../support/test-cards';
import type {
  LocalIntent,
  LocalPaymentMethod,
  LocalStripeError,
} from '../../tools/stand-ins/stripe/protocol';
import {
  startApiServer,
  type ApiServer,
  type ApiServerOptions,
} from '../../tools/api-server/server';

const PORTAL = 'http://localhost:8080';
const RETURN_URL = `${PORTAL}/payment-successful?order=o-1`;
const AUTHENTICATION_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

type Answer = { intent?: LocalIntent; redirectUrl?: string; error?: LocalStripeError };

let server: ApiServer;

async function start(options: ApiServerOptions = {}): Promise<ApiServer> {
  server = await startApiServer({ clock: new FakeClock(TODAY), emulator: null, ...options });
  return server;
}

afterEach(async () => {
  await server?.close();
});

const card = (number: string, expiry = '12 / 34', cvc = '123'): LocalPaymentMethod => ({
  type: 'card',
  number,
  expiry,
  cvc,
});

/** A token the world issued to a seed account, as its identity provider would on sign-in. */
function tokenOf(uid: string): string {
  const token = `token-${uid}`;
  server.world.change((draft) => {
    draft.tokens.push({ token, uid });
  });
  return token;
}

async function secretFrom(route: string, uid: string, body?: object): Promise<string> {
  const response = await fetch(new URL(route, server.url), {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokenOf(uid)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { clientSecret: string }).clientSecret;
}

/** One open checkout per account and order: another one is for another plan. */
const checkoutSecret = (uid = 'demo-free', productId = 'yearly') =>
  secretFrom('users/me/checkout-session', uid, { productId, automaticTax: false });

/** A checkout charged today, as the world will soon issue them: a payment intent's secret. */
function paymentSecret(uid = 'demo-free', kind: 'checkout' | 'setup' = 'checkout'): string {
  const clientSecret = `pi_demo_${uid}_secret_abc`;
  server.world.change((draft) => {
    draft.pendingSecrets.push({
      clientSecret,
      kind,
      uid,
      productId: kind === 'checkout' ? 'yearly' : null,
      promoCode: null,
    });
  });
  return clientSecret;
}

async function confirm(
  clientSecret: string,
  paymentMethod: LocalPaymentMethod | undefined = card(TEST_CARDS.succeeds),
  returnUrl = RETURN_URL,
): Promise<{ status: number; answer: Answer }> {
  const response = await fetch(new URL('stripe/confirm', server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret, returnUrl, paymentMethod }),
  });
  return { status: response.status, answer: (await response.json()) as Answer };
}

async function retrieve(clientSecret: string): Promise<{ status: number; answer: Answer }> {
  const query = new URLSearchParams({ client_secret: clientSecret });
  const response = await fetch(new URL(`stripe/intent?${query}`, server.url));
  return { status: response.status, answer: (await response.json()) as Answer };
}

function authenticate(fields: Record<string, string>) {
  return fetch(new URL('stripe/authenticate', server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

const subscriptionOf = (uid: string) => byUid(server.world.state.profiles, uid)?.subscription;

describe('the local stand-in for Stripe’s servers', () => {
  it('takes a payment for a checkout and starts the subscription', async () => {
    await start();
    const secret = await checkoutSecret();

    const { status, answer } = await confirm(secret);

    expect(status).toBe(200);
    expect(answer.redirectUrl).toBeUndefined();
    expect(answer.intent).toEqual({
      id: secret.split('_secret_')[0],
      object: 'setup_intent',
      client_secret: secret,
      status: 'succeeded',
      payment_method_types: ['card'],
      payment_method: expect.stringMatching(/^pm_local_/u) as string,
      last_payment_error: null,
      last_setup_error: null,
    });
    await expect(retrieve(secret)).resolves.toEqual({ status: 200, answer });
    expect(subscriptionOf('demo-free')).toMatchObject({ type: 'STRIPE' });
    expect(server.world.state.paymentMethods).toContainEqual({
      id: answer.intent?.payment_method,
      uid: 'demo-free',
      brand: 'visa',
      last4: '4242',
    });
  });

  it('tells a payment intent (pi_) from a setup intent (seti_)', async () => {
    await start();
    const secret = paymentSecret();

    const { answer } = await confirm(secret);

    expect(answer.intent).toMatchObject({
      id: 'pi_demo_demo-free',
      object: 'payment_intent',
      status: 'succeeded',
    });
  });

  it('takes a wallet’s payment with the Visa ending 4242 behind it', async () => {
    await start();
    const secret = await checkoutSecret();

    const { status, answer } = await confirm(secret, { type: 'wallet', wallet: 'google_pay' });

    expect(status).toBe(200);
    expect(answer.intent?.status).toBe('succeeded');
    expect(server.world.state.paymentMethods.at(-1)).toMatchObject({ last4: '4242' });
  });

  it('saves the card of a setup without touching the subscription', async () => {
    await start();
    const before = subscriptionOf('demo-member');
    const secret = await secretFrom('users/me/setup-intent', 'demo-member');

    const { answer } = await confirm(secret, card(TEST_CARDS.mastercard));

    expect(answer.intent).toMatchObject({
      object: 'setup_intent',
      status: 'succeeded',
      last_payment_error: null,
      last_setup_error: null,
    });
    expect(server.world.state.paymentMethods.at(-1)).toMatchObject({
      uid: 'demo-member',
      brand: 'mastercard',
      last4: '4444',
    });
    expect(subscriptionOf('demo-member')).toEqual(before);
  });

  it('declines the declined test card with 402 and keeps the decline on the intent', async () => {
    await start();
    const secret = paymentSecret();

    const { status, answer } = await confirm(secret, card(TEST_CARDS.declined));

    expect(status).toBe(402);
    expect(answer).toEqual({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await retrieve(secret)).answer.intent).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(subscriptionOf('demo-free')).toBeNull();
  });

  it.each([
    [
      'an incomplete number',
      card('4242 4242'),
      'incomplete_number',
      'Your card number is incomplete.',
    ],
    [
      'a number failing Luhn',
      card(TEST_CARDS.notLuhn),
      'invalid_number',
      'Your card number is invalid.',
    ],
    [
      'an incomplete expiry',
      card(TEST_CARDS.succeeds, '12'),
      'incomplete_expiry',
      "Your card's expiration date is incomplete.",
    ],
    [
      'month 13',
      card(TEST_CARDS.succeeds, '13 / 30'),
      'invalid_expiry_month',
      "Your card's expiration month is invalid.",
    ],
    [
      'an expiry earlier this year',
      card(TEST_CARDS.succeeds, '10 / 26'),
      'invalid_expiry_month_past',
      "Your card's expiration date is in the past.",
    ],
    [
      'an expiry in a past year',
      card(TEST_CARDS.succeeds, '12 / 25'),
      'invalid_expiry_year_past',
      "Your card's expiration year is in the past.",
    ],
    [
      'a short security code',
      card(TEST_CARDS.succeeds, '12 / 34', '12'),
      'incomplete_cvc',
      "Your card's security code is incomplete.",
    ],
  ])('refuses %s as a validation_error', async (_case, method, code, message) => {
    await start();
    const secret = await checkoutSecret();

    const { status, answer } = await confirm(secret, method);

    expect(status).toBe(400);
    expect(answer).toEqual({ error: { type: 'validation_error', code, message } });
    expect((await retrieve(secret)).answer.intent?.status).toBe('requires_payment_method');
  });

  it('refuses to confirm an intent twice', async () => {
    await start();
    const setup = await checkoutSecret();
    const payment = paymentSecret('demo-member', 'setup');
    await confirm(setup);
    await confirm(payment);

    const again = await confirm(setup);
    const paymentAgain = await confirm(payment);

    expect(again.status).toBe(400);
    expect(again.answer.error).toEqual({
      type: 'invalid_request_error',
      code: 'setup_intent_unexpected_state',
      message:
        'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.',
    });
    expect(paymentAgain.answer.error).toMatchObject({
      code: 'payment_intent_unexpected_state',
      message:
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    });
  });

  it('answers 404 resource_missing for a secret it does not know', async () => {
    await start();

    const payment = await confirm('pi_nope_secret_x');
    const setup = await retrieve('seti_nope_secret_x');

    expect(payment.status).toBe(404);
    expect(payment.answer.error).toEqual({
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_nope'",
    });
    expect(setup.status).toBe(404);
    expect(setup.answer.error?.message).toBe("No such setupintent: 'seti_nope'");
  });

  it('cancels a second checkout of a member as a duplicate, and refuses it before the bank', async () => {
    await start();
    const first = await checkoutSecret();
    const second = await checkoutSecret('demo-free', 'monthly');
    await confirm(first);
    const subscription = subscriptionOf('demo-free');

    const canceled: LocalIntent = {
      id: second.split('_secret_')[0] ?? '',
      object: 'setup_intent',
      client_secret: second,
      status: 'canceled',
      payment_method_types: ['card'],
      payment_method: null,
      last_payment_error: null,
      last_setup_error: null,
      cancellation_reason: 'duplicate',
    };
    await expect(retrieve(second)).resolves.toEqual({ status: 200, answer: { intent: canceled } });
    for (const number of [TEST_CARDS.succeeds, TEST_CARDS.declined, TEST_CARDS.authentication]) {
      const { status, answer } = await confirm(second, card(number));

      expect(status).toBe(400);
      expect(answer.error).toEqual({
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: 'You cannot confirm this SetupIntent because it has a status of canceled.',
        setup_intent: canceled,
      });
    }
    expect(subscriptionOf('demo-free')).toEqual(subscription);
    expect(server.world.state.pendingSecrets.map((entry) => entry.clientSecret)).toEqual([second]);
  });

  it.each([
    ['a relative return URL', { returnUrl: '/payment-successful' }, 'url_invalid'],
    ['a return URL of another scheme', { returnUrl: 'javascript:alert(1)' }, 'url_invalid'],
    ['no payment method', { paymentMethod: undefined }, 'parameter_invalid'],
    [
      'an unknown wallet',
      { paymentMethod: { type: 'wallet', wallet: 'paypal' } },
      'parameter_invalid',
    ],
    ['no client secret', { clientSecret: 42 }, 'parameter_invalid'],
  ])('refuses %s', async (_case, change, code) => {
    await start();
    const secret = await checkoutSecret();
    const body = {
      clientSecret: secret,
      returnUrl: RETURN_URL,
      paymentMethod: card(TEST_CARDS.succeeds),
      ...change,
    };

    const response = await fetch(new URL('stripe/confirm', server.url), {
      method: 'POST',
      body: JSON.stringify(body),
    });

    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({
      error: { type: 'invalid_request_error', code },
    });
  });

  it('answers 404 off its table and 405 for a method a path lacks', async () => {
    await start();

    const missing = await fetch(new URL('stripe/v1/charges', server.url));
    const wrongMethod = await fetch(new URL('stripe/confirm', server.url));

    expect(missing.status).toBe(404);
    await expect(missing.json()).resolves.toMatchObject({ error: { code: 'resource_missing' } });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  describe('the bank’s check (3-D Secure)', () => {
    async function needingCheck(secret: string, returnUrl = RETURN_URL) {
      const { status, answer } = await confirm(secret, card(TEST_CARDS.authentication), returnUrl);
      expect(status).toBe(200);
      return { intent: answer.intent!, redirectUrl: answer.redirectUrl! };
    }

    it('asks for the check: requires_action and the address of the check page', async () => {
      await start();
      const secret = await checkoutSecret();

      const { intent, redirectUrl } = await needingCheck(secret);

      expect(intent).toMatchObject({
        status: 'requires_action',
        payment_method: expect.stringMatching(/^pm_local_/u) as string,
      });
      const url = new URL(redirectUrl);
      expect(`${url.origin}/`).toBe(server.url);
      expect(url.pathname).toBe('/stripe/authenticate');
      expect(url.searchParams.get('client_secret')).toBe(secret);
      expect(url.searchParams.get('return_url')).toBe(RETURN_URL);
      expect((await retrieve(secret)).answer.intent).toEqual(intent);
      expect(subscriptionOf('demo-free')).toBeNull();
    });

    it('shows the check page with both outcomes and every value escaped', async () => {
      await start();
      const returnUrl = `${PORTAL}/back?note="<b>&x='y'`;
      const { redirectUrl } = await needingCheck(await checkoutSecret(), returnUrl);

      const response = await fetch(redirectUrl);
      const page = await response.text();

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page).toContain('<html lang="en">');
      expect(page).toContain('<h1>Local 3-D Secure check</h1>');
      expect(page).toContain('<form method="post" action="/stripe/authenticate">');
      expect(page).toContain(
        '<button type="submit" name="outcome" value="complete">Complete authentication</button>',
      );
      expect(page).toContain(
        '<button type="submit" name="outcome" value="fail">Fail authentication</button>',
      );
      expect(page).toContain(
        `name="return_url" value="${PORTAL}/back?note=&quot;&lt;b&gt;&amp;x=&#39;y&#39;"`,
      );
      expect(page).not.toContain('"<b>');
    });

    it('completes the payment and sends the person back with Stripe’s parameters', async () => {
      await start();
      const secret = await checkoutSecret();
      const { intent } = await needingCheck(secret);

      const response = await authenticate({
        client_secret: secret,
        return_url: RETURN_URL,
        outcome: 'complete',
      });

      expect(response.status).toBe(303);
      const query = new URLSearchParams({
        setup_intent: intent.id,
        setup_intent_client_secret: secret,
        redirect_status: 'succeeded',
      });
      expect(response.headers.get('location')).toBe(`${RETURN_URL}&${query}`);
      expect((await retrieve(secret)).answer.intent).toMatchObject({
        status: 'succeeded',
        payment_method: intent.payment_method,
      });
      expect(subscriptionOf('demo-free')).toMatchObject({ type: 'STRIPE' });
    });

    it('fails the payment when the check fails, and says so on the intent', async () => {
      await start();
      const secret = paymentSecret();
      await needingCheck(secret, `${PORTAL}/payment-successful`);

      const response = await authenticate({
        client_secret: secret,
        return_url: `${PORTAL}/payment-successful`,
        outcome: 'fail',
      });

      expect(response.headers.get('location')).toBe(
        `${PORTAL}/payment-successful?payment_intent=pi_demo_demo-free&payment_intent_client_secret=${secret}&redirect_status=failed`,
      );
      expect((await retrieve(secret)).answer.intent).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: {
          code: 'payment_intent_authentication_failure',
          message: AUTHENTICATION_MESSAGE,
        },
        last_setup_error: null,
      });
      expect(subscriptionOf('demo-free')).toBeNull();
      // Another card may be tried after a failed check, as with Stripe.
      expect((await confirm(secret)).answer.intent?.status).toBe('succeeded');
    });

    it('sends the person back failed when the world refuses a payment whose check passed', async () => {
      await start();
      const first = await checkoutSecret();
      const second = await checkoutSecret('demo-free', 'monthly');
      await needingCheck(second);
      await confirm(first);

      const response = await authenticate({
        client_secret: second,
        return_url: RETURN_URL,
        outcome: 'complete',
      });

      expect(response.headers.get('location')).toContain('redirect_status=failed');
      // The account subscribed meanwhile: the back end canceled this checkout as a duplicate.
      expect((await retrieve(second)).answer.intent).toMatchObject({
        status: 'canceled',
        cancellation_reason: 'duplicate',
      });
    });

    it('keeps a setup’s failed check on last_setup_error', async () => {
      await start();
      const secret = await checkoutSecret();
      await needingCheck(secret);

      await authenticate({ client_secret: secret, return_url: RETURN_URL, outcome: 'fail' });

      expect((await retrieve(secret)).answer.intent).toMatchObject({
        last_payment_error: null,
        last_setup_error: { code: 'setup_intent_authentication_failure' },
      });
    });

    it('refuses a page or an outcome for a payment not waiting for the check', async () => {
      await start();
      const secret = await checkoutSecret();
      const { redirectUrl } = await needingCheck(secret);
      const complete = { client_secret: secret, return_url: RETURN_URL, outcome: 'complete' };
      await authenticate(complete);

      const page = await fetch(redirectUrl);
      const again = await authenticate(complete);
      const unknown = await fetch(
        new URL(`stripe/authenticate?client_secret=x&return_url=${PORTAL}`, server.url),
      );

      expect(page.status).toBe(400);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      await expect(page.text()).resolves.toContain('not waiting for a bank’s check');
      expect(again.status).toBe(400);
      expect(unknown.status).toBe(400);
    });

    it('refuses an outcome it does not know and a return URL that is not absolute', async () => {
      await start();
      const secret = await checkoutSecret();
      await needingCheck(secret);

      const maybe = await authenticate({
        client_secret: secret,
        return_url: RETURN_URL,
        outcome: 'maybe',
      });
      const relative = await authenticate({
        client_secret: secret,
        return_url: '/back',
        outcome: 'complete',
      });

      expect(maybe.status).toBe(400);
      expect(relative.status).toBe(400);
      expect((await retrieve(secret)).answer.intent?.status).toBe('requires_action');
    });
  });

  describe('CORS', () => {
    it('lets the portal’s origin confirm from the browser, preflight included', async () => {
      await start();
      const secret = await checkoutSecret();

      const preflight = await fetch(new URL('stripe/confirm', server.url), {
        method: 'OPTIONS',
        headers: {
          Origin: PORTAL,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      const actual = await fetch(new URL('stripe/confirm', server.url), {
        method: 'POST',
        headers: { Origin: PORTAL, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          clientSecret: secret,
          returnUrl: RETURN_URL,
          paymentMethod: card(TEST_CARDS.succeeds),
        }),
      });
      const lookup = await fetch(new URL(`stripe/intent?client_secret=${secret}`, server.url), {
        headers: { Origin: PORTAL },
      });

      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/u);
      expect(actual.headers.get('access-control-allow-origin')).toBe(PORTAL);
      expect(lookup.headers.get('access-control-allow-origin')).toBe(PORTAL);
    });
  });

  describe('the stand-in for Stripe.js', () => {
    let folder: string;

    beforeEach(() => {
      folder = mkdtempSync(path.join(tmpdir(), 'stripe-stand-in-'));
    });

    afterEach(() => {
      rmSync(folder, { recursive: true, force: true });
    });

    it('is bundled into a script on the first request, and a failed bundle is tried again', async () => {
      const entry = path.join(folder, 'stand-in.ts');
      writeFileSync(path.join(folder, 'helper.ts'), 'export const marker: string = "stand-in";\n');
      const lines: string[] = [];
      await start({ stripeScriptEntry: entry, log: (line) => lines.push(line) });

      const missing = await fetch(new URL('stripe/v3.js', server.url));
      writeFileSync(
        entry,
        'import { marker } from "./helper";\n(window as unknown as { Stripe: string }).Stripe = marker;\n',
      );
      const response = await fetch(new URL('stripe/v3.js', server.url), {
        headers: { Origin: PORTAL },
      });

      expect(missing.status).toBe(500);
      expect(lines.some((line) => line.includes('could not be bundled'))).toBe(true);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
      const script = await response.text();
      expect(script).toMatch(/^\(\(\) => \{/u);
      expect(script).toContain('"stand-in"');
      expect(script).not.toContain('import');
    });
  });
});
