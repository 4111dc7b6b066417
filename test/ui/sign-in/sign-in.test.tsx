import { fireEvent, waitFor, within } from '@testing-library/react';
import { InMemoryIdentityProvider } from '../../../src/demo/in-memory-identity-provider';
import { SignIn } from '../../../src/application/use-cases/sign-in';
import { SignInWithPopup } from '../../../src/application/use-cases/sign-in-with-popup';
import { AppError } from '../../../src/domain/errors';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';

afterEach(() => jest.restoreAllMocks());

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: 'Sign in' });

async function openSignIn(at = '/signin') {
  const app = await renderApp({ at });
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  return app;
}

async function landsOnProfile(router: Parameters<typeof currentPath>[0], path = '/') {
  await waitFor(() => expect(currentPath(router)).toBe(path));
}

describe('sign-in page', () => {
  test('has labelled fields with autocomplete, a forgot-password link and a sign-up link', async () => {
    await openSignIn();
    expect(document.title).toBe('Sign in · Mindful');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
  });

  test('without a chosen plan, shows the benefits', async () => {
    await openSignIn();
    const panel = screen.getByRole('region', { name: 'What you get with Mindful' });
    expect(within(panel).getByText('A new meditation every day')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
  });

  test('with a plan and promo in the address, shows the promo-aware order summary', async () => {
    await openSignIn('/signin?plan=first&promo=WELCOME20');
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(
      await within(order).findByText('$3.99 on November 28, 2026, for the first month only'),
    ).toBeVisible();
    expect(within(order).getByText('$4.99 every month until you cancel')).toBeVisible();
    expect(within(order).getByText('WELCOME20')).toBeVisible();
    expect(within(order).getByText('Monthly')).toBeVisible();
  });

  test('prefills the e-mail from the address and keeps the query in the sign-up link', async () => {
    await openSignIn('/signin?email=free%40demo.test&plan=first');
    expect(email()).toHaveValue(DEMO_ACCOUNTS.free.email);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?email=free%40demo.test&plan=first',
    );
  });

  test('an empty form shows both required messages under the fields', async () => {
    const { user } = await openSignIn();
    await user.click(submitButton());
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
  });

  test('a malformed e-mail shows "Invalid email address"; fixing it clears the message', async () => {
    const { user } = await openSignIn();
    await fill(email(), 'free@demo');
    await fill(password(), 'secret');
    await user.click(submitButton());
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await fill(email(), '.test');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  test.each([
    DEMO_ACCOUNTS.free.email,
    DEMO_ACCOUNTS.member.email,
    DEMO_ACCOUNTS.discount.email,
    DEMO_ACCOUNTS.cancelled.email,
  ])('signing in as %s lands on /', async (account) => {
    const { user, router, store } = await openSignIn();
    await fill(email(), account);
    await fill(password(), DEMO_PASSWORD);
    await user.click(submitButton());
    await landsOnProfile(router);
    expect(store.getState().auth.user?.email).toBe(account);
  });

  test('signing in keeps the chosen order in the address', async () => {
    const { user, router } = await openSignIn('/signin?plan=first&promo=WELCOME20');
    await fill(email(), DEMO_ACCOUNTS.free.email);
    await fill(password(), DEMO_PASSWORD);
    await user.click(submitButton());
    await landsOnProfile(router, '/?plan=first&promo=WELCOME20');
  });

  test('keeps the button busy until the session is ready, without showing the form again', async () => {
    const { user, router, holdNextCall } = await openSignIn();
    const signIn = holdNextCall('identity');
    const profile = holdNextCall('userApi');
    await fill(email(), DEMO_ACCOUNTS.free.email);
    await fill(password(), DEMO_PASSWORD);
    await user.click(submitButton());

    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();

    await signIn.release();
    // Signed in at the provider; the profile is still loading: still busy, still here.
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(currentPath(router)).toBe('/signin');

    await profile.release();
    await landsOnProfile(router);
  });

  test('a wrong password shows the failure and leaves the form usable', async () => {
    const { user, router } = await openSignIn();
    await fill(email(), DEMO_ACCOUNTS.free.email);
    await fill(password(), 'not-the-password');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials, please try again.',
    );
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    expect(email()).toBeEnabled();

    await user.clear(password());
    await fill(password(), DEMO_PASSWORD);
    await user.click(submitButton());
    await landsOnProfile(router);
  });

  test('an unknown account gets the same failure', async () => {
    const { user } = await openSignIn();
    await fill(email(), 'nobody@demo.test');
    await fill(password(), DEMO_PASSWORD);
    await user.click(submitButton());
    expect(await screen.findByText('Invalid credentials, please try again.')).toBeVisible();
  });

  test('a failing identity provider shows the network message and leaves the form usable', async () => {
    const { user, world, router } = await openSignIn();
    world.failNextCall('identity');
    await fill(email(), DEMO_ACCOUNTS.free.email);
    await fill(password(), DEMO_PASSWORD);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    await landsOnProfile(router);
  });

  // Each code's words are error-messages.test.ts's; here, that the form shows them, for two.
  test.each([
    ['identity/user-disabled', 'This account has been disabled. Please contact support for help.'],
    [
      'identity/quota-exceeded',
      'Our sign-in service is very busy right now. Please try again later.',
    ],
  ] as const)(
    'a sign-in failing with %s says so, not "Invalid credentials"',
    async (code, message) => {
      jest
        .spyOn(SignIn.prototype, 'execute')
        .mockRejectedValueOnce(new AppError(code, 'The provider says no.'));
      const { user } = await openSignIn();
      await fill(email(), DEMO_ACCOUNTS.free.email);
      await fill(password(), DEMO_PASSWORD);
      await user.click(submitButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByText('Invalid credentials, please try again.')).not.toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
    },
  );

  test.each([
    ['Google', DEMO_ACCOUNTS.google.email],
    ['Apple', DEMO_ACCOUNTS.apple.email],
  ])('Continue with %s lands on /', async (provider, account) => {
    const { user, router, store } = await openSignIn();
    await user.click(screen.getByRole('button', { name: `Continue with ${provider}` }));
    await landsOnProfile(router);
    expect(store.getState().auth.user?.email).toBe(account);
  });

  test('the page readies the popups, and a click reaches the popup within its own task', async () => {
    const prepare = jest.spyOn(InMemoryIdentityProvider.prototype, 'prepareSocialSignIn');
    const openPopup = InMemoryIdentityProvider.prototype.signInWithPopup;
    let clickTaskOver = false;
    const reachedInClickTask: boolean[] = [];
    jest.spyOn(InMemoryIdentityProvider.prototype, 'signInWithPopup').mockImplementation(function (
      this: InMemoryIdentityProvider,
      provider,
    ) {
      reachedInClickTask.push(!clickTaskOver);
      return openPopup.call(this, provider);
    });
    const { router } = await openSignIn();
    await waitFor(() => expect(prepare).toHaveBeenCalledTimes(1));

    // Runs as soon as the task that dispatches the click is over: a popup opened later is blocked.
    setTimeout(() => {
      clickTaskOver = true;
    }, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await landsOnProfile(router);
    expect(reachedInClickTask).toEqual([true]);
  });

  test('a failing popup sign-in shows why and gives the buttons back', async () => {
    const { user, world, router } = await openSignIn();
    world.failNextCall('identity');
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await user.click(google);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(google).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
    expect(submitButton()).toBeEnabled();

    await user.click(google);
    await landsOnProfile(router);
  });

  // Each code's words are error-messages.test.ts's; here, that a popup's failure shows them.
  test.each([
    [
      'identity/popup-closed',
      'The sign-in window was closed before you finished. Please try again.',
    ],
    [
      'identity/account-exists-with-different-credential',
      'An account with this email already exists, but it signs in another way. Please sign in the way you created it: with your email and password, or with Google or Apple.',
    ],
  ] as const)('a popup failing with %s says so', async (code, message) => {
    jest
      .spyOn(SignInWithPopup.prototype, 'execute')
      .mockRejectedValueOnce(new AppError(code, 'The popup went away.'));
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
  });

  test('a popup sign-in under way holds the e-mail form', async () => {
    const { user, router, holdNextCall } = await openSignIn();
    const held = holdNextCall('identity');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    await held.release();
    await landsOnProfile(router);
  });

  test('the forgot-password link leads to /forgot-password', async () => {
    const { user, router } = await openSignIn();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(currentPath(router)).toBe('/forgot-password');
  });
});
