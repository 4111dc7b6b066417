import { screen, waitFor } from '@testing-library/react';
import { AppError, type ErrorCode } from '../../../src/domain/errors';
import { ForgotPasswordPage } from '../../../src/ui/features/account/forgot-password/ForgotPasswordPage';
import { deferred } from '../../support/deferred';
import { renderPage, signedOut } from '../../support/render-page';
import { currentPath, fill, handedSecrets } from '../../support/test-router';

const EMAIL = 'pat.quinn@builders.test';
const SUCCESS = "Great! Now check your email. We've sent you a reset link.";

const email = () => screen.getByLabelText('Email');
const submitButton = () => screen.getByRole('button', { name: 'Send reset link' });
const failingWith = (code: ErrorCode) =>
  jest.fn<Promise<void>, [string]>(async () => {
    throw new AppError(code, 'The provider says no.');
  });

/** /forgot-password, whose reset e-mail the identity provider sends unless the test says otherwise. */
async function openForgotPassword(
  at = '/forgot-password',
  execute = jest.fn<Promise<void>, [string]>(async () => {}),
) {
  const page = renderPage(<ForgotPasswordPage />, {
    at,
    path: '/forgot-password',
    state: signedOut,
    useCases: { sendPasswordReset: { execute } },
  });
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return { ...page, sendReset: execute };
}

describe('forgot-password page', () => {
  test('has a labelled e-mail field and a link back to sign in', async () => {
    await openForgotPassword();
    expect(document.title).toBe('Forgot password · Mindful');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(email()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  test('an empty e-mail shows "Email is required"', async () => {
    const { user, sendReset } = await openForgotPassword();
    await user.click(submitButton());
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(email()).toHaveFocus();
    expect(sendReset).not.toHaveBeenCalled();
  });

  test('a malformed e-mail shows "Invalid email address" until it is fixed', async () => {
    const { user, sendReset } = await openForgotPassword();
    await fill(email(), 'free@demo');
    await user.click(submitButton());
    expect(email()).toHaveAccessibleDescription('Invalid email address');
    expect(sendReset).not.toHaveBeenCalled();
    await fill(email(), '.test');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  test('sends the reset e-mail: "please wait" while checking, then the success message', async () => {
    const sending = deferred<void>();
    const { user, sendReset } = await openForgotPassword(
      '/forgot-password',
      jest.fn<Promise<void>, [string]>(() => sending.promise),
    );
    await fill(email(), EMAIL);
    await user.click(submitButton());

    expect(screen.getByRole('status')).toHaveTextContent('Checking your data...please wait');
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');

    sending.resolve();
    expect(await screen.findByText(SUCCESS)).toBeVisible();
    expect(screen.queryByText('Checking your data...please wait')).not.toBeInTheDocument();
    expect(sendReset).toHaveBeenCalledWith(EMAIL);
    expect(sendReset).toHaveBeenCalledTimes(1);
    expect(submitButton()).not.toBeUnavailable();
  });

  test('an unknown e-mail shows "No user found. Please try again" and leaves the form usable', async () => {
    const execute = failingWith('identity/user-not-found');
    const { user, sendReset } = await openForgotPassword('/forgot-password', execute);
    await fill(email(), 'nobody@example.com');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('No user found. Please try again');
    expect(submitButton()).not.toBeUnavailable();

    execute.mockResolvedValueOnce(undefined);
    await user.clear(email());
    await fill(email(), EMAIL);
    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS)).toBeVisible();
    expect(screen.queryByText('No user found. Please try again')).not.toBeInTheDocument();
    expect(sendReset.mock.calls).toEqual([['nobody@example.com'], [EMAIL]]);
  });

  test('a failing identity provider shows the network message', async () => {
    const { user } = await openForgotPassword(
      '/forgot-password',
      failingWith('network/unavailable'),
    );
    await fill(email(), EMAIL);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(submitButton()).not.toBeUnavailable();
  });

  test('a disabled account says so, not "No user found"', async () => {
    const { user } = await openForgotPassword(
      '/forgot-password',
      failingWith('identity/user-disabled'),
    );
    await fill(email(), EMAIL);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has been disabled. Please contact support for help.',
    );
    expect(screen.queryByText('No user found. Please try again')).not.toBeInTheDocument();
    expect(submitButton()).not.toBeUnavailable();
  });

  test('prefills the e-mail the address had, and hands it back to the sign-in with the query', async () => {
    const { user, router } = await openForgotPassword(
      '/forgot-password?email=alex%40example.com&plan=first',
    );
    expect(email()).toHaveValue('alex@example.com');
    expect(currentPath(router)).toBe('/forgot-password?plan=first');
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/signin?plan=first'));
    expect(handedSecrets(router)).toEqual({ email: 'alex@example.com' });
  });
});
