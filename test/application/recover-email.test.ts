import { RECOVER_EMAIL_MODE, RecoverEmail } from '../../src/application/use-cases/recover-email';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { person } from '../support/builders';
import { demoWorld, type DemoWorldAdapters, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';

/** A person who signs in with a password. */
const pat = person({ email: 'pat@builders.test' });

/** Changes Pat's address as the profile does; the old address is mailed a way back. */
async function recoveryCode(adapters: DemoWorldAdapters, newEmail: string): Promise<string> {
  await adapters.identity.signIn(pat.email, DEMO_PASSWORD);
  await adapters.identity.updateEmail(newEmail);
  await adapters.identity.signOut();
  const mail = adapters.world.outbox.findLast((entry) => entry.mode === 'recoverEmail');
  if (!mail) throw new Error('No recovery e-mail was sent');
  expect(mail.email).toBe('pat@builders.test');
  return mail.oobCode;
}

describe('RecoverEmail', () => {
  it('puts the old sign-in address back and names it', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    const oobCode = await recoveryCode(adapters, 'someone.else@example.com');

    await expect(new RecoverEmail(adapters.identity).execute(oobCode)).resolves.toEqual({
      email: 'pat@builders.test',
    });

    await expect(adapters.identity.signIn(pat.email, DEMO_PASSWORD)).resolves.toMatchObject({
      email: 'pat@builders.test',
    });
    expect(RECOVER_EMAIL_MODE).toBe('recoverEmail');
  });

  it('cannot undo twice with the same code', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    const oobCode = await recoveryCode(adapters, 'someone.else@example.com');
    const recover = new RecoverEmail(adapters.identity);
    await recover.execute(oobCode);

    await expectAppError(recover.execute(oobCode), 'identity/invalid-action-code');
  });

  it('says so when another account has taken the old address since', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    const oobCode = await recoveryCode(adapters, 'someone.else@example.com');
    await adapters.identity.signUp('pat@builders.test', 'Other-Pass#2', 'Other Person');
    await adapters.identity.signOut();

    await expectAppError(
      new RecoverEmail(adapters.identity).execute(oobCode),
      'identity/email-already-in-use',
    );
  });

  it.each([
    ['no code', null],
    ['an empty code', ''],
  ])('refuses a link with %s without asking the provider', async (_case, oobCode) => {
    const adapters = demoWorld();
    adapters.world.failNextCall('identity');

    await expectAppError(
      new RecoverEmail(adapters.identity).execute(oobCode),
      'reset/invalid-link',
    );

    expect(adapters.world.settings.failNextCall).toBe('identity');
  });
});
