import { act, within } from '@testing-library/react';
import { member } from '../../support/builders';
import { worldWith } from '../../support/demo-world';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';

/**
 * Leaving the profile through the real session and the demo world: logging out, deleting the
 * account, and the e-mail change the app's frame announces and the sign-in page follows. What the
 * profile shows and asks is its page tests' (test/ui/profile).
 */

const pat = member({ email: 'pat.quinn@builders.test', name: 'Pat Quinn' });

/** Pat's profile, signed in just now, in the browser's address bar. */
async function openProfileOf() {
  const app = await renderApp({
    signedInAs: pat.email,
    storage: worldWith(pat),
    opening: 'address-bar',
  });
  const profile = within(await screen.findByRole('region', { name: 'Your profile' }));
  expect(profile.getByRole('heading', { level: 2, name: 'Pat Quinn' })).toBeVisible();
  return { ...app, profile };
}

const accountOf = (app: Awaited<ReturnType<typeof openProfileOf>>, email: string) => ({
  account: app.world.state.accounts.find((account) => account.email === email),
  profile: app.world.state.profiles.find((profile) => profile.email === email),
});

describe('leaving the profile', () => {
  test('logs out: the session ends and the guard sends them to /signin', async () => {
    const app = await openProfileOf();
    await app.user.click(app.profile.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(currentPath(app.router)).toBe('/signin');
    expect(app.world.state.session).toBeNull();
  });

  test('deletes the account: it is gone, the person signed out and at /signin', async () => {
    const app = await openProfileOf();
    await app.user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    await app.user.click(
      dialog.getByRole('checkbox', { name: 'I understand that this action is permanent' }),
    );
    await app.user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(currentPath(app.router)).toBe('/signin');
    expect(accountOf(app, pat.email)).toEqual({ account: undefined, profile: undefined });
    expect(app.world.state.session).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('changes the e-mail: the app says so, the sign-in follows it, and when the session ends /signin asks for it', async () => {
    const app = await openProfileOf();
    const details = within(screen.getByRole('region', { name: 'Your details' }));
    await app.user.click(details.getByRole('button', { name: 'Edit Email' }));
    await app.user.clear(details.getByLabelText('Email'));
    await fill(details.getByLabelText('Email'), 'pat.new@builders.test');
    await app.user.click(details.getByRole('button', { name: 'Save Email' }));

    expect(
      await screen.findByText(
        'Your e-mail is now pat.new@builders.test. For your security, your other devices were signed out.',
      ),
    ).toBeInTheDocument();
    // A recent sign-in: nothing to prove first.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(accountOf(app, 'pat.new@builders.test').account).toBeDefined();
    expect(accountOf(app, 'pat.new@builders.test').profile?.firstName).toBe('Pat');

    // As Firebase does once the change revoked the session's refresh token.
    act(() =>
      app.world.change((draft) => {
        draft.session = null;
      }),
    );

    expect(
      await screen.findByText(
        'Your e-mail is now pat.new@builders.test. Please sign in again with it.',
      ),
    ).toBeInTheDocument();
    // The guard hands the sign-in the new address, which never shows in the address bar.
    expect(screen.getByLabelText('Email')).toHaveValue('pat.new@builders.test');
    expect(currentPath(app.router)).toBe('/signin');
    expect(window.location.href).toBe('http://localhost/signin');
    // A reload keeps it for the page.
    app.unmount();
    await renderApp({ storage: app.storage, opening: 'reload' });
    expect(await screen.findByLabelText('Email')).toHaveValue('pat.new@builders.test');
    expect(window.location.href).toBe('http://localhost/signin');
  });
});
