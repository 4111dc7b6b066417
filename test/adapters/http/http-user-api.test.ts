import type { ErrorCode } from '../../../src/domain/errors';
import type { User } from '../../../src/domain/subscription';
import type { IdTokenSource } from '../../../src/application/ports/identity-provider';
import type { UserApi } from '../../../src/application/ports/user-api';
import { HttpClient } from '../../../src/adapters/http/http-request';
import { HttpUserApi } from '../../../src/adapters/http/http-user-api';
import { expectAppError } from '../../support/expectations';
import { json, noContent, stubFetch, type Responder } from './stub-fetch';
import { stubTokens, TOKEN } from './stub-tokens';

const BASE = 'https://api.example.test/api/v1/';

const SUBSCRIBED_USER: User = {
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam.rivera@example.com',
  profilePictureURL: null,
  subscribed: true,
  subscription: {
    type: 'STRIPE',
    autoRenew: true,
    subscribedAt: '2026-01-15',
    renewsAt: '2027-01-15T00:00:00.000Z',
    originalPrice: 49.99,
    productPrice: 49.99,
    productCurrency: 'usd',
    productName: 'Yearly',
    productReccurence: 'year',
    paymentOption: { type: 'card', last4: '4242' },
  },
};

const PREVIEW = {
  now: { currency: 'usd', amount: 0, trialDays: 7 },
  next: { amount: 39.99, date: '2026-11-28' },
};

/** Keys 'key-1', 'key-2'… in the order the checkouts ask for them. */
function numberedKeys() {
  let count = 0;
  return { next: () => `key-${(count += 1)}` };
}

/** Retries wait no time here: retry.test.ts checks the waits. Someone is signed in unless told. */
function apiWith(
  responder?: Responder,
  options: {
    baseUrl?: string;
    timeoutMs?: number;
    tokens?: IdTokenSource;
    language?: () => string;
  } = {},
) {
  const stub = stubFetch(responder);
  const api = new HttpUserApi({
    baseUrl: BASE,
    tokens: stubTokens().tokens,
    ...options,
    fetch: stub.fetch,
    wait: () => Promise.resolve(),
    ids: numberedKeys(),
  });
  return { api, sent: stub.sent };
}

type Call = (api: UserApi) => Promise<unknown>;

