import { Reauthenticate } from '../../src/application/use-cases/reauthenticate';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { member } from '../support/builders';
import { demoWorld, signInAs, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { expectValidationError } from './support/demo-world';
import type { IdentityProvider } from '../../src/application/ports/identity-provider';

/** When the provider says the person last proved who they are (auth_time). */
async function signedInAt(identity: IdentityProvider): Promise<string | undefined> {
  return (await identity.signInTimes())?.signedInAt;
}

/** A member who signed in with a password, too long ago for a sensitive change. */
async function staleMember() {
  const pat = member();
  const adapters = demoWorld({ storage: worldWith(pat) });
  await signInAs(adapters, pat.email);
  adapters.world.ageSignIn();
  return { adapters, reauthenticate: new Reauthenticate(adapters.identity) };
}

describe('Reauthenticate', () => {
  it('makes the sign-in recent with the password, as typed at sign-in (trimmed)', async () => {
    const { adapters, reauthenticate } = await staleMember();

    await reauthenticate.execute({ password: ` ${DEMO_PASSWORD} ` });

    await expect(signedInAt(adapters.identity)).resolves.toBe(adapters.clock.now());
  });

  it('asks for the password before asking the provider', async () => {
    const { adapters, reauthenticate } = await staleMember();
    const before = await signedInAt(adapters.identity);

    await expectValidationError(reauthenticate.execute({ password: '  ' }), {
      password: 'validation/required',
    });

    await expect(signedInAt(adapters.identity)).resolves.toBe(before);
  });

  it('refuses a wrong password and keeps the sign-in stale', async () => {
    const { adapters, reauthenticate } = await staleMember();
    const before = await signedInAt(adapters.identity);

    await expectAppError(
      reauthenticate.execute({ password: 'Wrong-Pass#9' }),
      'identity/invalid-credentials',
    );

    await expect(signedInAt(adapters.identity)).resolves.toBe(before);
  });

  it("makes a popup member's sign-in recent with the provider's popup", async () => {
    const adapters = demoWorld();
    await adapters.identity.signInWithPopup('apple');
    adapters.world.ageSignIn();

    await new Reauthenticate(adapters.identity).execute({ provider: 'apple' });

    await expect(signedInAt(adapters.identity)).resolves.toBe(adapters.clock.now());
  });
});
