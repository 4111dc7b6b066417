import { AppError } from '../../../src/domain/errors';
import type { IdTokenSource } from '../../../src/application/ports/identity-provider';
import type { UserApi } from '../../../src/application/ports/user-api';
import { HttpUserApi } from '../../../src/adapters/http/http-user-api';
import { expectAppError } from '../../support/expectations';
import { json, noContent, stubFetch, type Responder } from './stub-fetch';
import { FRESH_TOKEN, stubTokens, TOKEN } from './stub-tokens';

const BASE = 'https://api.example.test/';
const ME = {
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam.rivera@example.com',
  profilePictureURL: null,
  subscribed: false,
  subscription: null,
};
const PREVIEW = {
  now: { currency: 'usd', amount: 0, trialDays: 7 },
  next: { amount: 49.99, date: '2026-11-28' },
};
const REQUEST = { productId: 'yearly', promoCode: null };

const unauthorized: Responder = () => json(401, { code: 'api/unauthorized' });

/** Answers with each responder in turn, and with the last one from then on. */
function inTurn(...responders: Responder[]): Responder {
  let next = 0;
  return (request, signal) => {
    const responder = responders[Math.min(next, responders.length - 1)] as Responder;
    next += 1;
    return responder(request, signal);
  };
}

function apiWith(responder: Responder, tokens: IdTokenSource) {
  const { fetch, sent } = stubFetch(responder);
  const api = new HttpUserApi({
    baseUrl: BASE,
    tokens,
    fetch,
    wait: () => Promise.resolve(),
    ids: { next: () => 'checkout-key' },
  });
  const bearers = () => sent.map((request) => request.headers.Authorization);
  return { api, sent, bearers };
}

/** Every call that needs someone signed in. */
const SIGNED_IN_CALLS: [string, (api: UserApi) => Promise<unknown>][] = [
  ['saveProfile', (api) => api.saveProfile({ firstName: 'A', lastName: 'B', email: 'a@b.co' })],
  ['getMe', (api) => api.getMe()],
  ['updateMe', (api) => api.updateMe('firstName', 'Ann')],
  ['deleteMe', (api) => api.deleteMe()],
  ['createCheckoutSession', (api) => api.createCheckoutSession(REQUEST)],
  ['createSetupIntent', (api) => api.createSetupIntent()],
  ['updatePaymentMethod', (api) => api.updatePaymentMethod('pm_1')],
  ['cancelSubscription', (api) => api.cancelSubscription('too-expensive')],
  ['resumeSubscription', (api) => api.resumeSubscription()],
];

describe('HttpUserApi bearer token', () => {
  it.each(SIGNED_IN_CALLS)('%s sends the signed-in user’s ID token', async (_name, call) => {
    const { api, bearers } = apiWith(
      () => json(200, { ...ME, clientSecret: 'seti_1_secret_2' }),
      stubTokens().tokens,
    );

    await call(api);

    expect(bearers()).toEqual([`Bearer ${TOKEN}`]);
  });

  it.each(SIGNED_IN_CALLS)(
    '%s is refused without a request when nobody is signed in',
    async (_n, call) => {
      const { api, sent } = apiWith(noContent, stubTokens(null).tokens);

      await expectAppError(call(api), 'api/unauthorized');

      expect(sent).toEqual([]);
    },
  );

  it('previews with the token of someone signed in, and for a visitor without one', async () => {
    const member = apiWith(() => json(200, PREVIEW), stubTokens().tokens);
    const visitor = apiWith(() => json(200, PREVIEW), stubTokens(null).tokens);

    await member.api.previewCheckoutSession(REQUEST);
    await visitor.api.previewCheckoutSession(REQUEST);

    expect(member.bearers()).toEqual([`Bearer ${TOKEN}`]);
    expect(visitor.bearers()).toEqual([undefined]);
  });

  it('asks the identity provider for a kept token, not a new one, on each call', async () => {
    const { tokens, asked } = stubTokens();
    const { api } = apiWith(() => json(200, ME), tokens);

    await api.getMe();
    await api.getMe();

    expect(asked).toEqual([false, false]);
  });
});

