import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppError, type ErrorCode } from '../../../src/domain/errors';
import { SignInPage } from '../../../src/ui/features/account/sign-in/SignInPage';
import { deferred } from '../../support/deferred';
import { renderPage, signedOut } from '../../support/render-page';
import { currentPath, fill } from '../../support/test-router';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { summaryValue } from '../../support/summary';
import { orderStubs, popupStubs } from './credentials-stubs';

const EMAIL = 'pat.quinn@builders.test';
const PASSWORD = 'Quiet#Mind1';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: 'Sign in' });
const google = () => screen.getByRole('button', { name: 'Continue with Google' });
const apple = () => screen.getByRole('button', { name: 'Continue with Apple' });

/** A sign-in the identity provider accepts, unless the test says otherwise. */
const signInStub = (execute = jest.fn(async () => {})) => ({ execute });
const failingWith = (code: ErrorCode) =>
  jest.fn(async (): Promise<void> => {
    throw new AppError(code, 'The provider says no.');
  });

/** /signin as a visitor opens it, the sign-in and the popups answering unless the test says otherwise. */
async function openSignIn(at = '/signin', useCases: UseCaseStubs = {}) {
  const page = renderPage(<SignInPage />, {
    at,
    path: '/signin',
    state: signedOut,
    useCases: { signIn: signInStub(), signInWithPopup: popupStubs(), ...useCases },
  });
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  return page;
}

type Page = Awaited<ReturnType<typeof openSignIn>>;

async function signInWith({ user }: Page, address: string, secret: string) {
  await fill(email(), address);
  await fill(password(), secret);
  await user.click(submitButton());
}

