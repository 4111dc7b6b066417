import { screen, waitFor, within } from '@testing-library/react';
import { AppError } from '../../../src/domain/errors';
import { subscription, user } from '../../support/builders';
import { deferred } from '../../support/deferred';
import { currentPath } from '../../support/test-router';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { openProfile, plans } from './open-profile';

const unreachable = () => new AppError('network/unavailable');
const alex = user({ firstName: 'Alex', lastName: 'Morgan', email: 'alex@builders.test' });
const cardMember = user({ subscription: subscription() });

/** Stubs of one use case's execute, answering as the test says call by call. */
const executes = (...answers: Array<() => Promise<void>>) => {
  const execute = jest.fn(async () => {});
  for (const answer of answers) execute.mockImplementationOnce(answer);
  return { execute };
};
const resolves = () => Promise.resolve();
const failsUnreachable = () => Promise.reject(unreachable());

const signOutStub = (...answers: Array<() => Promise<void>>): UseCaseStubs => ({
  signOut: executes(...answers),
});

describe('log out', () => {
  test('Log out signs the person out: the session ends', async () => {
    const {
      user: person,
      profile,
      store,
      useCases,
    } = await openProfile({
      member: alex,
      useCases: signOutStub(),
    });
    await person.click(profile.getByRole('button', { name: 'Log out' }));
    expect(useCases.signOut.execute).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    // Signed out, the page has no one to show; the guard's /signin is the journeys' business.
    expect(screen.queryByRole('region', { name: 'Your profile' })).not.toBeInTheDocument();
  });

  test('a failing log out says so and the button works again', async () => {
    const {
      user: person,
      profile,
      router,
      store,
      useCases,
    } = await openProfile({
      member: alex,
      useCases: signOutStub(failsUnreachable, resolves),
    });
    await person.click(profile.getByRole('button', { name: 'Log out' }));
    expect(await profile.findByRole('alert')).toHaveTextContent(
      "We couldn't log you out. Please try again.",
    );
    expect(currentPath(router)).toBe('/');
    expect(store.getState().auth.status).toBe('signedIn');

    await person.click(profile.getByRole('button', { name: 'Log out' }));
    expect(useCases.signOut.execute).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
  });
});

describe('reset password', () => {
  const sendStub = (...answers: Array<() => Promise<void>>): UseCaseStubs => ({
    sendPasswordReset: executes(...answers),
  });

  test('asks first, then sends the link to their address and confirms on the profile', async () => {
    const {
      user: person,
      account,
      useCases,
    } = await openProfile({ member: alex, useCases: sendStub() });
    const opener = account.getByRole('button', { name: 'Reset password' });
    await person.click(opener);

    const dialog = within(screen.getByRole('dialog', { name: 'Reset your password' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      "We'll send a reset link to alex@builders.test",
    );
    expect(dialog.getByRole('button', { name: 'Send' })).toHaveFocus();
    await person.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/Check your email/)).toHaveTextContent(
      "Check your email. We've sent a password reset link to alex@builders.test.",
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(useCases.sendPasswordReset.execute).toHaveBeenCalledTimes(1);
    expect(useCases.sendPasswordReset.execute).toHaveBeenCalledWith('alex@builders.test');

    await person.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Check your email/)).not.toBeInTheDocument();
  });

  test('Cancel sends nothing', async () => {
    const { user: person, account, useCases } = await openProfile({ useCases: sendStub() });
    await person.click(account.getByRole('button', { name: 'Reset password' }));
    await person.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCases.sendPasswordReset.execute).not.toHaveBeenCalled();
  });

  test('a failure is shown in the dialog, which stays usable', async () => {
    const {
      user: person,
      account,
      useCases,
    } = await openProfile({ useCases: sendStub(failsUnreachable, resolves) });
    await person.click(account.getByRole('button', { name: 'Reset password' }));
    const dialog = within(screen.getByRole('dialog'));
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(screen.queryByText(/Check your email/)).not.toBeInTheDocument();

    await person.click(dialog.getByRole('button', { name: 'Send' }));
    await screen.findByText(/Check your email/);
    expect(useCases.sendPasswordReset.execute).toHaveBeenCalledTimes(2);
  });

  test('while sending, the buttons wait and Escape does not close the dialog', async () => {
    const sending = deferred<void>();
    const { user: person, account } = await openProfile({
      useCases: sendStub(() => sending.promise),
    });
    await person.click(account.getByRole('button', { name: 'Reset password' }));
    const dialog = within(screen.getByRole('dialog'));
    await person.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeUnavailable();
    await person.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    sending.resolve();
    await screen.findByText(/Check your email/);
  });
});

