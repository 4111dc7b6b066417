import type { ErrorCode } from '../../../src/domain/errors';
import { HttpUserApi } from '../../../src/adapters/http/http-user-api';
import { expectAppError } from '../../support/expectations';
import { json, stubFetch, type Responder } from './stub-fetch';
import { stubTokens, TOKEN } from './stub-tokens';

const BASE = 'https://api.example.test/api/v1/';
const RECEIVED_AT = '2026-11-24T10:00:00.000Z';

function apiWith(responder: Responder, token: string | null = null) {
  const stub = stubFetch(responder);
  const api = new HttpUserApi({
    baseUrl: BASE,
    tokens: stubTokens(token).tokens,
    fetch: stub.fetch,
    wait: () => Promise.resolve(),
  });
  return { api, sent: stub.sent };
}

const cancellation = {
  email: 'a@b.co',
  contract: 'not-sure',
  kind: 'ordinary',
  reason: null,
  endDate: null,
} as const;

const SUMMARY = {
  type: 'cancel',
  receivedAt: RECEIVED_AT,
  contract: 'not-sure',
  kind: 'ordinary',
  outcome: { status: 'applied', accessEndsOn: '2027-01-15T00:00:00.000Z' },
};

describe("HttpUserApi: the law's contract calls", () => {
  it("sends a visitor's requests without a token, and a member's with theirs", async () => {
    const visitor = apiWith(() => json(200, { receivedAt: RECEIVED_AT }));
    const member = apiWith(() => json(200, { receivedAt: RECEIVED_AT }), TOKEN);

    await visitor.api.cancelContract(cancellation);
    await member.api.withdrawFromContract({ email: 'a@b.co', contract: 'not-sure' });

    expect(visitor.sent[0]).toMatchObject({
      url: `${BASE}contracts/cancel`,
      method: 'POST',
      body: { email: 'a@b.co', contract: 'not-sure', kind: 'ordinary', endDate: null },
    });
    expect(visitor.sent[0]?.headers.Authorization).toBeUndefined();
    expect(member.sent[0]?.url).toBe(`${BASE}contracts/withdraw`);
    expect(member.sent[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("reads the moment received, and the owner's outcome when the answer has one", async () => {
    const answers = [
      json(200, { receivedAt: RECEIVED_AT }),
      json(200, {
        receivedAt: RECEIVED_AT,
        outcome: { status: 'applied', accessEndsOn: '2027-01-15' },
      }),
      json(200, { receivedAt: RECEIVED_AT, outcome: { status: 'unchanged', accessEndsOn: null } }),
    ];
    const { api } = apiWith(() => answers.shift() ?? json(500, {}), TOKEN);

    await expect(api.cancelContract(cancellation)).resolves.toEqual({ receivedAt: RECEIVED_AT });
    await expect(api.cancelContract(cancellation)).resolves.toEqual({
      receivedAt: RECEIVED_AT,
      outcome: { status: 'applied', accessEndsOn: '2027-01-15' },
    });
    await expect(api.cancelContract(cancellation)).resolves.toEqual({
      receivedAt: RECEIVED_AT,
      outcome: { status: 'unchanged', accessEndsOn: null },
    });
  });

  it('sends the token of a link in the body, never in the address, and reads the request', async () => {
    const { api, sent } = apiWith(() => json(200, SUMMARY));

    const preview = await api.previewContractConfirmation('tok_1');
    await api.confirmContractRequest('tok_1');

    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      [`${BASE}contracts/confirm/preview`, { token: 'tok_1' }],
      [`${BASE}contracts/confirm`, { token: 'tok_1' }],
    ]);
    expect(preview).toEqual({
      ...SUMMARY,
      outcome: { status: 'applied', accessEndsOn: '2027-01-15' },
    });
  });

  it.each([
    ['no moment', { receivedAt: 'yesterday' }],
    ['an unknown outcome', { receivedAt: RECEIVED_AT, outcome: { status: 'maybe' } }],
    [
      'an applied outcome without its day',
      { receivedAt: RECEIVED_AT, outcome: { status: 'applied' } },
    ],
  ])('refuses a receipt with %s', async (_what, answer) => {
    const { api } = apiWith(() => json(200, answer));

    await expectAppError(api.cancelContract(cancellation), 'api/invalid-response');
  });

  it('refuses a summary of another type or kind', async () => {
    const answers = [
      json(200, { ...SUMMARY, type: 'pause' }),
      json(200, { ...SUMMARY, kind: 'now' }),
    ];
    const { api } = apiWith(() => answers.shift() ?? json(500, {}));

    await expectAppError(api.confirmContractRequest('tok_1'), 'api/invalid-response');
    await expectAppError(api.confirmContractRequest('tok_1'), 'api/invalid-response');
  });

  const linkErrors: [number, string, ErrorCode][] = [
    [404, 'contract/link-unknown', 'contract/link-unknown'],
    [410, 'contract/link-expired', 'contract/link-expired'],
    [409, 'contract/link-used', 'contract/link-used'],
    [429, 'api/too-many-requests', 'api/too-many-requests'],
    // A body that names nothing the call expects leaves the status' own code.
    [404, 'api/not-found', 'api/not-found'],
    [409, 'contract/link-unknown', 'api/conflict'],
  ];

  it.each(linkErrors)('reads a link answered %i %s as %s', async (status, code, expected) => {
    const { api } = apiWith(() => json(status, { code }));

    await expectAppError(api.confirmContractRequest('tok_1'), expected);
  });

  it('reads the limit of requests as too many requests, and tries a request only once', async () => {
    const { api, sent } = apiWith(() => json(429, { code: 'api/too-many-requests' }));

    await expectAppError(api.cancelContract(cancellation), 'api/too-many-requests');
    await expectAppError(
      api.withdrawFromContract({ email: 'a@b.co', contract: 'not-sure' }),
      'api/too-many-requests',
    );
    expect(sent).toHaveLength(2);
  });
});
