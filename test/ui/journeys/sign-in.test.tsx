import { waitFor, within } from '@testing-library/react';
import { SignInWithPopup } from '../../../src/application/use-cases/sign-in-with-popup';
import { AppError } from '../../../src/domain/errors';
import { member } from '../../support/builders';
import { DEMO_PASSWORD } from '../../support/demo-accounts';
import { worldWith } from '../../support/demo-world';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';

/**
 * Signing in and up across pages, through the real session and the demo world: the visitor-only
 * guard takes a person who signed in from /signin or /signup to their profile, with the order they
 * chose. What each page shows and asks is its own page test's (test/ui/sign-in, sign-up).
 */

afterEach(() => jest.restoreAllMocks());

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

/** The profile, once it shows whose it is. */
async function findProfileOf(name: string) {
  const card = within(await screen.findByRole('region', { name: 'Your profile' }));
  expect(await card.findByRole('heading', { level: 2, name })).toBeVisible();
}

describe('signing in and up', () => {
  test('signs in with e-mail and password: busy until the session is ready, then the profile', async () => {
    const pat = member({ email: 'pat.quinn@builders.test', name: 'Pat Quinn' });
    const { user, router, store, holdNextCall } = await renderApp({
      at: '/signin',
      storage: worldWith(pat),
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    const signingIn = holdNextCall('identity');
    const profile = holdNextCall('userApi');
    await fill(screen.getByLabelText('Email'), pat.email);
    await fill(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(signInButton());

    expect(signInButton()).toHaveAttribute('aria-busy', 'true');
    await signingIn.release();
    // Signed in at the provider; the profile is still loading: still busy, still here.
    expect(signInButton()).toHaveAttribute('aria-busy', 'true');
    expect(currentPath(router)).toBe('/signin');

    await profile.release();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    await findProfileOf('Pat Quinn');
    expect(store.getState().auth.user?.email).toBe(pat.email);
  });

  test('signs up with a plan chosen: the profile opens its checkout, the order kept in the address', async () => {
    const { user, router, world } = await renderApp({ at: '/signup?plan=first' });
    await screen.findByRole('region', { name: 'Your order' });
    await fill(screen.getByLabelText('First Name'), 'Noor');
    await fill(screen.getByLabelText('Last Name'), 'Haddad');
    await fill(screen.getByLabelText('Email'), 'noor@example.test');
    await fill(screen.getByLabelText('Password'), 'Quiet#Mind1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(currentPath(router)).toBe('/?plan=first'));
    expect(await screen.findByRole('region', { name: 'Payment details' })).toBeVisible();
    expect(world.state.accounts.find((entry) => entry.email === 'noor@example.test')).toMatchObject(
      { displayName: 'Noor Haddad', provider: 'password' },
    );
  });

  test('Continue with Google, with an order chosen, lands on the profile keeping the order', async () => {
    const { user, router, store, world } = await renderApp({
      at: '/signin?plan=first&promo=WELCOME20',
    });
    await screen.findByRole('region', { name: 'Your order' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(currentPath(router)).toBe('/?plan=first&promo=WELCOME20'));
    // The demo's popup signs in the one person Google stands for there.
    const { session, accounts } = world.state;
    expect(session?.provider).toBe('google.com');
    const google = accounts.find((account) => account.uid === session?.uid);
    if (!google?.displayName) throw new Error('The popup signed in nobody with a name');
    await findProfileOf(google.displayName);
    expect(store.getState().auth.user?.email).toBe(google.email);
  });

  test('back from a redirect sign-in the provider refused, the page they came back to says why', async () => {
    const complete = jest
      .spyOn(SignInWithPopup.prototype, 'completeRedirect')
      .mockRejectedValue(new AppError('identity/account-exists-with-different-credential'));

    const { router } = await renderApp({ at: '/signup' });

    expect(
      await screen.findByText(
        'An account with this email already exists, but it signs in another way. Please sign in the way you created it: with your email and password, or with Google or Apple.',
      ),
    ).toBeVisible();
    expect(currentPath(router)).toBe('/signup');
    // The app finishes a redirect once, as it starts.
    expect(complete).toHaveBeenCalledTimes(1);
  });
});
