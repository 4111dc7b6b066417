import { addDays } from '../../src/domain/dates';
import { member } from '../support/builders';
import { FakeClock, TODAY } from '../support/clocks';
import {
  LOCAL_OUTBOX_PATH,
  type LocalMail,
  type LocalOutbox,
} from '../../tools/api-server/local-outbox';
import { startApiServer, type ApiServer } from '../../tools/api-server/server';

/**
 * The local API server's law's contract calls over HTTP (contract-routes.ts): the statuses and
 * bodies the HTTP adapter reads, the limit per client, and the outbox the local journeys read.
 */

const pat = member({
  email: 'pat@example.com',
  subscribedAt: '2026-01-15',
  renewsAt: '2027-01-15',
});

let server: ApiServer;
let clock: FakeClock;

beforeEach(async () => {
  clock = new FakeClock(TODAY);
  server = await startApiServer({ clock });
  server.world.change((draft) => {
    draft.accounts.push(pat.account);
    draft.profiles.push(pat.profile);
  });
});

afterEach(async () => {
  await server.close();
});

async function post(path: string, body: object) {
  const response = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function outboxOf(address: string): Promise<LocalMail[]> {
  const url = new URL(
    `${LOCAL_OUTBOX_PATH.slice(1)}?email=${encodeURIComponent(address)}`,
    server.url,
  );
  return ((await (await fetch(url)).json()) as LocalOutbox).mails;
}

const cancellation = { email: pat.email, contract: 'not-sure', kind: 'ordinary', endDate: null };

describe('the contract calls of the local API server', () => {
  it("answers a stranger's request with the moment received alone", async () => {
    const answer = await post('contracts/cancel', cancellation);

    expect(answer).toEqual({ status: 200, body: { receivedAt: clock.now() } });
  });

  it("serves the owner's link: a preview, one confirmation, then 409 for a used link", async () => {
    await post('contracts/cancel', cancellation);
    const [mail] = await outboxOf('PAT@example.com');
    const token = new URL(mail?.link ?? '', 'http://portal.test').searchParams.get('token');

    const preview = await post('contracts/confirm/preview', { token });
    const confirmed = await post('contracts/confirm', { token });
    const again = await post('contracts/confirm', { token });

    const outcome = { status: 'applied', accessEndsOn: '2027-01-15' };
    expect(preview).toMatchObject({ status: 200, body: { type: 'cancel', outcome } });
    expect(confirmed).toMatchObject({ status: 200, body: { outcome } });
    expect(again).toMatchObject({ status: 409, body: { code: 'contract/link-used' } });
  });

  it('answers 404 for an unknown link, 410 for an expired one, 400 without a token', async () => {
    await post('contracts/withdraw', { email: pat.email, contract: 'not-sure' });
    await post('contracts/cancel', cancellation);
    const token = server.world.state.contractRequests.at(-1)?.token;
    clock.day = addDays(TODAY, 7);

    expect(await post('contracts/confirm', { token: 'no-such-link' })).toMatchObject({
      status: 404,
      body: { code: 'contract/link-unknown' },
    });
    expect(await post('contracts/confirm/preview', { token })).toMatchObject({
      status: 410,
      body: { code: 'contract/link-expired' },
    });
    expect((await post('contracts/confirm', {})).status).toBe(400);
  });

  it('limits one client to 30 contract calls in 10 minutes, with 429', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await post('contracts/confirm', { token: `guess${attempt}` })).status).toBe(404);
    }

    expect(await post('contracts/confirm', { token: 'one-more' })).toMatchObject({
      status: 429,
      body: { code: 'api/too-many-requests' },
    });
    expect(
      (await post('contracts/withdraw', { email: 'a@b.co', contract: 'not-sure' })).status,
    ).toBe(429);
    clock.day = addDays(TODAY, 1);
    expect((await post('contracts/confirm', { token: 'later' })).status).toBe(404);
  });

  it('shows the local journeys what it mailed an address, and nothing else', async () => {
    await post('contracts/cancel', cancellation);

    const mails = await outboxOf(pat.email);

    expect(mails).toEqual([
      {
        subject: 'Please confirm your cancellation',
        body: expect.stringContaining('If this was not you') as string,
        link: expect.stringMatching(/^\/contracts\/confirm\?token=\w+$/u) as string,
      },
    ]);
    expect(await outboxOf('nobody@example.com')).toEqual([]);
    const url = new URL(LOCAL_OUTBOX_PATH.slice(1), server.url);
    expect((await fetch(url)).status).toBe(400);
    expect((await fetch(url, { method: 'POST' })).status).toBe(405);
  });
});