/** Signed in: the button keeps its spinner, as the guard (not the page) takes the person on. */
async function staysBusyAfterSigningIn({ router }: Page, at = '/signin') {
  await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(currentPath(router)).toBe(at);
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
    expect(google()).not.toBeUnavailable();
    expect(apple()).not.toBeUnavailable();
  });

  test('without a chosen plan, shows the benefits', async () => {
    await openSignIn();
    const panel = screen.getByRole('region', { name: 'What you get with Mindful' });
    expect(within(panel).getByText('A new meditation every day')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
  });

  test('with a plan and promo in the address, shows the promo-aware order summary', async () => {
    const order = orderStubs();
    await openSignIn('/signin?plan=first&promo=WELCOME20', order);
    const summary = await screen.findByRole('region', { name: 'Your order' });
    await waitFor(() =>
      expect(summaryValue(summary, 'First charge')).toBe(
        '$3.99 on November 28, 2026, for the first month only',
      ),
    );
    expect(within(summary).getByText('$4.99 every month until you cancel')).toBeVisible();
    expect(within(summary).getByText('WELCOME20')).toBeVisible();
    expect(within(summary).getByText('Monthly')).toBeVisible();
    expect(order.loadCatalogue.execute).toHaveBeenCalledWith('first');
    expect(order.applyPromo.execute).toHaveBeenCalledWith(
      expect.objectContaining({ promoCode: 'WELCOME20' }),
    );
  });

  test('an empty form shows both required messages under the fields', async () => {
    const { user, useCases } = await openSignIn();
    await user.click(submitButton());
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(useCases.signIn.execute).not.toHaveBeenCalled();
  });

  test('a malformed e-mail shows "Invalid email address"; fixing it clears the message', async () => {
    const { user, useCases } = await openSignIn();
    await fill(email(), 'free@demo');
    await fill(password(), 'secret');
    await user.click(submitButton());
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(useCases.signIn.execute).not.toHaveBeenCalled();

    await fill(email(), '.test');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  test('signs in with the e-mail and password typed, and stays busy for the guard to move on', async () => {
    const page = await openSignIn();
    await signInWith(page, EMAIL, PASSWORD);
    expect(page.useCases.signIn.execute).toHaveBeenCalledWith({ email: EMAIL, password: PASSWORD });
    expect(page.useCases.signIn.execute).toHaveBeenCalledTimes(1);
    await staysBusyAfterSigningIn(page);
  });

  test('signing in keeps the chosen order in the address', async () => {
    const page = await openSignIn('/signin?plan=first&promo=WELCOME20', orderStubs());
    await signInWith(page, EMAIL, PASSWORD);
    await staysBusyAfterSigningIn(page, '/signin?plan=first&promo=WELCOME20');
  });

  test('keeps the button busy while signing in, and the other ways in held', async () => {
    const signingIn = deferred<void>();
    const page = await openSignIn('/signin', {
      signIn: signInStub(jest.fn(() => signingIn.promise)),
    });
    await signInWith(page, EMAIL, PASSWORD);

    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submitButton()).toBeUnavailable();
    expect(google()).toBeUnavailable();

    // A second press while it is under way asks nothing more.
    await page.user.click(submitButton());
    expect(page.useCases.signIn.execute).toHaveBeenCalledTimes(1);

    signingIn.resolve();
    await staysBusyAfterSigningIn(page);
  });

  test('a wrong password shows the failure and leaves the form usable', async () => {
    const execute = failingWith('identity/invalid-credentials');
    const page = await openSignIn('/signin', { signIn: signInStub(execute) });
    await signInWith(page, EMAIL, 'not-the-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials, please try again.',
    );
    expect(submitButton()).not.toBeUnavailable();
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    expect(email()).not.toBeUnavailable();

    execute.mockResolvedValueOnce(undefined);
    await page.user.clear(password());
    await fill(password(), PASSWORD);
    await page.user.click(submitButton());
    expect(execute).toHaveBeenLastCalledWith({ email: EMAIL, password: PASSWORD });
    await staysBusyAfterSigningIn(page);
  });

  test('an unknown account gets the same failure', async () => {
    const page = await openSignIn('/signin', {
      signIn: signInStub(failingWith('identity/user-not-found')),
    });
    await signInWith(page, 'nobody@example.com', PASSWORD);
    expect(await screen.findByText('Invalid credentials, please try again.')).toBeVisible();
  });

  test('a failing identity provider shows the network message and leaves the form usable', async () => {
    const execute = failingWith('network/unavailable');
    const page = await openSignIn('/signin', { signIn: signInStub(execute) });
    await signInWith(page, EMAIL, PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(submitButton()).not.toBeUnavailable();

    execute.mockResolvedValueOnce(undefined);
    await page.user.click(submitButton());
    expect(execute).toHaveBeenCalledTimes(2);
    await staysBusyAfterSigningIn(page);
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
      const page = await openSignIn('/signin', { signIn: signInStub(failingWith(code)) });
      await signInWith(page, EMAIL, PASSWORD);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByText('Invalid credentials, please try again.')).not.toBeInTheDocument();
      expect(submitButton()).not.toBeUnavailable();
    },
  );

  test.each([
    ['Google', 'google'],
    ['Apple', 'apple'],
  ] as const)('Continue with %s signs in with %s and stays busy', async (name, provider) => {
    const { user, useCases, router } = await openSignIn();
    const chosen = screen.getByRole('button', { name: `Continue with ${name}` });
    await user.click(chosen);
    expect(useCases.signInWithPopup.execute).toHaveBeenCalledWith(provider);
    await waitFor(() => expect(chosen).toHaveAttribute('aria-busy', 'true'));
    expect(submitButton()).toBeUnavailable();
    expect(currentPath(router)).toBe('/signin');
    expect(useCases.signIn.execute).not.toHaveBeenCalled();
  });

  test('the page readies the popups, and a click reaches the popup within its own task', async () => {
    let clickTaskOver = false;
    const reachedInClickTask: boolean[] = [];
    const popups = popupStubs(
      jest.fn(async () => {
        reachedInClickTask.push(!clickTaskOver);
      }),
    );
    await openSignIn('/signin', { signInWithPopup: popups });
    await waitFor(() => expect(popups.prepare).toHaveBeenCalledTimes(1));

    // Runs as soon as the task that dispatches the click is over: a popup opened later is blocked.
    setTimeout(() => {
      clickTaskOver = true;
    }, 0);
    fireEvent.click(google());

    await waitFor(() => expect(popups.execute).toHaveBeenCalledWith('google'));
    expect(reachedInClickTask).toEqual([true]);
  });

  test('a failing popup sign-in shows why and gives the buttons back', async () => {
    const execute = failingWith('network/unavailable');
    const { user } = await openSignIn('/signin', { signInWithPopup: popupStubs(execute) });
    await user.click(google());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(google()).not.toBeUnavailable();
    expect(apple()).not.toBeUnavailable();
    expect(submitButton()).not.toBeUnavailable();

    execute.mockResolvedValueOnce(undefined);
    await user.click(google());
    expect(execute).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(google()).toHaveAttribute('aria-busy', 'true'));
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
    const { user } = await openSignIn('/signin', {
      signInWithPopup: popupStubs(failingWith(code)),
    });
    await user.click(apple());
    expect(await screen.findByText(message)).toBeVisible();
    expect(apple()).not.toBeUnavailable();
  });

  test('a popup sign-in under way holds the e-mail form', async () => {
    const popup = deferred<void>();
    const page = await openSignIn('/signin', {
      signInWithPopup: popupStubs(jest.fn(() => popup.promise)),
    });
    await page.user.click(google());
    expect(google()).toHaveAttribute('aria-busy', 'true');
    expect(apple()).toBeUnavailable();
    expect(submitButton()).toBeUnavailable();

    await signInWith(page, EMAIL, PASSWORD);
    expect(page.useCases.signIn.execute).not.toHaveBeenCalled();
    popup.resolve();
    await waitFor(() => expect(google()).toHaveAttribute('aria-busy', 'true'));
    expect(currentPath(page.router)).toBe('/signin');
  });

  test('the forgot-password link leads to /forgot-password', async () => {
    const { user, router } = await openSignIn();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(currentPath(router)).toBe('/forgot-password');
  });
});