/** Every call with the answer it needs, the request it must send, and its path. */
const CALLS: {
  name: string;
  call: Call;
  answer: () => Response;
  method: string;
  path: string;
  body: unknown;
  headers?: Record<string, string>;
}[] = [
  {
    name: 'saveProfile',
    call: (api) => api.saveProfile({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' }),
    answer: noContent,
    method: 'PATCH',
    path: 'users',
    body: { firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' },
  },
  {
    name: 'getMe',
    call: (api) => api.getMe(),
    answer: () => json(200, SUBSCRIBED_USER),
    method: 'GET',
    path: 'users/me',
    body: undefined,
  },
  {
    name: 'updateMe',
    call: (api) => api.updateMe('lastName', 'Vale'),
    answer: noContent,
    method: 'PATCH',
    path: 'users/me',
    body: { lastName: 'Vale' },
  },
  {
    name: 'deleteMe',
    call: (api) => api.deleteMe(),
    answer: noContent,
    method: 'DELETE',
    path: 'users/me',
    body: undefined,
  },
  {
    name: 'createCheckoutSession',
    call: (api) => api.createCheckoutSession({ productId: 'yearly', promoCode: 'TRIAL30' }),
    answer: () => json(200, { clientSecret: 'pi_1_secret_2' }),
    method: 'POST',
    path: 'users/me/checkout-session',
    body: { productId: 'yearly', promoCode: 'TRIAL30', automaticTax: false },
    headers: { 'Idempotency-Key': 'key-1' },
  },
  {
    name: 'previewCheckoutSession',
    call: (api) => api.previewCheckoutSession({ productId: 'yearly', promoCode: 'A&B C' }),
    answer: () => json(200, PREVIEW),
    method: 'GET',
    path: 'users/me/checkout-session?promo_code=A%26B+C&product_id=yearly',
    body: undefined,
  },
  {
    name: 'createSetupIntent',
    call: (api) => api.createSetupIntent(),
    answer: () => json(200, { clientSecret: 'seti_1_secret_2' }),
    method: 'POST',
    path: 'users/me/setup-intent',
    body: undefined,
  },
  {
    name: 'updatePaymentMethod',
    call: (api) => api.updatePaymentMethod('pm_123'),
    answer: noContent,
    method: 'PATCH',
    path: 'users/me/payment-method',
    body: { paymentMethodId: 'pm_123' },
  },
  {
    name: 'cancelSubscription',
    call: (api) => api.cancelSubscription('too-expensive'),
    answer: noContent,
    method: 'DELETE',
    path: 'users/me/subscription',
    body: { reason: 'too-expensive' },
  },
];

describe('HttpUserApi requests (SPEC.md section 7)', () => {
  describe.each(CALLS)('$name', ({ call, answer, method, path, body, headers }) => {
    it(`sends ${method} to its path below the base, with the bearer token`, async () => {
      const { api, sent } = apiWith(answer);

      await call(api);

      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ method, url: `${BASE}${path}`, body });
      expect(sent[0]?.headers).toEqual({
        Accept: 'application/json',
        Authorization: `Bearer ${TOKEN}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      });
    });

    it("sends the portal's language as Accept-Language: the API writes its e-mails in it", async () => {
      const { api, sent } = apiWith(answer, { language: () => 'de' });

      await call(api);

      expect(sent[0]?.headers).toMatchObject({ 'Accept-Language': 'de' });
    });

    it('stays below a base given without its trailing slash, query or fragment', async () => {
      const { api, sent } = apiWith(answer, { baseUrl: 'https://api.example.test/api/v1?x=1#y' });

      await call(api);

      expect(sent[0]?.url).toBe(`${BASE}${path}`);
    });

    it('follows no redirect, sends no cookie and takes nothing from a cache', async () => {
      const { api, sent } = apiWith(answer);

      await call(api);

      expect(sent[0]?.init).toMatchObject({
        redirect: 'manual',
        credentials: 'omit',
        cache: 'no-store',
      });
    });
  });

  it('resolves paths against a base at the root of its host', async () => {
    const { api, sent } = apiWith(() => json(200, SUBSCRIBED_USER), {
      baseUrl: 'http://127.0.0.1:8787',
    });

    await api.getMe();

    expect(sent[0]?.url).toBe('http://127.0.0.1:8787/users/me');
  });

  it('previews for a visitor without an Authorization header', async () => {
    const { api, sent } = apiWith(() => json(200, PREVIEW), { tokens: stubTokens(null).tokens });

    await api.previewCheckoutSession({ productId: 'monthly', promoCode: 'WELCOME20' });

    expect(sent[0]?.url).toBe(
      `${BASE}users/me/checkout-session?promo_code=WELCOME20&product_id=monthly`,
    );
    expect(sent[0]?.headers).toEqual({ Accept: 'application/json' });
  });

  it('leaves out a promo code that is not there, in the query and in the body', async () => {
    const { api, sent } = apiWith((request) =>
      request.method === 'GET' ? json(200, PREVIEW) : json(200, { clientSecret: 'pi_1_secret_2' }),
    );

    await api.previewCheckoutSession({ productId: 'yearly', promoCode: null });
    await api.createCheckoutSession({ productId: 'yearly', promoCode: null });

    expect(sent[0]?.url).toBe(`${BASE}users/me/checkout-session?product_id=yearly`);
    expect(sent[1]?.body).toEqual({ productId: 'yearly', automaticTax: false });
  });

  it('sends the language shown at each call, also without signing in', async () => {
    let language = 'fr';
    const { api, sent } = apiWith(() => json(200, { receivedAt: '2026-11-24T10:00:00.000Z' }), {
      tokens: stubTokens(null).tokens,
      language: () => language,
    });
    const withdrawal = { email: 'a@b.co', contract: 'not-sure' } as const;

    await api.withdrawFromContract(withdrawal);
    language = 'es';
    await api.withdrawFromContract(withdrawal);

    expect(sent.map((request) => request.headers['Accept-Language'])).toEqual(['fr', 'es']);
    expect(sent[0]?.headers.Authorization).toBeUndefined();
  });

  it('calls fetch as a plain function, as a browser requires', async () => {
    const receivers: unknown[] = [];
    const api = new HttpUserApi({
      baseUrl: BASE,
      tokens: stubTokens().tokens,
      fetch: function (this: unknown) {
        receivers.push(this);
        return Promise.resolve(noContent());
      },
    });

    await api.deleteMe();

    expect(receivers).toEqual([undefined]);
  });
});

describe('HttpUserApi answers', () => {
  it('reads the user, the preview and client secrets', async () => {
    const answers = [
      json(200, SUBSCRIBED_USER),
      json(200, PREVIEW),
      json(200, { clientSecret: 'seti_1_secret_2' }),
    ];
    const { api } = apiWith(() => answers.shift() as Response);

    await expect(api.getMe()).resolves.toEqual(SUBSCRIBED_USER);
    await expect(
      api.previewCheckoutSession({ productId: 'yearly', promoCode: null }),
    ).resolves.toEqual(PREVIEW);
    await expect(api.createSetupIntent()).resolves.toEqual({
      clientSecret: 'seti_1_secret_2',
    });
  });

  it('reads the VAT a preview names, and refuses one that is not tax-inclusive', async () => {
    const tax = { rate: 19, amount: 7.98, inclusive: true };
    const answers = [
      json(200, { ...PREVIEW, tax }),
      json(200, { ...PREVIEW, tax: { ...tax, inclusive: false } }),
    ];
    const { api } = apiWith(() => answers.shift() as Response);
    const request = { productId: 'yearly_eu', promoCode: null };

    await expect(api.previewCheckoutSession(request)).resolves.toEqual({ ...PREVIEW, tax });
    await expect(api.previewCheckoutSession(request)).rejects.toMatchObject({
      code: 'api/invalid-response',
    });
  });

  it('keeps only the fields the portal uses, and takes an absent nullable field as null', async () => {
    const withoutPicture: Partial<User> = { ...SUBSCRIBED_USER };
    delete withoutPicture.profilePictureURL;
    const { api } = apiWith(() =>
      json(200, {
        ...withoutPicture,
        uid: 'u1',
        subscription: { ...SUBSCRIBED_USER.subscription, stripeId: 'sub_1' },
      }),
    );

    await expect(api.getMe()).resolves.toEqual({
      ...SUBSCRIBED_USER,
      profilePictureURL: null,
    });
  });

  it('reads a user without a subscription', async () => {
    const user = { ...SUBSCRIBED_USER, subscribed: false, subscription: null };
    const { api } = apiWith(() => json(200, user));

    await expect(api.getMe()).resolves.toEqual(user);
  });

  it('takes the day of a next billing date given as a timestamp', async () => {
    const { api } = apiWith(() =>
      json(200, { ...PREVIEW, next: { amount: 39.99, date: '2026-11-28T09:30:00.000Z' } }),
    );

    const preview = await api.previewCheckoutSession({
      productId: 'yearly',
      promoCode: null,
    });

    expect(preview.next.date).toBe('2026-11-28');
  });

  it('ignores the body of an answer whose content the portal does not use', async () => {
    const { api } = apiWith(() => new Response('OK', { status: 200 }));

    await expect(api.updateMe('firstName', 'Ann')).resolves.toBeUndefined();
  });

  const subscription = SUBSCRIBED_USER.subscription as NonNullable<User['subscription']>;
  const malformedUsers: [string, unknown][] = [
    ['a list', [SUBSCRIBED_USER]],
    ['null', null],
    ['no e-mail', { ...SUBSCRIBED_USER, email: undefined }],
    ['a first name that is not text', { ...SUBSCRIBED_USER, firstName: 7 }],
    ['subscribed as text', { ...SUBSCRIBED_USER, subscribed: 'true' }],
    ['a subscription that is not an object', { ...SUBSCRIBED_USER, subscription: 'STRIPE' }],
    ['no subscription type', { ...SUBSCRIBED_USER, subscription: { ...subscription, type: '' } }],
    [
      'a price as text',
      { ...SUBSCRIBED_USER, subscription: { ...subscription, productPrice: '49.99' } },
    ],
    [
      'a negative price',
      { ...SUBSCRIBED_USER, subscription: { ...subscription, originalPrice: -1 } },
    ],
    [
      'an unreadable date',
      { ...SUBSCRIBED_USER, subscription: { ...subscription, renewsAt: 'soon' } },
    ],
    [
      'autoRenew missing',
      { ...SUBSCRIBED_USER, subscription: { ...subscription, autoRenew: undefined } },
    ],
    [
      'a card without four digits',
      {
        ...SUBSCRIBED_USER,
        subscription: { ...subscription, paymentOption: { type: 'card', last4: '42' } },
      },
    ],
    ['a picture that is not text', { ...SUBSCRIBED_USER, profilePictureURL: {} }],
  ];

  it.each(malformedUsers)('refuses a user with %s', async (_case, user) => {
    const { api } = apiWith(() => json(200, user));

    await expectAppError(api.getMe(), 'api/invalid-response');
  });

  const malformedPreviews: [string, unknown][] = [
    ['no next', { now: PREVIEW.now }],
    ['a fractional trial', { ...PREVIEW, now: { ...PREVIEW.now, trialDays: 7.5 } }],
    ['no currency', { ...PREVIEW, now: { ...PREVIEW.now, currency: '' } }],
    ['an amount that is not a number', { ...PREVIEW, next: { ...PREVIEW.next, amount: null } }],
    ['an unreadable date', { ...PREVIEW, next: { ...PREVIEW.next, date: '28/11/2026' } }],
  ];

  it.each(malformedPreviews)('refuses a preview with %s', async (_case, preview) => {
    const { api } = apiWith(() => json(200, preview));

    await expectAppError(
      api.previewCheckoutSession({ productId: 'yearly', promoCode: null }),
      'api/invalid-response',
    );
  });

  it('refuses an answer without a client secret', async () => {
    const { api } = apiWith(() => json(200, { client_secret: 'pi_1_secret_2' }));

    await expectAppError(api.createSetupIntent(), 'api/invalid-response');
  });

  it.each([
    ['HTML', new Response('<html>Hello</html>', { status: 200 })],
    ['nothing', new Response(null, { status: 200 })],
    ['truncated JSON', new Response('{"firstName":"Sa', { status: 200 })],
  ])('refuses %s where JSON was expected', async (_case, response) => {
    const { api } = apiWith(() => response);

    await expectAppError(api.getMe(), 'api/invalid-response');
  });
});

describe('HttpUserApi errors', () => {
  const statuses: [number, ErrorCode][] = [
    [400, 'api/bad-request'],
    [401, 'api/unauthorized'],
    [403, 'api/unauthorized'],
    [404, 'api/not-found'],
    [405, 'api/bad-request'],
    [408, 'network/timeout'],
    [409, 'api/conflict'],
    [422, 'api/bad-request'],
    [429, 'api/server'],
    [500, 'api/server'],
    [502, 'api/server'],
    [503, 'api/server'],
    [302, 'api/invalid-response'],
  ];

  it.each(statuses)('turns status %i into %s', async (status, code) => {
    const { api } = apiWith(() => new Response('Not this way', { status }));

    await expectAppError(api.getMe(), code);
  });

  it('keeps the server’s message for the logs', async () => {
    const { api } = apiWith(() =>
      json(409, { code: 'api/conflict', message: 'Already cancelled.' }),
    );

    const error = await expectAppError(api.cancelSubscription('x'), 'api/conflict');

    expect(error.message).toBe('Already cancelled.');
  });

  it('tells an invalid promo code from another bad request, by the body’s code', async () => {
    const { api } = apiWith((request) =>
      request.url.includes('promo_code=NOPE') || (request.body as { promoCode?: string })?.promoCode
        ? json(422, { code: 'promo/invalid', message: 'The promo code NOPE is not valid.' })
        : json(400, { code: 'api/bad-request' }),
    );

    await expectAppError(
      api.previewCheckoutSession({ productId: 'yearly', promoCode: 'NOPE' }),
      'promo/invalid',
    );
    await expectAppError(
      api.createCheckoutSession({ productId: 'yearly', promoCode: 'NOPE' }),
      'promo/invalid',
    );
    await expectAppError(
      api.previewCheckoutSession({ productId: 'lifetime', promoCode: null }),
      'api/bad-request',
    );
  });

  it('takes an invalid promo code from a 400 as well as from a 422', async () => {
    const { api } = apiWith(() => json(400, { code: 'promo/invalid' }));

    await expectAppError(
      api.previewCheckoutSession({ productId: 'yearly', promoCode: 'NOPE' }),
      'promo/invalid',
    );
  });

  it.each([401, 403])(
    'reads a %i that asks for a recent sign-in as such, on an e-mail change and a deletion only',
    async (status) => {
      const { api } = apiWith(() =>
        json(status, { code: 'identity/requires-recent-login', message: 'auth_time too old' }),
      );

      await expectAppError(
        api.updateMe('email', 'new@example.com'),
        'identity/requires-recent-login',
      );
      await expectAppError(api.deleteMe(), 'identity/requires-recent-login');
      await expectAppError(api.updateMe('firstName', 'Ann'), 'api/unauthorized');
    },
  );

  it('reads a 409 on an e-mail change as an address another account uses (DESIGN.md)', async () => {
    const { api } = apiWith(() => json(409, { code: 'api/conflict' }));

    await expectAppError(api.updateMe('email', 'taken@example.com'), 'profile/email-taken');
    await expectAppError(api.updateMe('firstName', 'Ann'), 'api/conflict');
  });

  it('tells a second subscription from another conflict', async () => {
    const { api } = apiWith(() => json(409, { code: 'checkout/already-subscribed' }));

    await expectAppError(
      api.createCheckoutSession({ productId: 'yearly', promoCode: null }),
      'checkout/already-subscribed',
    );
  });

  it('lets a body narrow only the status it belongs to, on a call that can fail so', async () => {
    const answers = [
      json(400, { code: 'checkout/already-subscribed' }),
      json(409, { code: 'promo/invalid' }),
      json(422, { code: 'promo/invalid' }),
      json(409, { code: 'checkout/already-subscribed' }),
      // The checkout has an idempotency key: a 5xx is tried three times.
      ...[1, 2, 3].map(() => json(500, { code: 'promo/invalid' })),
    ];
    const { api } = apiWith(() => answers.shift() as Response);
    const checkout = () => api.createCheckoutSession({ productId: 'yearly', promoCode: 'X' });

    await expectAppError(checkout(), 'api/bad-request');
    await expectAppError(checkout(), 'api/conflict');
    await expectAppError(api.updateMe('firstName', 'Ann'), 'api/bad-request');
    await expectAppError(api.cancelSubscription('x'), 'api/conflict');
    await expectAppError(checkout(), 'api/server');
  });

  it('reads the status alone when the error body is not JSON', async () => {
    const { api } = apiWith(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));

    await expectAppError(api.createSetupIntent(), 'api/server');
  });

  it('fails as unavailable when fetch cannot reach the API', async () => {
    const { api } = apiWith(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await expectAppError(api.getMe(), 'network/unavailable');

    expect(error.message).toContain('Failed to fetch');
  });

  it('times out a call that does not answer, and aborts its fetch', async () => {
    let aborted = false;
    const { api } = apiWith(
      (_request, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
      { timeoutMs: 20 },
    );

    await expectAppError(api.getMe(), 'network/timeout');
    expect(aborted).toBe(true);
  });

  it('times out even a fetch that ignores the abort', async () => {
    const { api } = apiWith(() => new Promise<Response>(() => undefined), { timeoutMs: 20 });

    await expectAppError(api.deleteMe(), 'network/timeout');
  });

  it('times out an answer whose body never ends', async () => {
    const { api } = apiWith(() => new Response(new ReadableStream({ start: () => undefined })), {
      timeoutMs: 20,
    });

    await expectAppError(api.getMe(), 'network/timeout');
  });
});

describe('the bearer token goes to the API and nowhere else', () => {
  const { tokens } = stubTokens();

  it.each(['https://elsewhere.test/users/me', '../../outside', '/../x', 'users/../../x'])(
    'refuses to send a request to %s',
    async (path) => {
      const { fetch, sent } = stubFetch();
      const http = new HttpClient({ baseUrl: BASE, timeoutMs: 1000, fetch, tokens });

      await expectAppError(
        http.send({ method: 'GET', path, bearer: 'required' }),
        'api/bad-request',
      );
      expect(sent).toEqual([]);
    },
  );

  it.each([
    ['/users/me', 'users/me'],
    ['//elsewhere.test/steal', 'elsewhere.test/steal'],
  ])('keeps %s below the base path', async (path, below) => {
    const { fetch, sent } = stubFetch();
    const http = new HttpClient({ baseUrl: BASE, timeoutMs: 1000, fetch, tokens });

    await http.send({ method: 'GET', path, bearer: 'required' });

    expect(sent[0]?.url).toBe(`${BASE}${below}`);
  });

  it('treats a redirect as a failed answer instead of following it', async () => {
    const { api, sent } = apiWith(
      () => new Response(null, { status: 307, headers: { Location: 'https://elsewhere.test/' } }),
    );

    await expectAppError(api.getMe(), 'api/invalid-response');
    expect(sent.map((request) => new URL(request.url).origin)).toEqual([
      'https://api.example.test',
    ]);
  });
});

describe('HttpUserApi settings', () => {
  it.each(['ftp://api.example.test/', 'not a url', 'mailto:api@example.test'])(
    'refuses the base URL %s',
    (baseUrl) => {
      expect(() => new HttpUserApi({ baseUrl, tokens: stubTokens().tokens })).toThrow(TypeError);
    },
  );

  it.each([0, -1, Number.NaN])('refuses a timeout of %p', (timeoutMs) => {
    expect(
      () => new HttpUserApi({ baseUrl: BASE, tokens: stubTokens().tokens, timeoutMs }),
    ).toThrow(RangeError);
  });
});
