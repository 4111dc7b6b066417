import { FakeClock, TODAY } from '../support/clocks';
import { TEST_CARDS } from '../support/test-cards';
import type {
  LocalIntent,
  LocalPaymentMethod,
  LocalStripeError,
} from '../../tools/stand-ins/stripe/protocol';
import { startApiServer, type ApiServer } from '../../tools/api-server/server';

const RETURN_URL = 'http://localhost:8080/gift/paid';

type Answer = { intent?: LocalIntent; redirectUrl?: string; error?: LocalStripeError };

let server: ApiServer;
let token: string;

beforeEach(async () => {
  server = await startApiServer({ clock: new FakeClock(TODAY), emulator: null });
  token = 'token-demo-free';
  server.world.change((draft) => {
    draft.tokens.push({ token, uid: 'demo-free' });
  });
});

afterEach(async () => {
  await server.close();
});

const card = (number: string): LocalPaymentMethod => ({
  type: 'card',
  number,
  expiry: '12 / 34',
  cvc: '123',
});

async function call(method: string, route: string, body?: object): Promise<Response> {
  return fetch(new URL(route, server.url), {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
}

/** The back end creates the gift's one-time PaymentIntent (POST /gifts). */
async function orderGift(): Promise<{ giftId: string; clientSecret: string }> {
  const response = await call('POST', 'gifts', { productId: 'gift_3m', sendOn: TODAY });
  expect(response.status).toBe(200);
  return (await response.json()) as { giftId: string; clientSecret: string };
}

async function confirm(clientSecret: string, number: string) {
  const response = await call('POST', 'stripe/confirm', {
    clientSecret,
    returnUrl: RETURN_URL,
    paymentMethod: card(number),
  });
  return { status: response.status, answer: (await response.json()) as Answer };
}

async function giftOf(giftId: string) {
  return (await (await call('GET', `gifts/${giftId}`)).json()) as { status: string; code: string };
}

describe('the local Stripe stand-in and a gift’s one-time PaymentIntent', () => {
  it('confirms it as a payment, not a setup, and settles the gift as the webhook would', async () => {
    const { giftId, clientSecret } = await orderGift();

    const { status, answer } = await confirm(clientSecret, TEST_CARDS.succeeds);

    expect(status).toBe(200);
    expect(answer.intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      client_secret: clientSecret,
    });
    await expect(giftOf(giftId)).resolves.toMatchObject({
      status: 'paid',
      code: expect.stringMatching(/^\w{4}-\w{4}-\w{4}-\w{4}$/u) as string,
    });
    // One payment: no subscription, no card kept.
    const profile = server.world.state.profiles.find((entry) => entry.uid === 'demo-free');
    expect(profile?.subscription).toBeNull();
    expect(server.world.state.paymentMethods.filter((m) => m.uid === 'demo-free')).toEqual([]);
  });

  it('declines the declined card and keeps the gift unpaid', async () => {
    const { giftId, clientSecret } = await orderGift();

    const { status, answer } = await confirm(clientSecret, TEST_CARDS.declined);

    expect(status).toBe(402);
    expect(answer.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    await expect(giftOf(giftId)).resolves.toMatchObject({ status: 'pending', code: null });
  });

  it('sends the buyer to the bank’s check and back to the gift’s return address, paid', async () => {
    const { giftId, clientSecret } = await orderGift();

    const { answer } = await confirm(clientSecret, TEST_CARDS.authentication);
    expect(answer.intent?.status).toBe('requires_action');
    expect(answer.redirectUrl).toContain('/stripe/authenticate?');
    const back = await fetch(new URL('stripe/authenticate', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_secret: clientSecret,
        return_url: RETURN_URL,
        outcome: 'complete',
      }),
      redirect: 'manual',
    });

    const location = new URL(back.headers.get('Location') ?? '');
    expect(back.status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
    expect(location.searchParams.get('payment_intent_client_secret')).toBe(clientSecret);
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
    await expect(giftOf(giftId)).resolves.toMatchObject({ status: 'paid' });
  });

  it('answers a question about the gift’s intent as Stripe does', async () => {
    const { clientSecret } = await orderGift();
    const query = new URLSearchParams({ client_secret: clientSecret });

    const response = await fetch(new URL(`stripe/intent?${query}`, server.url));

    expect(((await response.json()) as Answer).intent).toMatchObject({
      object: 'payment_intent',
      status: 'requires_payment_method',
    });
  });
});
