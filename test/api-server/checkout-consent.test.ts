import { TERMS_VERSION, type ConsentRecord } from '../../src/domain/consent';
import { FakeClock, TODAY } from '../support/clocks';
import { person } from '../support/builders';
import { addMembers } from '../support/demo-world';
import { TEST_CARDS } from '../support/test-cards';
import { LOCAL_OUTBOX_PATH, type LocalOutbox } from '../../tools/api-server/local-outbox';
import { startApiServer, type ApiServer } from '../../tools/api-server/server';

/*
 * DESIGN.md, "The back end keeps the consent", as the local API server serves it: the checkout
 * session carries the terms shown, the server records them with the intent (the schedule priced
 * by itself), and when its stand-in for Stripe confirms the card it makes the record final and
 * sends (prints) the acknowledgment. POST /users/me/consents stores nothing sent to it.
 */

const RETURN_URL = 'http://localhost:8080/payment-successful';
/** A person who signed up and never subscribed. */
const pat = person();

let server: ApiServer;
let lines: string[];

beforeEach(async () => {
  lines = [];
  server = await startApiServer({
    clock: new FakeClock(TODAY),
    emulator: null,
    log: (line) => lines.push(line),
  });
});

afterEach(async () => {
  await server.close();
});

/** Pat in the server's world, and a token it issued to Pat, as its identity provider would. */
function memberToken(): string {
  const token = `token-${pat.uid}`;
  server.world.change((draft) => {
    if (!draft.accounts.some((account) => account.uid === pat.uid)) addMembers(draft, [pat]);
    draft.tokens.push({ token, uid: pat.uid });
  });
  return token;
}

function post(route: string, body: object, token: string | null = memberToken()) {
  return fetch(new URL(route, server.url), {
    method: 'POST',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

async function openCheckout(body: object): Promise<string> {
  const response = await post('users/me/checkout-session', { automaticTax: false, ...body });
  expect(response.status).toBe(200);
  return ((await response.json()) as { clientSecret: string }).clientSecret;
}

/** The stand-in for Stripe confirms a good card for the intent, as Stripe.js would. */
async function payByCard(clientSecret: string): Promise<void> {
  const paymentMethod = {
    type: 'card',
    number: TEST_CARDS.succeeds,
    expiry: '12 / 34',
    cvc: '123',
  };
  const response = await post(
    'stripe/confirm',
    { clientSecret, returnUrl: RETURN_URL, paymentMethod },
    null,
  );
  expect(response.status).toBe(200);
}

async function outbox(): Promise<LocalOutbox> {
  const url = new URL(LOCAL_OUTBOX_PATH.slice(1), server.url);
  url.searchParams.set('email', pat.email);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as LocalOutbox;
}

describe('the consent kept with the checkout', () => {
  it('is recorded with the intent and made final, with its acknowledgment, when the card is confirmed', async () => {
    const clientSecret = await openCheckout({
      productId: 'yearly',
      promoCode: 'WELCOME20',
      termsVersion: TERMS_VERSION,
    });
    await expect(outbox()).resolves.toEqual({ consents: [], mails: [] });

    await payByCard(clientSecret);

    expect(server.world.state.consents).toEqual([
      expect.objectContaining({ uid: pat.uid, clientSecret }),
    ]);
    const { consents, mails } = await outbox();
    expect(consents).toEqual([
      expect.objectContaining<Partial<ConsentRecord>>({
        termsVersion: TERMS_VERSION,
        shownAt: `${TODAY}T09:30:00.000Z`,
      }),
    ]);
    expect(consents[0]?.schedule).toMatchObject({
      firstCharge: { price: { amount: 3999, currency: 'usd' }, date: '2026-11-28' },
      laterCharges: { price: { amount: 4999, currency: 'usd' }, period: 'year' },
    });
    expect(mails).toHaveLength(1);
    const printed = lines.find((line) => line.startsWith(`Acknowledgment e-mail to ${pat.email}`));
    expect(printed).toContain('First charge: $39.99 on November 28, 2026, for the first year only');
  });

  it('takes no schedule from the portal: it prices the order itself', async () => {
    const madeUp = { laterCharges: { price: { amount: 1, currency: 'usd' }, period: 'year' } };
    const clientSecret = await openCheckout({
      productId: 'yearly',
      termsVersion: TERMS_VERSION,
      schedule: madeUp,
    });

    await payByCard(clientSecret);

    const { consents } = await outbox();
    expect(consents[0]?.schedule.laterCharges.price).toEqual({ amount: 4999, currency: 'usd' });
  });

  it('takes the withdrawal box ticked at the moment of paying with the open checkout', async () => {
    const waiver = 'I ask for access now and lose my right of withdrawal once it starts.';
    const order = { productId: 'yearly_eu', termsVersion: TERMS_VERSION };
    const opened = await openCheckout(order);

    const paying = await openCheckout({ ...order, withdrawalWaiver: waiver });
    await payByCard(paying);

    expect(paying).toBe(opened);
    const { consents, mails } = await outbox();
    expect(consents[0]?.withdrawalWaiver).toBe(waiver);
    expect(mails[0]?.body).toContain(waiver);
  });

  it.each([
    ['a blank terms version', { termsVersion: ' ' }],
    ['a version that is not text', { termsVersion: 2026 }],
    ['a waiver that is not words', { termsVersion: TERMS_VERSION, withdrawalWaiver: 7 }],
    ['a waiver without a version', { withdrawalWaiver: 'Access now.' }],
  ])('refuses %s with 400, and opens nothing', async (_case, terms) => {
    const response = await post('users/me/checkout-session', { productId: 'yearly', ...terms });

    expect(response.status).toBe(400);
    expect(server.world.state.pendingSecrets).toEqual([]);
  });
});

describe('POST /users/me/consents, which the portal no longer calls', () => {
  async function paidRecord(): Promise<ConsentRecord> {
    await payByCard(await openCheckout({ productId: 'monthly', termsVersion: TERMS_VERSION }));
    const [record] = (await outbox()).consents;
    if (!record) throw new Error('No consent was kept');
    return record;
  }

  it('refuses what is not a consent (400), and has nothing to consent to before a paid checkout (409)', async () => {
    const response = await post('users/me/consents', {
      termsVersion: TERMS_VERSION,
      shownAt: `${TODAY}T09:30:00.000Z`,
      schedule: {},
    });

    expect(response.status).toBe(400);
    const record = await paidRecord();
    server.world.change((draft) => {
      draft.consents = [];
    });
    expect((await post('users/me/consents', record)).status).toBe(409);
  });

  it('refuses a schedule that is not the one the back end priced, and stores nothing', async () => {
    const record = await paidRecord();
    const madeUp = {
      ...record,
      schedule: {
        ...record.schedule,
        laterCharges: { ...record.schedule.laterCharges, price: { amount: 99, currency: 'usd' } },
      },
    };

    const response = await post('users/me/consents', madeUp);

    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ code: 'api/bad-request' });
    expect(server.world.state.consents).toHaveLength(1);
    expect((await outbox()).mails).toHaveLength(1);
  });

  it('takes the kept terms again (an older portal, a retry) without a second record or e-mail', async () => {
    const record = await paidRecord();

    const first = await post('users/me/consents', { ...record, shownAt: `${TODAY}T09:31:00.000Z` });
    const again = await post('users/me/consents', record);

    expect([first.status, again.status]).toEqual([204, 204]);
    expect(server.world.state.consents).toHaveLength(1);
    expect((await outbox()).mails).toHaveLength(1);
  });
});
