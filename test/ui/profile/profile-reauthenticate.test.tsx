/**
 * Issue 29, recent sign-in: changing the e-mail and deleting the account ask the member to prove
 * who they are ("Confirm it's you") when the use case refuses the change for a stale sign-in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ReauthenticationProof } from '../../../src/application/ports/identity-provider';
import { ValidationError } from '../../../src/application/validation-error';
import type { AuthProviderId } from '../../../src/domain/auth-provider';
import { AppError } from '../../../src/domain/errors';
import type { User } from '../../../src/domain/subscription';
import { FIELD_ERRORS, type ProfileField } from '../../../src/domain/validation';
import { user } from '../../support/builders';
import { fill } from '../../support/test-router';
import type { UseCaseStubs } from '../../support/use-case-stubs';
import { openProfile } from './open-profile';

const alex = user({ firstName: 'Alex', lastName: 'Morgan', email: 'alex@builders.test' });
const NEW_EMAIL = 'alex.new@builders.test';
const stale = () => new AppError('identity/requires-recent-login');
const wrongPassword = () => new AppError('identity/invalid-credentials');

/** A use case's stub answering call by call: a value, or the error it fails with. */
function answering<Args extends unknown[], Result>(...answers: Array<Result | Error>) {
  const execute = jest.fn<Promise<Result>, Args>();
  for (const answer of answers) {
    execute.mockImplementationOnce(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
  }
  return execute;
}

const proofs = (...answers: Array<void | Error>) =>
  answering<[ReauthenticationProof], void>(...answers);

/** The e-mail change: refused for a stale sign-in first, then saved. */
const emailSaves = (...answers: Array<User | Error>) =>
  answering<[ProfileField, string, AuthProviderId | null], User | null>(...answers);

async function askToChangeEmail(page: Awaited<ReturnType<typeof openProfile>>, email: string) {
  const { details, user: person } = page;
  await person.click(details.getByRole('button', { name: 'Edit Email' }));
  await person.clear(details.getByLabelText('Email'));
  await fill(details.getByLabelText('Email'), email);
  await person.click(details.getByRole('button', { name: 'Save Email' }));
}

const confirmItsYou = async () =>
  within(await screen.findByRole('dialog', { name: "Confirm it's you" }));

describe('changing the e-mail after a stale sign-in', () => {
  function openStale(reauthenticate = proofs()) {
    const updateProfileField = emailSaves(stale(), { ...alex, email: NEW_EMAIL });
    return openProfile({
      member: alex,
      useCases: {
        updateProfileField: { execute: updateProfileField },
        reauthenticate: { execute: reauthenticate },
      },
    });
  }

  test('asks for the password, says when it is wrong, then changes the e-mail', async () => {
    const page = await openStale(proofs(wrongPassword(), undefined));
    const { useCases, store, user: person } = page;
    await askToChangeEmail(page, NEW_EMAIL);

    const dialog = await confirmItsYou();
    const password = dialog.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(useCases.updateProfileField.execute).toHaveBeenCalledTimes(1);

    await fill(password, 'Wrong-Pass#9');
    await person.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(
      await dialog.findByText("That password isn't right. Please try again."),
    ).toBeInTheDocument();
    expect(useCases.reauthenticate.execute).toHaveBeenCalledWith({ password: 'Wrong-Pass#9' });
    expect(password).toHaveAccessibleDescription("That password isn't right. Please try again.");
    expect(password).toBeInvalid();
    expect(password).toHaveFocus();
    expect(useCases.updateProfileField.execute).toHaveBeenCalledTimes(1);

    await person.clear(password);
    await fill(password, 'Right-Pass#1');
    await person.click(dialog.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useCases.reauthenticate.execute).toHaveBeenLastCalledWith({ password: 'Right-Pass#1' });
    expect(useCases.updateProfileField.execute).toHaveBeenCalledTimes(2);
    expect(useCases.updateProfileField.execute).toHaveBeenLastCalledWith(
      'email',
      NEW_EMAIL,
      'password',
    );
    expect(page.profile.getByText(NEW_EMAIL)).toBeInTheDocument();
    // The app's frame shows it (the journeys' e-mail change): "Your e-mail is now …".
    expect(store.getState().notice.notice?.message).toEqual({
      key: 'editProfile.emailChanged',
      values: { email: NEW_EMAIL },
    });
  });

  test('asks for the password when it is left empty', async () => {
    const page = await openStale(proofs(new ValidationError({ password: FIELD_ERRORS.required })));
    await askToChangeEmail(page, NEW_EMAIL);
    const dialog = await confirmItsYou();

    await page.user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await dialog.findByText('Password is required')).toBeInTheDocument();
    expect(page.useCases.reauthenticate.execute).toHaveBeenCalledWith({ password: '' });
    expect(dialog.getByLabelText('Password')).toHaveFocus();
  });

  test('Cancel keeps the old e-mail, the field open and focus on Save', async () => {
    const page = await openStale();
    await askToChangeEmail(page, NEW_EMAIL);
    const dialog = await confirmItsYou();

    await page.user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.details.getByRole('button', { name: 'Save Email' })).toHaveFocus();
    expect(page.details.getByLabelText('Email')).toHaveValue(NEW_EMAIL);
    expect(page.profile.getByText('alex@builders.test')).toBeInTheDocument();
    expect(page.useCases.updateProfileField.execute).toHaveBeenCalledTimes(1);
    expect(page.useCases.reauthenticate.execute).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('does not ask after a recent sign-in', async () => {
    const page = await openProfile({
      member: alex,
      useCases: { updateProfileField: { execute: emailSaves({ ...alex, email: NEW_EMAIL }) } },
    });
    await askToChangeEmail(page, NEW_EMAIL);

    await page.details.findByRole('button', { name: 'Edit Email' });
    expect(page.profile.getByText(NEW_EMAIL)).toBeInTheDocument();
    expect(page.store.getState().notice.notice?.message.values).toEqual({ email: NEW_EMAIL });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('deleting the account after a stale sign-in', () => {
  async function askToDelete(page: Awaited<ReturnType<typeof openProfile>>) {
    await page.user.click(page.account.getByRole('button', { name: 'Delete account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    await page.user.click(
      dialog.getByRole('checkbox', { name: 'I understand that this action is permanent' }),
    );
    await page.user.click(dialog.getByRole('button', { name: 'Continue' }));
  }

  function openStale(
    reauthenticate = proofs(),
    { member = alex, provider = 'password' }: { member?: User; provider?: AuthProviderId } = {},
  ) {
    const useCases: UseCaseStubs = {
      deleteAccount: { execute: answering<[boolean], void>(stale(), undefined) },
      reauthenticate: { execute: reauthenticate },
    };
    if (provider !== 'password') {
      // The popup's step readies the provider's popup while it is open.
      useCases.signInWithPopup = { prepare: jest.fn(async () => {}) };
    }
    return openProfile({ member, provider, useCases });
  }

  test('asks for the password in the same dialog, then deletes the account', async () => {
    const page = await openStale(proofs(wrongPassword(), undefined));
    const { useCases, user: person } = page;
    await askToDelete(page);

    const dialog = await confirmItsYou();
    expect(dialog.getByLabelText('Password')).toHaveFocus();
    expect(useCases.deleteAccount.execute).toHaveBeenCalledTimes(1);

    await fill(dialog.getByLabelText('Password'), 'Wrong-Pass#9');
    await person.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(
      await dialog.findByText("That password isn't right. Please try again."),
    ).toBeInTheDocument();
    expect(useCases.deleteAccount.execute).toHaveBeenCalledTimes(1);

    await person.clear(dialog.getByLabelText('Password'));
    await fill(dialog.getByLabelText('Password'), 'Right-Pass#1');
    await person.click(dialog.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(page.store.getState().auth.status).toBe('signedOut'));
    expect(useCases.reauthenticate.execute).toHaveBeenLastCalledWith({ password: 'Right-Pass#1' });
    expect(useCases.deleteAccount.execute).toHaveBeenCalledTimes(2);
    expect(useCases.deleteAccount.execute).toHaveBeenLastCalledWith(true);
  });

  test('Cancel goes back to the deletion step, which keeps the account', async () => {
    const page = await openStale();
    await askToDelete(page);
    const dialog = await confirmItsYou();

    await page.user.click(dialog.getByRole('button', { name: 'Cancel' }));

    const deletion = within(screen.getByRole('dialog', { name: 'Delete your account?' }));
    expect(deletion.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(page.useCases.deleteAccount.execute).toHaveBeenCalledTimes(1);
    expect(page.store.getState().auth.status).toBe('signedIn');
  });

  test('a Google member proves it with the Google popup', async () => {
    const page = await openStale(proofs(undefined), {
      member: user({ firstName: 'Riley', lastName: 'Chen' }),
      provider: 'google.com',
    });
    await askToDelete(page);

    const dialog = await confirmItsYou();
    expect(dialog.queryByLabelText('Password')).not.toBeInTheDocument();
    const proceed = dialog.getByRole('button', { name: 'Continue with Google' });
    expect(proceed).toHaveFocus();
    await page.user.click(proceed);

    await waitFor(() => expect(page.store.getState().auth.status).toBe('signedOut'));
    expect(page.useCases.reauthenticate.execute).toHaveBeenCalledWith({ provider: 'google' });
    expect(page.useCases.deleteAccount.execute).toHaveBeenCalledTimes(2);
  });
});
