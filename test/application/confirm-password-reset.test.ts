import { ConfirmPasswordReset } from '../../src/application/use-cases/confirm-password-reset';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { person } from '../support/builders';
import { demoWorld, type DemoWorldAdapters, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { expectValidationError } from './support/demo-world';

const NEW_PASSWORD = 'Calm#Waters9';
/** Signed up with the demo password, and forgot it. */
const pat = person();

async function resetCode(adapters: DemoWorldAdapters): Promise<string> {
  await adapters.identity.sendPasswordResetEmail(pat.email);
  const mail = adapters.world.outbox.at(-1);
  if (!mail) throw new Error('No reset e-mail was sent');
  return mail.oobCode;
}

describe('ConfirmPasswordReset', () => {
  it('sets the trimmed password, so signing in with the trimmed one works', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    const oobCode = await resetCode(adapters);

    await new ConfirmPasswordReset(adapters.identity).execute({
      oobCode,
      password: `  ${NEW_PASSWORD} `,
    });

    await expect(adapters.identity.signIn(pat.email, NEW_PASSWORD)).resolves.toMatchObject({
      email: pat.email,
    });
    await expectAppError(
      adapters.identity.signIn(pat.email, DEMO_PASSWORD),
      'identity/invalid-credentials',
    );
    // The code is used up.
    await expectAppError(
      adapters.identity.verifyPasswordResetCode(oobCode),
      'identity/invalid-action-code',
    );
  });

  it.each([null, ''])('refuses a missing code (%j) as an invalid URL', async (oobCode) => {
    const adapters = demoWorld();

    await expectValidationError(
      new ConfirmPasswordReset(adapters.identity).execute({ oobCode, password: NEW_PASSWORD }),
      { password: 'validation/invalid-link' },
    );
  });

  it.each([
    ['empty', '', 'validation/required'],
    ['only spaces', '        ', 'validation/required'],
    ['7 characters', 'Calm#W9', 'validation/too-short'],
    ['7 characters once trimmed', ' Calm#W9 ', 'validation/too-short'],
    ['8 lower-case characters', 'calmness', 'validation/weak-password'],
    ['8 characters without a symbol', 'Calmness', 'validation/weak-password'],
    ['8 lower-case characters with a symbol', 'calm#ess', 'validation/weak-password'],
  ])('refuses a password that is %s', async (_case, password, message) => {
    const adapters = demoWorld({ storage: worldWith(pat) });
    const oobCode = await resetCode(adapters);

    await expectValidationError(
      new ConfirmPasswordReset(adapters.identity).execute({ oobCode, password }),
      { password: message },
    );

    await expect(adapters.identity.verifyPasswordResetCode(oobCode)).resolves.toBe(pat.email);
  });

  it('reports a code the provider does not know', async () => {
    const adapters = demoWorld();

    await expectAppError(
      new ConfirmPasswordReset(adapters.identity).execute({
        oobCode: 'made-up',
        password: NEW_PASSWORD,
      }),
      'identity/invalid-action-code',
    );
  });
});
