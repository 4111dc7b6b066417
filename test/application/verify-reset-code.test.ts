import {
  RESET_PASSWORD_MODE,
  VerifyResetCode,
} from '../../src/application/use-cases/verify-reset-code';
import { demoWorld, type DemoWorldAdapters, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { person } from '../support/builders';

const pat = person({ email: 'pat@builders.test' });

async function sentCode(adapters: DemoWorldAdapters, email: string): Promise<string> {
  await adapters.identity.sendPasswordResetEmail(email);
  const mail = adapters.world.outbox.at(-1);
  if (!mail) throw new Error('No reset e-mail was sent');
  return mail.oobCode;
}

describe('VerifyResetCode', () => {
  it('resolves the e-mail of a code from the outbox', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    const oobCode = await sentCode(adapters, pat.email);

    await expect(
      new VerifyResetCode(adapters.identity).execute({ oobCode, mode: 'resetPassword' }),
    ).resolves.toBe('pat@builders.test');
    expect(RESET_PASSWORD_MODE).toBe('resetPassword');
  });

  it.each([
    ['no code', null, 'resetPassword'],
    ['an empty code', '', 'resetPassword'],
    ['no mode', 'some-code', null],
    ['another mode', 'some-code', 'verifyEmail'],
    ['a mode in another case', 'some-code', 'RESETPASSWORD'],
  ])('refuses a link with %s without asking the provider', async (_case, oobCode, mode) => {
    const adapters = demoWorld();
    adapters.world.failNextCall('identity');

    await expectAppError(
      new VerifyResetCode(adapters.identity).execute({ oobCode, mode }),
      'reset/invalid-link',
    );

    expect(adapters.world.settings.failNextCall).toBe('identity');
  });

  it('reports a code the provider does not know', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    await sentCode(adapters, pat.email);

    await expectAppError(
      new VerifyResetCode(adapters.identity).execute({ oobCode: 'made-up', mode: 'resetPassword' }),
      'identity/invalid-action-code',
    );
  });
});
