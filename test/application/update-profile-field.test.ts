import { UpdateProfileField } from '../../src/application/use-cases/update-profile-field';
import type { ProfileField } from '../../src/domain/validation';
import { DEMO_PASSWORD } from '../support/demo-accounts';
import { member, person } from '../support/builders';
import {
  demoWorld,
  type DemoWorldAdapters,
  profileOf,
  signInAs,
  worldWith,
} from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { AppError } from '../../src/domain/errors';
import {
  expectValidationError,
  identityWith,
  userApiWith,
  withFailing,
} from './support/demo-world';

/** A person who signed up with a password and never subscribed. */
const alex = person({ email: 'alex@builders.test', name: 'Alex Morgan' });
/** Someone else, whose address Alex cannot take. */
const sam = member({ email: 'sam@builders.test', name: 'Sam Rivera' });

async function freeMember(): Promise<DemoWorldAdapters> {
  const adapters = demoWorld({ storage: worldWith(alex, sam) });
  await signInAs(adapters, alex.email);
  return adapters;
}

function update(adapters: DemoWorldAdapters) {
  return new UpdateProfileField(adapters.identity, adapters.userApi);
}

describe('UpdateProfileField', () => {
  it.each([
    ['firstName', '  Alexandra ', { firstName: 'Alexandra', lastName: 'Morgan' }],
    ['lastName', ' Morgan-Smith', { firstName: 'Alex', lastName: 'Morgan-Smith' }],
    ['email', ' alex.morgan@example.com ', { email: 'alex.morgan@example.com' }],
  ] as const)(
    'saves %s trimmed and returns the reloaded user',
    async (field: ProfileField, value, expected) => {
      const adapters = await freeMember();

      const user = await update(adapters).execute(field, value, 'password');

      expect(user).toMatchObject(expected);
      expect(user?.subscribed).toBe(false);
      await expect(adapters.userApi.getMe()).resolves.toEqual(user);
    },
  );

  it('renames the identity account, so the next sign-in does not bring the old name back', async () => {
    const adapters = await freeMember();

    await update(adapters).execute('lastName', 'Morgan-Reyes', 'password');
    await adapters.identity.signOut();
    const user = await adapters.identity.signIn(alex.email, DEMO_PASSWORD);

    expect(user.displayName).toBe('Alex Morgan-Reyes');
  });

  it('changes the sign-in address with the e-mail', async () => {
    const adapters = await freeMember();

    await update(adapters).execute('email', 'alex.morgan@example.com', 'password');
    await adapters.identity.signOut();

    await expect(
      adapters.identity.signIn('alex.morgan@example.com', DEMO_PASSWORD),
    ).resolves.toMatchObject({ uid: alex.uid });
  });

  it.each([
    ['firstName', ' ', 'validation/required'],
    ['lastName', '', 'validation/required'],
    ['email', '  ', 'validation/required'],
    ['email', 'alex@example', 'validation/invalid-email'],
  ] as const)('refuses %s %j', async (field: ProfileField, value, message) => {
    const adapters = await freeMember();

    await expectValidationError(update(adapters).execute(field, value, 'password'), {
      [field]: message,
    });

    expect(profileOf(adapters, alex.email)).toMatchObject({
      firstName: 'Alex',
      lastName: 'Morgan',
    });
  });

  it.each(['google.com', 'apple.com', null] as const)(
    'refuses to change the e-mail of a %s login',
    async (provider) => {
      const adapters = demoWorld();
      // The demo's popup signs in the one person its provider stands for.
      const { email } = await adapters.identity.signInWithPopup('google');

      await expectValidationError(
        update(adapters).execute('email', 'riley@example.com', provider),
        { email: 'validation/not-editable' },
      );

      expect(profileOf(adapters, email ?? '')).toMatchObject({ email });
    },
  );

  it('lets a social login change its names', async () => {
    const adapters = demoWorld();
    const { email } = await adapters.identity.signInWithPopup('google');
    const firstName = profileOf(adapters, email ?? '')?.firstName;

    const user = await update(adapters).execute('lastName', 'Chen-Wu', 'google.com');

    expect(user).toMatchObject({ firstName, lastName: 'Chen-Wu' });
  });

  it('reports an e-mail another account uses, as the identity provider refuses it', async () => {
    const adapters = await freeMember();
    const updateMe = jest.fn(adapters.userApi.updateMe.bind(adapters.userApi));

    await expectAppError(
      new UpdateProfileField(
        adapters.identity,
        userApiWith(adapters.userApi, { updateMe }),
      ).execute('email', sam.email, 'password'),
      'identity/email-already-in-use',
    );

    expect(updateMe).not.toHaveBeenCalled();
    expect(profileOf(adapters, alex.email)).toBeDefined();
  });

  describe('a new e-mail changes at the identity provider first (DESIGN.md, Trust)', () => {
    it('then the API takes it, as the address the ID token now names', async () => {
      const adapters = await freeMember();
      const calls: string[] = [];
      const identity = identityWith(adapters.identity, {
        updateEmail: async (email) => {
          calls.push(`identity ${email}`);
          await adapters.identity.updateEmail(email);
        },
      });
      const userApi = userApiWith(adapters.userApi, {
        updateMe: async (field, value) => {
          calls.push(`api ${field} ${value}`);
          await adapters.userApi.updateMe(field, value);
        },
      });

      await new UpdateProfileField(identity, userApi).execute(
        'email',
        ' Alex.Morgan@Example.com ',
        'password',
      );

      expect(calls).toEqual([
        'identity Alex.Morgan@Example.com',
        'api email Alex.Morgan@Example.com',
      ]);
      // The provider mailed the old address a way back, once.
      expect(adapters.world.outbox.filter((mail) => mail.mode === 'recoverEmail')).toEqual([
        expect.objectContaining({ email: alex.email }),
      ]);
    });

    it('a save that failed at the API after the provider changed is simply tried again', async () => {
      const adapters = await freeMember();
      let failures = 1;
      const userApi = userApiWith(adapters.userApi, {
        updateMe: (field, value) =>
          failures-- > 0
            ? Promise.reject(new AppError('network/unavailable'))
            : adapters.userApi.updateMe(field, value),
      });
      const useCase = new UpdateProfileField(adapters.identity, userApi);

      await expectAppError(
        useCase.execute('email', 'alex.morgan@example.com', 'password'),
        'network/unavailable',
      );
      const user = await useCase.execute('email', 'alex.morgan@example.com', 'password');

      expect(user).toMatchObject({ email: 'alex.morgan@example.com' });
      expect(adapters.world.outbox.filter((mail) => mail.mode === 'recoverEmail')).toHaveLength(1);
    });

    it('the API refuses an address the identity provider was never told of', async () => {
      const adapters = await freeMember();
      const identity = identityWith(adapters.identity, { updateEmail: async () => undefined });

      await expectAppError(
        new UpdateProfileField(identity, adapters.userApi).execute(
          'email',
          'alex.morgan@example.com',
          'password',
        ),
        'profile/email-mismatch',
      );

      expect(profileOf(adapters, alex.email)).toBeDefined();
    });
  });

  it('fails when the API fails', async () => {
    const adapters = await freeMember();
    adapters.world.failNextCall('userApi');

    await expectAppError(
      update(adapters).execute('firstName', 'Alexandra', 'password'),
      'network/unavailable',
    );

    expect(profileOf(adapters, alex.email)).toMatchObject({ firstName: 'Alex' });
  });

  it('is saved even when the reload after it fails: no user, and no error', async () => {
    const adapters = await freeMember();
    const useCase = new UpdateProfileField(
      adapters.identity,
      withFailing(adapters.userApi, 'getMe'),
    );

    await expect(useCase.execute('firstName', 'Alexandra', 'password')).resolves.toBeNull();

    expect(profileOf(adapters, alex.email)).toMatchObject({ firstName: 'Alexandra' });
  });

  it('is saved even when the identity account keeps its old name for now', async () => {
    const adapters = await freeMember();
    const useCase = new UpdateProfileField(
      withFailing(adapters.identity, 'updateDisplayName'),
      adapters.userApi,
    );

    const user = await useCase.execute('firstName', 'Alexandra', 'password');

    expect(user).toMatchObject({ firstName: 'Alexandra' });
  });

  describe('a new e-mail address needs a recent sign-in', () => {
    it('is refused after a sign-in older than five minutes, and the address stays', async () => {
      const adapters = await freeMember();
      adapters.world.ageSignIn();

      await expectAppError(
        update(adapters).execute('email', 'alex.morgan@example.com', 'password'),
        'identity/requires-recent-login',
      );

      expect(profileOf(adapters, alex.email)).toBeDefined();
    });

    it('is saved once the person proved who they are again', async () => {
      const adapters = await freeMember();
      adapters.world.ageSignIn();
      await adapters.identity.reauthenticate({ password: DEMO_PASSWORD });

      const user = await update(adapters).execute('email', 'alex.morgan@example.com', 'password');

      expect(user).toMatchObject({ email: 'alex.morgan@example.com' });
    });

    it('does not ask for it to change a name', async () => {
      const adapters = await freeMember();
      adapters.world.ageSignIn();

      const user = await update(adapters).execute('firstName', 'Alexandra', 'password');

      expect(user).toMatchObject({ firstName: 'Alexandra' });
    });
  });
});
