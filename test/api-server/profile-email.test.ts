import { byUid } from '../../src/demo/demo-lookups';
import { FakeClock, TODAY } from '../support/clocks';
import { emulatorToken } from './fake-emulator-token';
import { startApiServer, type ApiServer } from '../../tools/api-server/server';

/*
 * DESIGN.md's calls: PATCH users and PATCH /users/me take a new `email` only when it equals the
 * address in the caller's ID token (here the Auth emulator token's `email` claim), else 403; a 409
 * means another account uses it.
 */

let server: ApiServer;

beforeEach(async () => {
  server = await startApiServer({ clock: new FakeClock(TODAY) });
});

afterEach(async () => {
  await server.close();
});

function patch(route: string, token: string, body: object) {
  return fetch(new URL(route, server.url), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function emailOf(token: string): Promise<string> {
  const response = await fetch(new URL('users/me', server.url), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { email: string }).email;
}

const profile = (email: string) => ({ firstName: 'Emu', lastName: 'User', email });

describe('a new e-mail is the one the ID token names', () => {
  it('PATCH /users/me refuses another address with 403, and takes the one the token names', async () => {
    const before = emulatorToken();
    await emailOf(before);

    const refused = await patch('users/me', before, { email: 'new@example.com' });
    // The member changed it at the identity provider: the next token names it.
    const after = emulatorToken({ email: 'New@Example.com' });
    const taken = await patch('users/me', after, { email: ' new@example.com ' });

    expect(refused.status).toBe(403);
    await expect(refused.json()).resolves.toMatchObject({ code: 'profile/email-mismatch' });
    expect(taken.status).toBe(204);
    await expect(emailOf(after)).resolves.toBe('new@example.com');
    expect(byUid(server.world.state.accounts, 'emu-uid-1')?.email).toBe('new@example.com');
  });

  it('PATCH users (at each sign-in) follows the same rule', async () => {
    const token = emulatorToken();

    const refused = await patch('users', token, profile('someone.else@example.com'));
    const taken = await patch('users', token, profile('emu.user@example.com'));
    const namesOnly = await patch('users', token, profile(''));

    expect(refused.status).toBe(403);
    expect([taken.status, namesOnly.status]).toEqual([204, 204]);
    await expect(emailOf(token)).resolves.toBe('emu.user@example.com');
  });

  it('answers 409 for the address another account uses, whatever the token says', async () => {
    const other = emulatorToken({ sub: 'emu-uid-2', email: 'other@example.com' });
    await emailOf(other);
    // The emulator let this user take the address: the other profile still has it.
    const token = emulatorToken({ email: 'other@example.com' });

    const conflict = await patch('users/me', token, { email: 'other@example.com' });

    expect(conflict.status).toBe(409);
    await expect(conflict.json()).resolves.toMatchObject({ code: 'profile/email-taken' });
  });
});
