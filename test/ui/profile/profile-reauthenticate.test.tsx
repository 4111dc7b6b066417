/**
 * Issue 29, recent sign-in: changing the e-mail and deleting the account ask the member to prove
 * who they are ("Confirm it's you") when they signed in more than five minutes ago.
 */
import { act, within } from '@testing-library/react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../support/demo-accounts';
import { currentPath, fill, renderApp, screen } from '../../support/render-app';
import { findProfileCard, renderAsPopupUser } from './profile-support';

async function staleSession(app: Awaited<ReturnType<typeof renderApp>>) {
  const account = await findProfileCard();
  app.world.ageSignIn();
  return account;
}

async function askToChangeEmail(app: Awaited<ReturnType<typeof renderApp>>, email: string) {
  const details = within(screen.getByRole('region', { name: 'Your details' }));
  await app.user.click(details.getByRole('button', { name: 'Edit Email' }));
  await app.user.clear(details.getByLabelText('Email'));
  await fill(details.getByLabelText('Email'), email);
  await app.user.click(details.getByRole('button', { name: 'Save Email' }));
  return details;
}

const profileOf = (app: Awaited<ReturnType<typeof renderApp>>, email: string) =>
  app.world.state.profiles.find((profile) => profile.email === email);

describe('changing the e-mail after a stale sign-in', () => {
  test('asks for the password, says when it is wrong, then changes the e-mail', async () => {
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email });
    await staleSession(app);
    await askToChangeEmail(app, 'alex.new@demo.test');

    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }));
    const password = dialog.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(profileOf(app, 'alex.new@demo.test')).toBeUndefined();

    await fill(password, 'Wrong-Pass#9');
    await app.user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(
      await dialog.findByText("That password isn't right. Please try again."),
    ).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription("That password isn't right. Please try again.");
    expect(password).toBeInvalid();
    expect(password).toHaveFocus();

    await app.user.clear(password);
    await fill(password, DEMO_PASSWORD);
    await app.user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText(
        'Your e-mail is now alex.new@demo.test. For your security, your other devices were signed out.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(profileOf(app, 'alex.new@demo.test')?.firstName).toBe('Alex');
  });

  test('asks for the password when it is left empty', async () => {
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email });
    await staleSession(app);
    await askToChangeEmail(app, 'alex.new@demo.test');
    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }));

    await app.user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await dialog.findByText('Password is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Password')).toHaveFocus();
  });

  test('Cancel keeps the old e-mail, the field open and focus on Save', async () => {
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email });
    await staleSession(app);
    const details = await askToChangeEmail(app, 'alex.new@demo.test');
    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }));

    await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Save Email' })).toHaveFocus();
    expect(details.getByLabelText('Email')).toHaveValue('alex.new@demo.test');
    expect(profileOf(app, DEMO_ACCOUNTS.free.email)).toBeDefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('does not ask after a recent sign-in', async () => {
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email });
    await findProfileCard();
    await askToChangeEmail(app, 'alex.new@demo.test');

    expect(await screen.findByText(/Your e-mail is now alex.new@demo.test/u)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a session that ends after the change lands on /signin with the new address', async () => {
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email });
    await findProfileCard();
    await askToChangeEmail(app, 'alex.new@demo.test');
    await screen.findByText(/Your e-mail is now alex.new@demo.test/u);

    // As Firebase does once the change revoked the session's refresh token.
    act(() =>
      app.world.change((draft) => {
        draft.session = null;
      }),
    );

    expect(
      await screen.findByText(
        'Your e-mail is now alex.new@demo.test. Please sign in again with it.',
      ),
    ).toBeInTheDocument();
    expect(currentPath(app.router)).toBe('/signin?email=alex.new%40demo.test');
    expect(screen.getByLabelText('Email')).toHaveValue('alex.new@demo.test');
  });
});

describe('deleting the account after a stale sign-in', () => {
  async function askToDelete(app: Awaited<ReturnType<typeof renderApp>>) {
    await app.user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    await app.user.click(
      dialog.getByRole('checkbox', { name: 'I understand that this action is permanent' }),
    );
    await app.user.click(dialog.getByRole('button', { name: 'Continue' }));
  }

  test('asks for the password in the same dialog, then deletes the account', async () => {
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email });
    await staleSession(app);
    await askToDelete(app);

    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }));
    expect(dialog.getByLabelText('Password')).toHaveFocus();
    expect(profileOf(app, DEMO_ACCOUNTS.free.email)).toBeDefined();

    await fill(dialog.getByLabelText('Password'), 'Wrong-Pass#9');
    await app.user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(
      await dialog.findByText("That password isn't right. Please try again."),
    ).toBeInTheDocument();

    await app.user.clear(dialog.getByLabelText('Password'));
    await fill(dialog.getByLabelText('Password'), DEMO_PASSWORD);
    await app.user.click(dialog.getByRole('button', { name: 'Confirm' }));

    await screen.findByRole('heading', { level: 1, name: (name) => name !== 'Your account' });
    expect(currentPath(app.router)).toBe('/signin');
    expect(profileOf(app, DEMO_ACCOUNTS.free.email)).toBeUndefined();
  });

  test('Cancel goes back to the deletion step, which keeps the account', async () => {
    const app = await renderApp({ signedInAs: DEMO_ACCOUNTS.free.email });
    await staleSession(app);
    await askToDelete(app);
    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }));

    await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));

    const deletion = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    expect(deletion.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(profileOf(app, DEMO_ACCOUNTS.free.email)).toBeDefined();
  });

  test('a Google member proves it with the Google popup', async () => {
    const app = await renderAsPopupUser('google');
    await staleSession(app);
    await askToDelete(app);

    const dialog = within(await screen.findByRole('dialog', { name: "Confirm it's you" }));
    expect(dialog.queryByLabelText('Password')).not.toBeInTheDocument();
    const proceed = dialog.getByRole('button', { name: 'Continue with Google' });
    expect(proceed).toHaveFocus();
    await app.user.click(proceed);

    await screen.findByRole('heading', { level: 1, name: (name) => name !== 'Your account' });
    expect(currentPath(app.router)).toBe('/signin');
    expect(profileOf(app, DEMO_ACCOUNTS.google.email)).toBeUndefined();
  });
});
