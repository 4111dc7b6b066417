import { VERIFY_EMAIL_MODE, VerifyEmail } from '../../src/application/use-cases/verify-email';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { person } from '../support/builders';
import { demoWorld, type DemoWorldAdapters, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';

/** A person who signs in with a password. */
const pat = person({ email: 'pat@builders.test' });

/** Changes Pat's address as the profile does; the new address is mailed a verification. */
async function verificationCode(adapters: DemoWorldAdapters, newEmail: string): Promise<string> {
  await adapters.identity.signIn(pat.email, DEMO_PASSWORD);
  await adapters.identity.updateEmail(newEmail);
  const mail = adapters.world.outbox.findLast((entry) => entry.mode === 'verifyEmail');
  if (!mail) throw new Error('No verification e-mail was sent');
  return mail.oobCode;
}

describe('VerifyEmail', () => {
  it('verifies the address its code was mailed to, and names it', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    const oobCode = await verificationCode(adapters, 'alex.new@example.com');

    await expect(new VerifyEmail(adapters.identity).execute(oobCode)).resolves.toEqual({
      email: 'alex.new@example.com',
    });
    expect(VERIFY_EMAIL_MODE).toBe('verifyEmail');
  });

  it('cannot verify twice with the same code', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    const oobCode = await verificationCode(adapters, 'alex.new@example.com');
    const verify = new VerifyEmail(adapters.identity);
    await verify.execute(oobCode);

    await expectAppError(verify.execute(oobCode), 'identity/invalid-action-code');
  });

  it.each([
    ['no code', null],
    ['an empty code', ''],
  ])('refuses a link with %s without asking the provider', async (_case, oobCode) => {
    const adapters = demoWorld();
    adapters.world.failNextCall('identity');

    await expectAppError(new VerifyEmail(adapters.identity).execute(oobCode), 'reset/invalid-link');

    expect(adapters.world.settings.failNextCall).toBe('identity');
  });

  it('reports a code the provider does not know, and one it cannot reach', async () => {
    const adapters = demoWorld();
    const verify = new VerifyEmail(adapters.identity);

    await expectAppError(verify.execute('made-up'), 'identity/invalid-action-code');
    adapters.world.failNextCall('identity');
    await expectAppError(verify.execute('made-up'), 'network/unavailable');
  });
});
