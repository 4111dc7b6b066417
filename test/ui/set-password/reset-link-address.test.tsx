import { act, screen, waitFor } from '@testing-library/react';
import { SetPasswordPage } from '../../../src/ui/features/account/set-password/SetPasswordPage';
import { renderPage, signedOut } from '../../support/render-page';
import { fill, type Opening } from '../../support/test-router';

/**
 * A reset link opened in the browser's address bar: the code leaves the address at the page's
 * start (src/ui/shared/address-secrets.ts), and the page still works, after a reload and after Back too.
 */

const EMAIL = 'robin.hale@example.test';
const OOB_CODE = 'reset-code-of-the-test';
const NEW_PASSWORD = 'Calm-Waters#7';
const RESET_LINK = `/set-password?mode=resetPassword&oobCode=${OOB_CODE}`;

/** The reset page in jsdom's address bar; the identity provider knows the code. */
async function openResetPage(opening: Opening) {
  const page = renderPage(<SetPasswordPage />, {
    at: RESET_LINK,
    opening,
    path: '/set-password',
    state: signedOut,
    useCases: {
      verifyResetCode: { execute: jest.fn(async () => EMAIL) },
      confirmPasswordReset: { execute: jest.fn(async () => {}) },
    },
  });
  await screen.findByText(`Choose a new password for ${EMAIL}.`);
  return page;
}

type Page = Awaited<ReturnType<typeof openResetPage>>;

/** The page takes a new password for the code of its link. */
async function expectNewPasswordTaken({ user, useCases, navigateAway }: Page) {
  expect(useCases.verifyResetCode.execute).toHaveBeenCalledWith({
    oobCode: OOB_CODE,
    mode: 'resetPassword',
  });
  await fill(screen.getByLabelText('New password'), NEW_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/set-password-successful'));
  expect(useCases.confirmPasswordReset.execute).toHaveBeenCalledWith({
    oobCode: OOB_CODE,
    password: NEW_PASSWORD,
  });
}

describe('a reset link in the address bar', () => {
  test('the code and mode leave the address once the page has started; the page names the address and takes the password', async () => {
    const page = await openResetPage('address-bar');
    expect(window.location.href).toBe('http://localhost/set-password');
    await expectNewPasswordTaken(page);
  });

  test('a reload keeps the link for the page: it still names the address and takes the password', async () => {
    const opened = await openResetPage('address-bar');
    opened.unmount();

    const reloaded = await openResetPage('reload');
    expect(window.location.href).toBe('http://localhost/set-password');
    await expectNewPasswordTaken(reloaded);
  });

  test('Back from another page brings the link back to the page', async () => {
    const page = await openResetPage('address-bar');
    await act(() => page.router.navigate('/signin'));
    expect(screen.queryByText(`Choose a new password for ${EMAIL}.`)).not.toBeInTheDocument();

    await act(async () => {
      const back = new Promise((resolve) => {
        window.addEventListener('popstate', resolve, { once: true });
      });
      window.history.back();
      await back;
    });

    await screen.findByText(`Choose a new password for ${EMAIL}.`);
    expect(window.location.href).toBe('http://localhost/set-password');
    await expectNewPasswordTaken(page);
  });
});
