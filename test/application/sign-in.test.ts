import { SignIn } from '../../src/application/use-cases/sign-in';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { demoWorld, worldWith } from '../support/demo-world';
import { member } from '../support/builders';
import { expectAppError } from '../support/expectations';
import { expectValidationError } from './support/demo-world';

describe('SignIn', () => {
  const pat = member({ email: 'pat@builders.test' });

  it('signs in with a trimmed e-mail', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });

    await new SignIn(adapters.identity).execute({
      email: '  pat@builders.test  ',
      password: DEMO_PASSWORD,
    });

    expect(adapters.world.state.session).toMatchObject({
      uid: pat.uid,
      provider: 'password',
    });
    await expect(adapters.identity.getSignInProvider()).resolves.toBe('password');
  });

  it('requires the e-mail and the password', async () => {
    const adapters = demoWorld();

    await expectValidationError(
      new SignIn(adapters.identity).execute({ email: ' ', password: '' }),
      {
        email: 'validation/required',
        password: 'validation/required',
      },
    );

    expect(adapters.world.state.session).toBeNull();
  });

  it('drops the spaces around a password, as sign-up and a reset do when they save it', async () => {
    const adapters = demoWorld({ storage: worldWith(pat) });

    await new SignIn(adapters.identity).execute({
      email: pat.email,
      password: ` ${DEMO_PASSWORD}\t`,
    });

    expect(adapters.world.state.session).not.toBeNull();
  });

  it('refuses a malformed e-mail before asking the provider', async () => {
    const adapters = demoWorld();
    adapters.world.failNextCall('identity');

    await expectValidationError(
      new SignIn(adapters.identity).execute({ email: 'member@demo', password: DEMO_PASSWORD }),
      { email: 'validation/invalid-email' },
    );

    expect(adapters.world.settings.failNextCall).toBe('identity');
  });

  it.each([
    ['a wrong password', pat.email, 'Mindful#2025'],
    ['an unknown address', 'nobody@example.com', DEMO_PASSWORD],
  ])('reports invalid credentials for %s', async (_case, email, password) => {
    const adapters = demoWorld({ storage: worldWith(pat) });

    await expectAppError(
      new SignIn(adapters.identity).execute({ email, password }),
      'identity/invalid-credentials',
    );

    expect(adapters.world.state.session).toBeNull();
  });
});
