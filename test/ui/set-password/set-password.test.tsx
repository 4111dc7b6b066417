import { act, waitFor, within } from '@testing-library/react';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';
import { TEST_SETTINGS } from '../../support/test-settings';

const NEW_PASSWORD = 'Calm-Waters#7';

/** A real reset link from the world's outbox, as the e-mail would carry it. */
async function resetLinkFor(email: string, app: Awaited<ReturnType<typeof renderApp>>) {
  await act(() => app.services.useCases.sendPasswordReset.execute(email));
  const entry = app.world.outbox.at(-1);
  if (!entry) throw new Error('no reset e-mail was sent');
  return entry;
}

/** Opens the app somewhere harmless, mails a reset link, then follows it. */
async function openResetLink(email: string = DEMO_ACCOUNTS.free.email) {
  const app = await renderApp({ at: '/no-such-page' });
  await screen.findByRole('heading', { name: 'Page not found' });
  const entry = await resetLinkFor(email, app);
  await act(() => app.router.navigate(entry.link));
  await screen.findByText(`Choose a new password for ${email}.`);
  return { ...app, oobCode: entry.oobCode };
}

function checklistItems() {
  const list = screen.getByRole('list', { name: 'Your password needs' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('set password', () => {
  test.each([
    ['no code', '/set-password?mode=resetPassword'],
    ['no mode', '/set-password?oobCode=abc'],
    ['nothing', '/set-password'],
  ])('a link with %s goes to /', async (_, at) => {
    const { router } = await renderApp({ at });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/set-password'));
    // / itself sends a visitor on to /signin.
    expect(['/', '/signin']).toContain(currentPath(router));
  });

  test('signed in, a link without its code goes straight to the profile', async () => {
    const { router } = await renderApp({
      at: '/set-password?mode=resetPassword',
      signedInAs: DEMO_ACCOUNTS.free.email,
    });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  test('a real reset link shows its e-mail address in the subtitle', async () => {
    await openResetLink(DEMO_ACCOUNTS.member.email);
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    expect(screen.getByText('Choose a new password for member@demo.test.')).toHaveClass(
      'page__lead',
    );
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(field).toHaveAttribute('type', 'password');
  });

  test('a bad code is logged and leads to / with a short explanation', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderApp({ at: '/set-password?mode=resetPassword&oobCode=nope' });
    expect(
      await screen.findByText(
        'This reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeInTheDocument();
    // A visitor: / passes them on to the sign-in page, where the notice waits.
    expect(currentPath(router)).toBe('/signin');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'identity/invalid-action-code' }),
    );
    logged.mockRestore();
  });

  test('a signed-in person with a bad link lands on their profile, with the notice', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderApp({
      at: '/set-password?mode=resetPassword&oobCode=nope',
      signedInAs: DEMO_ACCOUNTS.free.email,
    });
    expect(
      await screen.findByText(
        'This reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  test('the checklist follows the password as it is typed; submit waits for all three', async () => {
    const { user } = await openResetLink();
    const field = screen.getByLabelText('New password');
    const submit = screen.getByRole('button', { name: 'Set new password' });

    expect(checklistItems()).toEqual([
      'At least 8 characters (not met)',
      'One capital letter (not met)',
      'One symbol, like ! or # (not met)',
    ]);
    expect(submit).toBeDisabled();

    await user.type(field, 'abcdefg');
    expect(checklistItems()).toEqual([
      'At least 8 characters (not met)',
      'One capital letter (not met)',
      'One symbol, like ! or # (not met)',
    ]);
    expect(submit).toBeDisabled();

    await user.type(field, 'h');
    expect(checklistItems()).toEqual([
      'At least 8 characters (met)',
      'One capital letter (not met)',
      'One symbol, like ! or # (not met)',
    ]);
    expect(submit).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'Abcdefg!');
    expect(checklistItems()).toEqual([
      'At least 8 characters (met)',
      'One capital letter (met)',
      'One symbol, like ! or # (met)',
    ]);
    expect(submit).toBeEnabled();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters'));
  });

  test('surrounding spaces do not count: the checklist judges the trimmed password', async () => {
    await openResetLink();
    await fill(screen.getByLabelText('New password'), ' Abcdef! ');
    expect(checklistItems()[0]).toBe('At least 8 characters (not met)');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  });

  test('the password can be shown and hidden again', async () => {
    const { user } = await openResetLink();
    const field = screen.getByLabelText('New password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
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

  test('success leaves for /set-password-successful and the new password signs in', async () => {
    const { user, navigateAway, services, store } = await openResetLink();
    await fill(screen.getByLabelText('New password'), `  ${NEW_PASSWORD}  `);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/set-password-successful'));
    expect(navigateAway).toHaveBeenCalledTimes(1);
    // Still busy while the browser leaves.
    expect(screen.getByRole('button', { name: 'Set new password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The use case trimmed it; the old password no longer works.
    await act(async () => {
      await expect(
        services.useCases.signIn.execute({
          email: DEMO_ACCOUNTS.free.email,
          password: DEMO_PASSWORD,
        }),
      ).rejects.toMatchObject({ code: 'identity/invalid-credentials' });
      await services.useCases.signIn.execute({
        email: DEMO_ACCOUNTS.free.email,
        password: NEW_PASSWORD,
      });
    });
    await waitFor(() => expect(store.getState().auth.user?.email).toBe(DEMO_ACCOUNTS.free.email));
  });

  test('a failing call shows what went wrong and leaves the form usable', async () => {
    const { user, world, navigateAway } = await openResetLink();
    await fill(screen.getByLabelText('New password'), NEW_PASSWORD);
    world.failNextCall('identity');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const field = screen.getByLabelText('New password');
    // An unreachable provider gets the network message (errorMessage's common codes).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining("We couldn't reach"));
    const submit = screen.getByRole('button', { name: 'Set new password' });
    expect(submit).toBeEnabled();
    expect(navigateAway).not.toHaveBeenCalled();

    // Trying again works.
    await user.click(submit);
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/set-password-successful'));
  });

  test("a provider's refusal shows 'Unknown error: …' in its own words", async () => {
    const { user, services, oobCode, navigateAway } = await openResetLink();
    // The link gets used up elsewhere (another tab) while this page is open.
    await act(() =>
      services.useCases.confirmPasswordReset.execute({ oobCode, password: 'Other#Pass1' }),
    );
    await fill(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unknown error: The link is invalid: it is malformed, expired or has already been used.',
    );
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
    expect(navigateAway).not.toHaveBeenCalled();

    // Typing again clears the message.
    await fill(screen.getByLabelText('New password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
