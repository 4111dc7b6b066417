import { within } from '@testing-library/react';
import { currentPath, renderApp, screen } from '../../support/render-app';
import userEvent from '@testing-library/user-event';
import { findProfileCard, renderAsPopupUser } from './profile-support';
import { DEMO_ACCOUNTS } from '../../support/demo-accounts';

async function openProfile(signedInAs: string = DEMO_ACCOUNTS.free.email) {
  const app = await renderApp({ signedInAs });
  const profile = await findProfileCard();
  const account = within(screen.getByRole('region', { name: 'Password and account' }));
  return { ...app, profile, account };
}

describe('log out', () => {
  test('Log out signs the person out and the guard sends them to /signin', async () => {
    const { user, profile, router, world } = await openProfile();
    await user.click(profile.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1 });
    expect(currentPath(router)).toBe('/signin');
    expect(world.state.session).toBeNull();
  });

  test('a failing log out says so and the button works again', async () => {
    const { user, profile, router, world } = await openProfile();
    world.failNextCall('identity');
    await user.click(profile.getByRole('button', { name: 'Log out' }));
    expect(await profile.findByRole('alert')).toHaveTextContent(
      "We couldn't log you out. Please try again.",
    );
    expect(currentPath(router)).toBe('/');
    await user.click(profile.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: (name) => name !== 'Your account' });
    expect(currentPath(router)).toBe('/signin');
  });
});

describe('reset password', () => {
  test('asks first, then sends the link to the outbox and confirms on the profile', async () => {
    const { user, account, world } = await openProfile();
    const opener = account.getByRole('button', { name: 'Reset password' });
    await user.click(opener);

    const dialog = within(screen.getByRole('dialog', { name: 'Reset your password' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      "We'll send a reset link to free@demo.test",
    );
    expect(dialog.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/Check your email/)).toHaveTextContent(
      "Check your email. We've sent a password reset link to free@demo.test.",
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(world.outbox).toHaveLength(1);
    expect(world.outbox[0]).toMatchObject({ email: DEMO_ACCOUNTS.free.email });

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Check your email/)).not.toBeInTheDocument();
  });

  test('Cancel sends nothing', async () => {
    const { user, account, world } = await openProfile();
    await user.click(account.getByRole('button', { name: 'Reset password' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(world.outbox).toHaveLength(0);
  });

  test('a failure is shown in the dialog, which stays usable', async () => {
    const { user, account, world } = await openProfile();
    await user.click(account.getByRole('button', { name: 'Reset password' }));
    world.failNextCall('identity');
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(world.outbox).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await screen.findByText(/Check your email/);
    expect(world.outbox).toHaveLength(1);
  });

  test('while sending, the buttons wait and Escape does not close the dialog', async () => {
    const { user, account, holdNextCall } = await openProfile();
    const held = holdNextCall('identity');
    await user.click(account.getByRole('button', { name: 'Reset password' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await held.release();
    await screen.findByText(/Check your email/);
  });
});

describe('dialogs and the keyboard', () => {
  test.each(['Reset password', 'Delete account'])(
    'the %s dialog keeps Tab inside, closes on Escape and gives focus back',
    async (name) => {
      const { user, account } = await openProfile();
      const opener = account.getByRole('button', { name });
      await user.click(opener);
      const dialog = screen.getByRole('dialog');
      for (let step = 0; step < 4; step += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    },
  );

  test('a dialog also closes with its Close button, for touch and pointer users', async () => {
    const { user, account } = await openProfile();
    const opener = account.getByRole('button', { name: 'Reset password' });
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('delete account', () => {
  test('Continue waits for the box; then the account is gone and the person is at /signin', async () => {
    const { user, account, world, router } = await openProfile();
    await user.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    const box = dialog.getByRole('checkbox', {
      name: 'I understand that this action is permanent',
    });
    expect(box).toHaveFocus();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.click(box);
    expect(continueButton).toBeEnabled();
    await user.click(box);
    expect(continueButton).toBeDisabled();
    await user.click(box);
    await user.click(continueButton);

    await screen.findByRole('heading', { level: 1, name: (n) => n !== 'Your account' });
    expect(currentPath(router)).toBe('/signin');
    expect(world.state.accounts.some((a) => a.email === DEMO_ACCOUNTS.free.email)).toBe(false);
    expect(world.state.profiles.some((p) => p.email === DEMO_ACCOUNTS.free.email)).toBe(false);
    expect(world.state.session).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a failure shows in the dialog, which stays usable, and a retry deletes', async () => {
    const { user, account, world, router } = await openProfile(DEMO_ACCOUNTS.member.email);
    await user.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('checkbox'));
    world.failNextCall('userApi');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(currentPath(router)).toBe('/');
    expect(world.state.accounts.some((a) => a.email === DEMO_ACCOUNTS.member.email)).toBe(true);
    expect(dialog.getByRole('checkbox')).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();

    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: (n) => n !== 'Your account' });
    expect(currentPath(router)).toBe('/signin');
    expect(world.state.accounts.some((a) => a.email === DEMO_ACCOUNTS.member.email)).toBe(false);
  });

  test('an App Store member is told that deleting the account does not stop store billing', async () => {
    const user = userEvent.setup();
    await renderAsPopupUser('apple');
    await findProfileCard();
    const account = within(screen.getByRole('region', { name: 'Password and account' }));
    await user.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(
        'Deleting your account does not cancel your subscription: the App Store keeps billing it. Cancel it there first.',
      ),
    ).toBeInTheDocument();
    expect(
      dialog.getByRole('link', { name: 'Manage it in the App Store (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://apps.apple.com/account/subscriptions');
  });

  test('a card member is not shown a store warning', async () => {
    const { user, account } = await openProfile(DEMO_ACCOUNTS.member.email);
    await user.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByText(/keeps billing it/)).not.toBeInTheDocument();
  });

  test('Cancel leaves the account alone', async () => {
    const { user, account, world } = await openProfile();
    await user.click(account.getByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(world.state.accounts.some((a) => a.email === DEMO_ACCOUNTS.free.email)).toBe(true);
  });
});
