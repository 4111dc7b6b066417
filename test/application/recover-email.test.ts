import { RECOVER_EMAIL_MODE, RecoverEmail } from '../../src/application/use-cases/recover-email';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { demoWorld, type DemoWorldAdapters } from '../support/demo-world';
import { expectAppError } from '../support/expectations';

/** Changes free@demo.test's address as the profile does; the old address is mailed a way back. */
async function recoveryCode(adapters: DemoWorldAdapters, newEmail: string): Promise<string> {
  await adapters.identity.signIn('free@demo.test', DEMO_PASSWORD);
  await adapters.identity.updateEmail(newEmail);
  await adapters.identity.signOut();
  const mail = adapters.world.outbox.findLast((entry) => entry.mode === 'recoverEmail');
  if (!mail) throw new Error('No recovery e-mail was sent');
  expect(mail.email).toBe('free@demo.test');
  return mail.oobCode;
}

describe('RecoverEmail', () => {
  it('puts the old sign-in address back and names it', async () => {
    const adapters = demoWorld();
    const oobCode = await recoveryCode(adapters, 'someone.else@example.com');

    await expect(new RecoverEmail(adapters.identity).execute(oobCode)).resolves.toEqual({
      email: 'free@demo.test',
    });

    await expect(adapters.identity.signIn('free@demo.test', DEMO_PASSWORD)).resolves.toMatchObject({
      email: 'free@demo.test',
    });
    expect(RECOVER_EMAIL_MODE).toBe('recoverEmail');
  });

  it('cannot undo twice with the same code', async () => {
    const adapters = demoWorld();
    const oobCode = await recoveryCode(adapters, 'someone.else@example.com');
    const recover = new RecoverEmail(adapters.identity);
    await recover.execute(oobCode);

    await expectAppError(recover.execute(oobCode), 'identity/invalid-action-code');
  });

  it('says so when another account has taken the old address since', async () => {
    const adapters = demoWorld();
    const oobCode = await recoveryCode(adapters, 'someone.else@example.com');
    await adapters.identity.signUp('free@demo.test', 'Other-Pass#2', 'Other Person');
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
