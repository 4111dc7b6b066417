import { screen, waitFor, within } from '@testing-library/react';
import { AppError } from '../../../src/domain/errors';
import { SetPasswordPage } from '../../../src/ui/features/account/set-password/SetPasswordPage';
import { user } from '../../support/builders';
import { renderPage, signedIn, signedOut } from '../../support/render-page';
import { currentPath, fill } from '../../support/test-router';
import { TEST_SETTINGS } from '../../support/test-settings';

const EMAIL = 'robin.hale@example.test';
const OOB_CODE = 'reset-code-of-the-test';
const NEW_PASSWORD = 'Calm-Waters#7';
const RESET_LINK = `/set-password?mode=resetPassword&oobCode=${OOB_CODE}`;
const INVALID_LINK_NOTICE = { key: 'setPassword.errors.invalidLink' };

afterEach(() => jest.restoreAllMocks());

/** /set-password at `at`, for a visitor unless `member`; the identity provider answers as stubbed. */
function openAt(at: string, { member = false, verifyResetCode = jest.fn(async () => EMAIL) } = {}) {
  return renderPage(<SetPasswordPage />, {
    at,
    path: '/set-password',
    state: member ? signedIn(user()) : signedOut,
    useCases: {
      verifyResetCode: { execute: verifyResetCode },
      confirmPasswordReset: { execute: jest.fn(async () => {}) },
    },
  });
}

/** Follows a reset link mailed to EMAIL: the page names the address once the code checks out. */
async function openResetLink() {
  const page = openAt(RESET_LINK);
  await screen.findByText(`Choose a new password for ${EMAIL}.`);
  return page;
}

/** A reset link whose code the identity provider refuses, with the failure logged quietly. */
function openRefusedLink(at: string, { member = false } = {}) {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const refused = new AppError('identity/invalid-action-code');
  const page = openAt(at, { member, verifyResetCode: jest.fn(() => Promise.reject(refused)) });
  return { ...page, logged };
}

const newPassword = () => screen.getByLabelText('New password');
const submitButton = () => screen.getByRole('button', { name: 'Set new password' });