describe('dialogs and the keyboard', () => {
  test.each(['Reset password', 'Delete account'])(
    'the %s dialog keeps Tab inside, closes on Escape and gives focus back',
    async (name) => {
      const { user: person, account } = await openProfile();
      const opener = account.getByRole('button', { name });
      await person.click(opener);
      const dialog = screen.getByRole('dialog');
      for (let step = 0; step < 4; step += 1) {
        await person.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await person.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    },
  );

  test('a dialog also closes with its Close button, for touch and pointer users', async () => {
    const { user: person, account } = await openProfile();
    const opener = account.getByRole('button', { name: 'Reset password' });
    await person.click(opener);
    await person.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('delete account', () => {
  const deleteStub = (...answers: Array<() => Promise<void>>): UseCaseStubs => ({
    deleteAccount: executes(...answers),
  });

  test('Continue waits for the box; then the account is deleted and the session ends', async () => {
    const {
      user: person,
      account,
      store,
      useCases,
    } = await openProfile({
      member: alex,
      useCases: deleteStub(),
    });
    await person.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    const box = dialog.getByRole('checkbox', {
      name: 'I understand that this action is permanent',
    });
    expect(box).toHaveFocus();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeUnavailable();

    await person.click(box);
    expect(continueButton).not.toBeUnavailable();
    await person.click(box);
    expect(continueButton).toBeUnavailable();
    await person.click(box);
    await person.click(continueButton);

    expect(useCases.deleteAccount.execute).toHaveBeenCalledTimes(1);
    expect(useCases.deleteAccount.execute).toHaveBeenCalledWith(true);
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a failure shows in the dialog, which stays usable, and a retry deletes', async () => {
    const {
      user: person,
      account,
      router,
      store,
      useCases,
    } = await openProfile({
      member: cardMember,
      // Deleted, the member is gone and the page, still here without the guard, asks for the plans.
      useCases: { ...deleteStub(failsUnreachable, resolves), loadCatalogue: plans() },
    });
    await person.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(screen.getByRole('dialog'));
    await person.click(dialog.getByRole('checkbox'));
    await person.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "We couldn't reach our servers. Check your connection and try again.",
    );
    expect(currentPath(router)).toBe('/');
    expect(store.getState().auth.status).toBe('signedIn');
    expect(dialog.getByRole('checkbox')).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Continue' })).not.toBeUnavailable();

    await person.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(useCases.deleteAccount.execute).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
  });

  test('an App Store member is told that deleting the account does not stop store billing', async () => {
    const { user: person, account } = await openProfile({
      member: user({ subscription: subscription({ type: 'APP_STORE', paymentOption: null }) }),
      provider: 'apple.com',
    });
    await person.click(account.getByRole('button', { name: 'Delete account' }));
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

  test('a paying member is told the paid time they lose, and offered cancelling instead', async () => {
    const { user: person, account, router } = await openProfile({ member: cardMember });
    await person.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    expect(
      dialog.getByText("You lose the time you've paid for, which runs until January 15, 2027."),
    ).toBeInTheDocument();

    // The plan's end is said once, in the danger note; Continue is described by what it removes.
    expect(dialog.getAllByText(/subscription (is cancelled|ends?) at once/u)).toHaveLength(1);
    expect(dialog.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription(
      "Your account is removed at once and you're signed out.",
    );

    await person.click(dialog.getByRole('link', { name: 'Cancel subscription instead' }));

    expect(currentPath(router)).toBe('/cancel-subscription');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a member who has cancelled is told the paid time they lose, with nothing to cancel', async () => {
    const { user: person, account } = await openProfile({
      member: user({ subscription: subscription({ autoRenew: false, renewsAt: '2026-12-20' }) }),
    });
    await person.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/which runs until December 20, 2026\.$/u)).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: /Cancel subscription/u })).not.toBeInTheDocument();
  });

  test('a member without a plan is told of no paid time', async () => {
    const { user: person, account } = await openProfile({ member: alex });
    await person.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByText(/paid for/u)).not.toBeInTheDocument();
    expect(dialog.queryByRole('link')).not.toBeInTheDocument();
  });

  test('a card member is not shown a store warning', async () => {
    const { user: person, account } = await openProfile({ member: cardMember });
    await person.click(account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByText(/keeps billing it/)).not.toBeInTheDocument();
  });

  test('Cancel leaves the account alone', async () => {
    const {
      user: person,
      account,
      store,
      useCases,
    } = await openProfile({
      useCases: deleteStub(),
    });
    await person.click(account.getByRole('button', { name: 'Delete account' }));
    await person.click(screen.getByRole('checkbox'));
    await person.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCases.deleteAccount.execute).not.toHaveBeenCalled();
    expect(store.getState().auth.status).toBe('signedIn');
  });
});
