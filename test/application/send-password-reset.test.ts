import { SendPasswordReset } from '../../src/application/use-cases/send-password-reset';
import { demoWorld, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { expectValidationError } from './support/demo-world';
import { person } from '../support/builders';

describe('SendPasswordReset', () => {
  it('sends a reset e-mail to a known address, trimmed', async () => {
    const pat = person({ email: 'pat@builders.test' });
    const adapters = demoWorld({ storage: worldWith(pat) });

    await new SendPasswordReset(adapters.identity).execute('  pat@builders.test ');

    expect(adapters.world.outbox).toHaveLength(1);
    const [mail] = adapters.world.outbox;
    expect(mail).toMatchObject({ email: pat.email, sentAt: '2026-11-21' });
    expect(mail?.link).toBe(`/set-password?mode=resetPassword&oobCode=${mail?.oobCode}`);
  });

  it('reports an unknown address', async () => {
    const adapters = demoWorld();

    await expectAppError(
      new SendPasswordReset(adapters.identity).execute('nobody@example.com'),
      'identity/user-not-found',
    );

    expect(adapters.world.outbox).toEqual([]);
  });

  it.each([
    ['', 'validation/required'],
    ['   ', 'validation/required'],
    ['member@demo', 'validation/invalid-email'],
    ['member demo.test', 'validation/invalid-email'],
  ])('refuses %j without sending anything', async (email, message) => {
    const adapters = demoWorld();

    await expectValidationError(new SendPasswordReset(adapters.identity).execute(email), {
      email: message,
    });

    expect(adapters.world.outbox).toEqual([]);
  });
});
