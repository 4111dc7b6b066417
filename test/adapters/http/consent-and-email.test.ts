import { HttpUserApi } from '../../../src/adapters/http/http-user-api';
import { TERMS_VERSION } from '../../../src/domain/consent';
import { expectAppError } from '../../support/expectations';
import { json, noContent, stubFetch, type Responder } from './stub-fetch';
import { stubTokens } from './stub-tokens';

/*
 * DESIGN.md's calls, over HTTP: POST checkout-session carries {termsVersion, withdrawalWaiver?}
 * (the back end records the consent with the intent, so nothing posts a consent any more), and
 * PATCH users and PATCH /users/me answer 403 for an e-mail the ID token does not name, 409 for one
 * another account uses.
 */

function apiWith(responder?: Responder) {
  const stub = stubFetch(responder);
  const api = new HttpUserApi({
    baseUrl: 'https://api.example.test/',
    tokens: stubTokens().tokens,
    fetch: stub.fetch,
    wait: () => Promise.resolve(),
    ids: { next: () => 'key-1' },
  });
  return { api, sent: stub.sent };
}

const secret = () => json(200, { clientSecret: 'pi_1_secret_2' });

describe('the checkout session carries the terms shown', () => {
  it('sends the terms version with the order', async () => {
    const { api, sent } = apiWith(secret);

    await api.createCheckoutSession({
      productId: 'yearly',
      promoCode: null,
      terms: { termsVersion: TERMS_VERSION },
    });

    expect(sent[0]?.body).toEqual({
      productId: 'yearly',
      automaticTax: false,
      termsVersion: TERMS_VERSION,
    });
  });

  it("sends the withdrawal box's words where it was ticked, and never a schedule", async () => {
    const { api, sent } = apiWith(secret);

    await api.createCheckoutSession({
      productId: 'yearly_eu',
      promoCode: null,
      terms: { termsVersion: TERMS_VERSION, withdrawalWaiver: 'Access now, please.' },
    });

    expect(sent[0]?.body).toEqual({
      productId: 'yearly_eu',
      automaticTax: false,
      termsVersion: TERMS_VERSION,
      withdrawalWaiver: 'Access now, please.',
    });
    expect(sent[0]?.body).not.toHaveProperty('schedule');
  });

  it('is tried again after a lost answer with the same key, as the terms it records are the same', async () => {
    let failures = 1;
    const { api, sent } = apiWith(() =>
      failures-- > 0 ? json(503, { code: 'api/server' }) : secret(),
    );

    await api.createCheckoutSession({
      productId: 'yearly',
      promoCode: null,
      terms: { termsVersion: TERMS_VERSION },
    });

    expect(sent.map((request) => request.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(sent.map((request) => request.body)).toEqual([sent[0]?.body, sent[0]?.body]);
  });
});

describe('a new e-mail is the address of the ID token', () => {
  const mismatch = () => json(403, { code: 'profile/email-mismatch', message: 'not the token’s' });

  it('reads a 403 naming it as such, on PATCH /users/me and PATCH users', async () => {
    const { api } = apiWith(mismatch);

    await expectAppError(api.updateMe('email', 'new@example.com'), 'profile/email-mismatch');
    await expectAppError(
      api.saveProfile({ firstName: 'A', lastName: 'B', email: 'new@example.com' }),
      'profile/email-mismatch',
    );
  });

  it('reads a bare 403 as a refusal, and a name change never as a mismatch', async () => {
    await expectAppError(
      apiWith(() => new Response('Forbidden', { status: 403 })).api.updateMe('email', 'n@e.co'),
      'api/unauthorized',
    );
    await expectAppError(apiWith(mismatch).api.updateMe('firstName', 'Ann'), 'api/unauthorized');
  });

  it('reads a 409 on PATCH users as an address another account uses', async () => {
    const { api } = apiWith(() => json(409, { code: 'api/conflict' }));

    await expectAppError(
      api.saveProfile({ firstName: 'A', lastName: 'B', email: 'taken@example.com' }),
      'profile/email-taken',
    );
  });

  it('saves names alone as before', async () => {
    const { api, sent } = apiWith(noContent);

    await api.saveProfile({ firstName: 'A', lastName: 'B', email: '' });

    expect(sent[0]?.body).toEqual({ firstName: 'A', lastName: 'B', email: '' });
  });
});