function checklistItems() {
  const list = screen.getByRole('list', { name: 'Your password needs' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('set password', () => {
  // From /, a visitor goes on to /signin (test/ui/app/routing, test/e2e/visitor.spec.ts).
  test.each([
    ['no code', '/set-password?mode=resetPassword'],
    ['no mode', '/set-password?oobCode=abc'],
    ['nothing', '/set-password'],
  ])('a link with %s goes to /', async (_, at) => {
    const { router } = openAt(at);
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('signed in, a link without its code goes straight to the profile', async () => {
    const { router } = openAt('/set-password?mode=resetPassword', { member: true });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('a real reset link shows its e-mail address in the subtitle', async () => {
    const { useCases } = await openResetLink();
    expect(useCases.verifyResetCode.execute).toHaveBeenCalledWith({
      oobCode: OOB_CODE,
      mode: 'resetPassword',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    expect(screen.getByText(`Choose a new password for ${EMAIL}.`)).toHaveClass('page__lead');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(newPassword()).toHaveAttribute('type', 'password');
  });

  // The notice's words on the sign-in page: test/ui/journeys/membership.
  test('a bad code is logged and leads to / with a short explanation', async () => {
    const { router, store, logged } = openRefusedLink(
      '/set-password?mode=resetPassword&oobCode=nope',
    );
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    // A visitor: / passes them on to the sign-in page, where the notice waits.
    expect(store.getState().notice.notice).toMatchObject({
      tone: 'error',
      path: '/signin',
      message: INVALID_LINK_NOTICE,
    });
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'identity/invalid-action-code' }),
    );
  });

  test('a signed-in person with a bad link lands on their profile, with the notice', async () => {
    const { router, store, logged } = openRefusedLink(
      '/set-password?mode=resetPassword&oobCode=nope',
      { member: true },
    );
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(store.getState().notice.notice).toMatchObject({
      tone: 'error',
      path: '/',
      message: INVALID_LINK_NOTICE,
    });
    expect(logged).toHaveBeenCalled();
  });

  test('the checklist follows the password as it is typed; submit waits for all three', async () => {
    const { user: person } = await openResetLink();
    const field = newPassword();
    const submit = submitButton();

    expect(checklistItems()).toEqual([
      'At least 8 characters (not met)',
      'One capital letter (not met)',
      'One symbol, like ! or # (not met)',
    ]);
    expect(submit).toBeUnavailable();

    await person.type(field, 'abcdefg');
    expect(checklistItems()).toEqual([
      'At least 8 characters (not met)',
      'One capital letter (not met)',
      'One symbol, like ! or # (not met)',
    ]);
    expect(submit).toBeUnavailable();

    await person.type(field, 'h');
    expect(checklistItems()).toEqual([
      'At least 8 characters (met)',
      'One capital letter (not met)',
      'One symbol, like ! or # (not met)',
    ]);
    expect(submit).toBeUnavailable();

    await person.clear(field);
    await person.type(field, 'Abcdefg!');
    expect(checklistItems()).toEqual([
      'At least 8 characters (met)',
      'One capital letter (met)',
      'One symbol, like ! or # (met)',
    ]);
    expect(submit).not.toBeUnavailable();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters'));
  });

  test('surrounding spaces do not count: the checklist judges the trimmed password', async () => {
    await openResetLink();
    await fill(newPassword(), ' Abcdef! ');
    expect(checklistItems()[0]).toBe('At least 8 characters (not met)');
    expect(submitButton()).toBeUnavailable();
  });

  test('the password can be shown and hidden again', async () => {
    const { user: person } = await openResetLink();
    await person.click(screen.getByRole('button', { name: 'Show password' }));
    expect(newPassword()).toHaveAttribute('type', 'text');
    await person.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(newPassword()).toHaveAttribute('type', 'password');
  });

  test('terms and privacy links', async () => {
    await openResetLink();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      TEST_SETTINGS.termsUrl,
    );
    expect(within(main).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      TEST_SETTINGS.privacyUrl,
    );
  });

  // That the saved password is the trimmed one, and signs in where the old one no longer does:
  // test/application/confirm-password-reset.test.ts, and in a browser test/e2e/visitor.spec.ts.
  test('success leaves for /set-password-successful with the password for the link', async () => {
    const { user: person, navigateAway, useCases } = await openResetLink();
    await fill(newPassword(), `  ${NEW_PASSWORD}  `);
    await person.click(submitButton());

    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/set-password-successful'));
    expect(navigateAway).toHaveBeenCalledTimes(1);
    expect(useCases.confirmPasswordReset.execute).toHaveBeenCalledWith({
      oobCode: OOB_CODE,
      password: `  ${NEW_PASSWORD}  `,
    });
    // Still busy while the browser leaves.
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  });

  test('a failing call shows what went wrong and leaves the form usable', async () => {
    const { user: person, navigateAway, useCases } = await openResetLink();
    jest
      .mocked(useCases.confirmPasswordReset.execute)
      .mockRejectedValueOnce(new AppError('network/unavailable'));
    await fill(newPassword(), NEW_PASSWORD);
    await person.click(submitButton());

    const field = newPassword();
    // An unreachable provider gets the network message (errorMessage's common codes).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining("We couldn't reach"));
    expect(submitButton()).not.toBeUnavailable();
    expect(navigateAway).not.toHaveBeenCalled();

    // Trying again works.
    await person.click(submitButton());
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/set-password-successful'));
  });

  test("a provider's refusal shows 'Unknown error: …' in its own words", async () => {
    const { user: person, navigateAway, useCases } = await openResetLink();
    // The link got used up elsewhere (another tab) while this page was open.
    jest
      .mocked(useCases.confirmPasswordReset.execute)
      .mockRejectedValueOnce(
        new AppError(
          'identity/invalid-action-code',
          'The link is invalid: it is malformed, expired or has already been used.',
        ),
      );
    await fill(newPassword(), NEW_PASSWORD);
    await person.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unknown error: The link is invalid: it is malformed, expired or has already been used.',
    );
    expect(submitButton()).not.toBeUnavailable();
    expect(navigateAway).not.toHaveBeenCalled();

    // Typing again clears the message.
    await fill(newPassword(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
