import { SignInWithPopup } from '../../src/application/use-cases/sign-in-with-popup';
import { demoWorld, type DemoWorldAdapters, profileOf } from '../support/demo-world';
import { expectAppError } from '../support/expectations';
import { AppError } from '../../src/domain/errors';
import type { IdentityUser, SocialProvider } from '../../src/application/ports/identity-provider';
import { identityWith, userApiWith } from './support/demo-world';
import { splitDisplayName } from '../../src/domain/display-name';

function popup(adapters: DemoWorldAdapters) {
  return new SignInWithPopup(adapters.identity, adapters.userApi);
}

/**
 * The use case on the world's provider, noting whom its popup signed in: the demo's popup stands
 * for one person per provider, and the test asserts what the provider said of them.
 */
function notingPopup(adapters: DemoWorldAdapters) {
  const came: IdentityUser[] = [];
  const identity = identityWith(adapters.identity, {
    signInWithPopup: async (provider) => {
      const user = await adapters.identity.signInWithPopup(provider);
      came.push(user);
      return user;
    },
  });
  const useCase = new SignInWithPopup(identity, adapters.userApi);
  return { useCase, came: () => came.at(-1) ?? null };
}

/** The names and e-mail the portal saves for what the provider said of a person. */
function savedAs(user: IdentityUser | null) {
  return { ...splitDisplayName(user?.displayName ?? ''), email: user?.email ?? '' };
}

/** Renames the signed-in user in the product API only, so a later PATCH users can be seen. */
async function renameInApi(adapters: DemoWorldAdapters): Promise<void> {
  await adapters.userApi.updateMe('firstName', 'Renamed');
  await adapters.userApi.updateMe('lastName', 'Elsewhere');
}

describe('SignInWithPopup', () => {
  it('readies the popups through the identity provider, signing nobody in', async () => {
    const adapters = demoWorld();

    await expect(popup(adapters).prepare()).resolves.toBeUndefined();

    await expect(adapters.identity.getSignInProvider()).resolves.toBeNull();
  });

  it.each([
    ['google', 'google.com', false],
    ['apple', 'apple.com', true],
  ] as const)(
    'signs in with %s and saves the split name and e-mail',
    async (provider, providerId, subscribed) => {
      const adapters = demoWorld();
      const { useCase, came } = notingPopup(adapters);

      await useCase.execute(provider);

      const saved = savedAs(came());
      expect(saved.firstName).not.toBe('');
      await expect(adapters.identity.getSignInProvider()).resolves.toBe(providerId);
      expect(profileOf(adapters, saved.email)).toMatchObject(saved);
      const me = await adapters.userApi.getMe();
      expect(me).toMatchObject({ ...saved, subscribed });
    },
  );

  it('asks the identity provider for the popup at once, in the task of the click that called it', async () => {
    const adapters = demoWorld();
    const openPopup = jest.fn((provider: SocialProvider) =>
      adapters.identity.signInWithPopup(provider),
    );
    const identity = identityWith(adapters.identity, { signInWithPopup: openPopup });

    // A browser opens a popup only from the click's own task: nothing may be awaited before it.
    const signingIn = new SignInWithPopup(identity, adapters.userApi).execute('google');
    expect(openPopup).toHaveBeenCalledWith('google');

    await signingIn;
  });

  it('patches the profile with the provider name on every popup sign-in', async () => {
    const adapters = demoWorld();
    const { useCase, came } = notingPopup(adapters);
    await useCase.execute('google');
    const { email } = savedAs(came());
    await renameInApi(adapters);
    expect(profileOf(adapters, email)).toMatchObject({ firstName: 'Renamed' });
    await adapters.identity.signOut();

    await useCase.execute('google');

    expect(profileOf(adapters, email)).toMatchObject(savedAs(came()));
    expect(profileOf(adapters, email)?.firstName).not.toBe('Renamed');
  });

  it('signs in with a provider’s name over 50 characters, cut at a word (the API refuses more)', async () => {
    const adapters = demoWorld();
    const { useCase, came } = notingPopup(adapters);
    await useCase.execute('google');
    const { email } = savedAs(came());
    await adapters.identity.signOut();
    adapters.world.change((draft) => {
      const account = draft.accounts.find((each) => each.email === email);
      if (account) {
        account.displayName = 'Riley Alexandra Genevieve Josephine Marguerite Evangeline Chen';
      }
    });

    await useCase.execute('google');

    expect(profileOf(adapters, email)).toMatchObject({
      firstName: 'Riley Alexandra Genevieve Josephine Marguerite',
      lastName: 'Chen',
    });
  });

  it('fails when the popup fails, and saves nothing', async () => {
    const adapters = demoWorld();
    const profiles = structuredClone(adapters.world.state.profiles);
    adapters.world.failNextCall('identity');

    await expectAppError(popup(adapters).execute('apple'), 'network/unavailable');

    expect(adapters.world.state.profiles).toEqual(profiles);
    expect(adapters.world.state.session).toBeNull();
  });

  it('fails when the profile cannot be saved', async () => {
    const adapters = demoWorld();
    const userApi = userApiWith(adapters.userApi, {
      saveProfile: () => Promise.reject(new AppError('network/unavailable')),
    });

    await expectAppError(
      new SignInWithPopup(adapters.identity, userApi).execute('google'),
      'network/unavailable',
    );
  });

  describe('back from a redirect (a blocked popup)', () => {
    /** The world's provider, as if a redirect sign-in of this user had just come back. */
    function backFromRedirect(
      adapters: DemoWorldAdapters,
      user: () => Promise<IdentityUser | null>,
    ) {
      const identity = identityWith(adapters.identity, { completeRedirectSignIn: user });
      return new SignInWithPopup(identity, adapters.userApi);
    }

    it('finishes nothing and saves nothing when no redirect was under way', async () => {
      const adapters = demoWorld();
      adapters.world.failNextCall('userApi');

      await expect(popup(adapters).completeRedirect()).resolves.toBe(false);

      expect(adapters.world.settings.failNextCall).toBe('userApi');
    });

    it('saves the name and e-mail the provider gave, as after a popup', async () => {
      const adapters = demoWorld();
      const came = await adapters.identity.signInWithPopup('google');
      await renameInApi(adapters);

      await expect(backFromRedirect(adapters, async () => came).completeRedirect()).resolves.toBe(
        true,
      );

      expect(profileOf(adapters, came.email ?? '')).toMatchObject(savedAs(came));
      expect(profileOf(adapters, came.email ?? '')?.firstName).not.toBe('Renamed');
    });

    it('fails as the redirect failed, and saves nothing', async () => {
      const adapters = demoWorld();
      const profiles = structuredClone(adapters.world.state.profiles);
      const refusal = new AppError('identity/account-exists-with-different-credential');

      await expectAppError(
        backFromRedirect(adapters, () => Promise.reject(refusal)).completeRedirect(),
        'identity/account-exists-with-different-credential',
      );

      expect(adapters.world.state.profiles).toEqual(profiles);
    });
  });
});
