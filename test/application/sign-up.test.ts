import type { Tracking } from '../../src/application/ports/tracking';
import { SignUp } from '../../src/application/use-cases/sign-up';
import type { SignUpValues } from '../../src/domain/validation';
import { demoWorld, type DemoWorldAdapters, profileOf, worldWith } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { expectValidationError } from './support/demo-world';
import { person } from '../support/builders';

const NEW_PERSON: SignUpValues = {
  firstName: ' Mia ',
  lastName: ' Novak ',
  email: ' mia.novak@example.com ',
  password: 'Quiet#Mind1',
};

function signUp(adapters: DemoWorldAdapters, tracking: Tracking = adapters.tracking) {
  return new SignUp(adapters.identity, adapters.userApi, tracking);
}

describe('SignUp', () => {
  it('refuses empty fields with a key per field and creates no account', async () => {
    const adapters = demoWorld();
    const accounts = adapters.world.state.accounts.length;

    await expectValidationError(
      signUp(adapters).execute({ firstName: ' ', lastName: '', email: '', password: '' }),
      {
        firstName: 'validation/required',
        lastName: 'validation/required',
        email: 'validation/required',
        password: 'validation/required',
      },
    );

    expect(adapters.world.state.accounts).toHaveLength(accounts);
    expect(adapters.world.state.session).toBeNull();
    expect(adapters.world.events).toEqual([]);
  });

  it('refuses a malformed e-mail and a short password', async () => {
    const adapters = demoWorld();

    await expectValidationError(
      signUp(adapters).execute({ ...NEW_PERSON, email: 'mia@example', password: 'Short#1' }),
      { email: 'validation/invalid-email', password: 'validation/too-short' },
    );

    expect(profileOf(adapters, 'mia@example')).toBeUndefined();
  });

  it('refuses a password that misses the reset checklist: no capital letter, no symbol', async () => {
    const adapters = demoWorld();

    await expectValidationError(
      signUp(adapters).execute({ ...NEW_PERSON, password: 'quietmind1' }),
      { password: 'validation/weak-password' },
    );

    expect(profileOf(adapters, 'mia.novak@example.com')).toBeUndefined();
  });

  it('saves the password without the spaces around it', async () => {
    const adapters = demoWorld();

    await signUp(adapters).execute({ ...NEW_PERSON, password: '  Quiet#Mind1 ' });

    await adapters.identity.signOut();
    await expect(
      adapters.identity.signIn('mia.novak@example.com', 'Quiet#Mind1'),
    ).resolves.toMatchObject({ displayName: 'Mia Novak' });
  });

  it('creates the account with a display name, saves the profile and tracks a lead', async () => {
    const adapters = demoWorld();

    await signUp(adapters).execute(NEW_PERSON);

    const account = adapters.world.state.accounts.find(
      (entry) => entry.email === 'mia.novak@example.com',
    );
    expect(account).toMatchObject({ displayName: 'Mia Novak', provider: 'password' });
    expect(adapters.world.state.session).toMatchObject({ uid: account?.uid, provider: 'password' });
    expect(profileOf(adapters, 'mia.novak@example.com')).toMatchObject({
      firstName: 'Mia',
      lastName: 'Novak',
    });
    expect(adapters.world.events).toEqual([{ event: 'lead' }]);
    // The new person can sign in with the trimmed address and the password as typed.
    await adapters.identity.signOut();
    await expect(
      adapters.identity.signIn('mia.novak@example.com', 'Quiet#Mind1'),
    ).resolves.toMatchObject({ displayName: 'Mia Novak' });
  });

  it('saves the names as typed, even when the display name would split them differently', async () => {
    const adapters = demoWorld();

    await signUp(adapters).execute({
      ...NEW_PERSON,
      firstName: 'Mary Ann',
      lastName: 'van Dijk',
    });

    expect(profileOf(adapters, 'mia.novak@example.com')).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'van Dijk',
    });
  });

  it('reports an address already in use, and tracks nothing', async () => {
    const alex = person({ email: 'alex@builders.test', name: 'Alex Morgan' });
    const adapters = demoWorld({ storage: worldWith(alex) });

    await expectAppError(
      signUp(adapters).execute({ ...NEW_PERSON, email: 'ALEX@builders.test' }),
      'identity/email-already-in-use',
    );

    expect(profileOf(adapters, alex.email)).toMatchObject({ firstName: 'Alex' });
    expect(adapters.world.events).toEqual([]);
  });

  it('fails when the profile cannot be saved, and tracks no lead', async () => {
    const adapters = demoWorld();
    adapters.world.failNextCall('userApi');

    await expectAppError(signUp(adapters).execute(NEW_PERSON), 'network/unavailable');

    expect(adapters.world.events).toEqual([]);
  });

  it('still signs up when tracking fails', async () => {
    const adapters = demoWorld();
    adapters.world.failNextCall('tracking');

    await signUp(adapters).execute(NEW_PERSON);

    expect(adapters.world.settings.failNextCall).toBeNull();
    expect(adapters.world.events).toEqual([]);
    expect(profileOf(adapters, 'mia.novak@example.com')).toBeDefined();
  });

  it('still signs up when tracking throws at once', async () => {
    const adapters = demoWorld();
    const throwing: Tracking = {
      track: () => {
        throw new Error('dataLayer is not defined');
      },
      consent: () => Promise.resolve(),
    };

    await expect(signUp(adapters, throwing).execute(NEW_PERSON)).resolves.toBeUndefined();

    expect(profileOf(adapters, 'mia.novak@example.com')).toBeDefined();
  });
});