describe('HttpUserApi after a 401', () => {
  it('tries once more with a refreshed token, and takes that answer', async () => {
    const { tokens, asked } = stubTokens();
    const { api, bearers } = apiWith(
      inTurn(unauthorized, () => json(200, ME)),
      tokens,
    );

    await expect(api.getMe()).resolves.toEqual(ME);

    expect(asked).toEqual([false, true]);
    expect(bearers()).toEqual([`Bearer ${TOKEN}`, `Bearer ${FRESH_TOKEN}`]);
  });

  it('fails as unauthorized when the refreshed token is refused too', async () => {
    const { tokens, asked } = stubTokens();
    const { api, sent } = apiWith(unauthorized, tokens);

    await expectAppError(api.updateMe('lastName', 'Vale'), 'api/unauthorized');

    expect(sent).toHaveLength(2);
    expect(asked).toEqual([false, true]);
  });

  it.each([
    ['fails', new AppError('identity/session-expired', 'Sign in again.')],
    ['finds nobody signed in any more', null],
  ])('fails as unauthorized, without a second request, when the refresh %s', async (_c, fresh) => {
    const { api, sent } = apiWith(unauthorized, stubTokens(TOKEN, fresh).tokens);

    await expectAppError(api.deleteMe(), 'api/unauthorized');

    expect(sent).toHaveLength(1);
  });

  it('keeps the checkout’s Idempotency-Key on the retry with the fresh token', async () => {
    const { api, sent, bearers } = apiWith(
      inTurn(unauthorized, () => json(200, { clientSecret: 'pi_1_secret_2' })),
      stubTokens().tokens,
    );

    await api.createCheckoutSession(REQUEST);

    expect(sent.map((request) => request.headers['Idempotency-Key'])).toEqual([
      'checkout-key',
      'checkout-key',
    ]);
    expect(bearers()).toEqual([`Bearer ${TOKEN}`, `Bearer ${FRESH_TOKEN}`]);
  });

  it('refreshes after a 401 that came on a retry of a server error', async () => {
    const { api, bearers } = apiWith(
      inTurn(
        () => new Response('Down', { status: 503 }),
        unauthorized,
        () => json(200, ME),
      ),
      stubTokens().tokens,
    );

    await expect(api.getMe()).resolves.toEqual(ME);

    expect(bearers()).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`, `Bearer ${FRESH_TOKEN}`]);
  });

  it('does not refresh after a 403, nor for a visitor who sent no token', async () => {
    const member = apiWith(() => json(403, {}), stubTokens().tokens);
    const visitor = apiWith(unauthorized, stubTokens(null).tokens);

    await expectAppError(member.api.getMe(), 'api/unauthorized');
    await expectAppError(visitor.api.previewCheckoutSession(REQUEST), 'api/unauthorized');

    expect(member.sent).toHaveLength(1);
    expect(visitor.sent).toHaveLength(1);
  });
});

describe('HttpUserApi when the identity provider cannot give a token', () => {
  it('fails as unauthorized, without a request', async () => {
    const tokens: IdTokenSource = {
      idToken: () => Promise.reject(new AppError('identity/internal-error', 'Auth broke.')),
    };
    const { api, sent } = apiWith(noContent, tokens);

    await expectAppError(api.getMe(), 'api/unauthorized');

    expect(sent).toEqual([]);
  });

  it('keeps a network failure as one: the person should try again, not sign in again', async () => {
    const tokens: IdTokenSource = {
      idToken: () => Promise.reject(new AppError('network/unavailable', 'Offline.')),
    };
    const { api, sent } = apiWith(noContent, tokens);

    await expectAppError(api.getMe(), 'network/unavailable');

    expect(sent).toEqual([]);
  });
});
