import { configure, screen, waitFor, within } from '@testing-library/react';
import { AppError } from '../../../src/domain/errors';
import { SetPasswordPage } from '../../../src/ui/features/account/set-password/SetPasswordPage';
import { user } from '../../support/builders';
import { renderPage, signedIn, signedOut, type PageOptions } from '../../support/render-page';
import { currentPath, handedSecrets } from '../../support/test-router';

/** The address a person changed their sign-in address from, and the one they changed it to. */
const OLD_EMAIL = 'robin.hale@example.test';
const NEW_EMAIL = 'alex.new@example.com';
const OOB_CODE = 'mailed-code-of-the-test';
const NETWORK = "We couldn't reach our servers. Check your connection and try again.";

afterEach(() => jest.restoreAllMocks());

/**
 * Follows the link of an e-mail of this `mode` in the browser's address bar, a visitor unless
 * `member`.
 */
function follow(mode: string, useCases: PageOptions['useCases'], { member = false } = {}) {
  return renderPage(<SetPasswordPage />, {
    at: `/set-password?mode=${mode}&oobCode=${OOB_CODE}`,
    opening: 'address-bar',
    path: '/set-password',
    state: member ? signedIn(user({ email: NEW_EMAIL })) : signedOut,
    useCases,
  });
}

/** The verification link mailed to the new address; the provider verifies it unless told. */
function followVerification(
  execute = jest.fn(async () => ({ email: NEW_EMAIL })),
  options: { member?: boolean } = {},
) {
  return follow('verifyEmail', { verifyEmail: { execute } }, options);
}

/** The link mailed to the old address that puts it back; a password reset may be sent there. */
async function followRecovery() {
  const page = follow('recoverEmail', {
    recoverEmail: { execute: jest.fn(async () => ({ email: OLD_EMAIL })) },
    sendPasswordReset: { execute: jest.fn(async () => {}) },
  });
  await screen.findByRole('heading', { level: 1, name: 'Your email is restored' });
  return page;
}

describe('the e-mail action page: verifyEmail', () => {
  test('verifies the address at once, says so, and leads to the sign-in with it filled in', async () => {
    const { useCases, user: person, router } = followVerification();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is verified' }),
    ).toBeVisible();
    expect(useCases.verifyEmail.execute).toHaveBeenCalledWith(OOB_CODE);
    expect(window.location.href).toBe('http://localhost/set-password');
    expect(screen.getByText(`Thank you. ${NEW_EMAIL} is verified.`)).toBeVisible();
    expect(document.title).toBe('Verify your email · Mindful');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/signin');
    await person.click(signIn);
    expect(window.location.href).toBe('http://localhost/signin');
    expect(handedSecrets(router)).toEqual({ email: NEW_EMAIL });
  });

  test('signed in, the way on is the profile', async () => {
    followVerification(undefined, { member: true });

    await screen.findByRole('heading', { level: 1, name: 'Your email is verified' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/'),
    );
  });

  test('a link already used says so, and offers no retry that could not help', async () => {
    followVerification(jest.fn(() => Promise.reject(new AppError('identity/invalid-action-code'))));

    expect(
      await screen.findByRole('heading', { level: 1, name: "This link can't be used" }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "This verification link is invalid or has already been used. If your email isn't verified yet, please ask for a new link.",
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  test('an unreachable provider: trying again verifies, and the new heading takes the focus', async () => {
    const verify = jest
      .fn(async () => ({ email: NEW_EMAIL }))
      .mockRejectedValueOnce(new AppError('network/unavailable'));
    const { user: person } = followVerification(verify);

    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK);
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your email is verified',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(verify).toHaveBeenCalledTimes(2);
  });

  test('the code is applied once even where StrictMode runs every effect twice', async () => {
    // As in development: the whole tree in StrictMode (a nested one does not run effects twice).
    configure({ reactStrictMode: true });
    try {
      const verify = jest.fn(async () => ({ email: NEW_EMAIL }));
      followVerification(verify);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your email is verified' }),
      ).toBeVisible();
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      configure({ reactStrictMode: false });
    }
  });
});

describe('the e-mail action page: recoverEmail', () => {
  // That the old address signs in again: test/application/recover-email.test.ts.
  test('puts the old address back and offers a password reset, sent to that address', async () => {
    const { user: person, useCases, router } = await followRecovery();

    expect(useCases.recoverEmail.execute).toHaveBeenCalledWith(OOB_CODE);
    expect(
      screen.getByText(`Your email is back to ${OLD_EMAIL}. Use it to sign in from now on.`),
    ).toBeVisible();
    expect(
      screen.getByText(
        "If you didn't ask to change it, someone else may know your password. Reset your password now to keep your account safe.",
      ),
    ).toBeVisible();
    expect(document.title).toBe('Restore your email · Mindful');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(window.location.href).toBe('http://localhost/set-password');

    await person.click(screen.getByRole('button', { name: 'Send a password reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      `Check your email. We've sent a password reset link to ${OLD_EMAIL}.`,
    );
    expect(useCases.sendPasswordReset.execute).toHaveBeenCalledWith(OLD_EMAIL);
    await person.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(handedSecrets(router)).toEqual({ email: OLD_EMAIL });
  });

  test('a reset that cannot be sent says why, and the button stays to try again', async () => {
    const { user: person, useCases } = await followRecovery();
    jest
      .mocked(useCases.sendPasswordReset.execute)
      .mockRejectedValueOnce(new AppError('network/unavailable'));

    const send = screen.getByRole('button', { name: 'Send a password reset link' });
    await person.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK);
    expect(send).toHaveFocus();
    await person.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Check your email.');
  });

  test('an address another account has taken since cannot be put back', async () => {
    const taken = new AppError(
      'identity/email-already-in-use',
      'The e-mail address is already used by another account.',
    );
    follow('recoverEmail', { recoverEmail: { execute: jest.fn(() => Promise.reject(taken)) } });

    expect(
      await screen.findByRole('heading', { level: 1, name: "This link can't be used" }),
    ).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('alert')).toHaveTextContent(
      "Another account now uses this email address, so it can't be restored. Please contact support.",
    );
    expect(within(main).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('the e-mail action page: other modes', () => {
  // VerifyResetCode refuses any mode but resetPassword (test/application/verify-reset-code).
  test('a mode it does not know is read as a reset link, as before: refused, on to /', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const verifyResetCode = jest.fn(() => Promise.reject(new AppError('reset/invalid-link')));
    const { router, store } = follow('signIn', { verifyResetCode: { execute: verifyResetCode } });

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(verifyResetCode).toHaveBeenCalledWith({ oobCode: OOB_CODE, mode: 'signIn' });
    // A visitor: / passes them on to the sign-in page, where the notice waits.
    expect(store.getState().notice.notice).toMatchObject({
      path: '/signin',
      message: { key: 'setPassword.errors.invalidLink' },
    });
  });

  test('a verification link without its code goes to /, as a reset link does', async () => {
    const { router } = renderPage(<SetPasswordPage />, {
      at: '/set-password?mode=verifyEmail',
      state: signedOut,
    });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });
});
