import type { ProfileField } from '../../domain/validation';
import type { User } from '../../domain/subscription';
import type { AppDispatch } from './store';
import { createUseCaseThunk } from './thunk';

/** The member's own profile and subscription: each thunk runs one use case. */

export const reloadProfile = createUseCaseThunk('auth/reloadProfile', (_: void, { useCases }) =>
  useCases.loadProfile.execute(),
);

/** A change that stood, but whose fresh profile could not be read: the profile is read once more. */
export function reloadedIfMissing(dispatch: AppDispatch, user: User | null): User | null {
  if (!user) void dispatch(reloadProfile());
  return user;
}

/** One field's save: a thunk of its own, so two fields saved at once each show their own state. */
function fieldUpdate(field: ProfileField) {
  return createUseCaseThunk(
    `auth/updateProfileField/${field}`,
    async (value: string, { useCases, getState, dispatch }) =>
      reloadedIfMissing(
        dispatch,
        await useCases.updateProfileField.execute(field, value, getState().auth.provider),
      ),
  );
}

export const updateProfileField = {
  firstName: fieldUpdate('firstName'),
  lastName: fieldUpdate('lastName'),
  email: fieldUpdate('email'),
};

export const cancelSubscription = createUseCaseThunk(
  'auth/cancelSubscription',
  async (reason: string, { useCases, dispatch }) =>
    reloadedIfMissing(dispatch, await useCases.cancelSubscription.execute(reason)),
);

export const resumeSubscription = createUseCaseThunk(
  'auth/resumeSubscription',
  async (_: void, { useCases, dispatch }) =>
    reloadedIfMissing(dispatch, await useCases.resumeSubscription.execute()),
);

/** The reset-password button of the profile: a reset e-mail to the member's own address. */
export const sendProfilePasswordReset = createUseCaseThunk(
  'profile/sendPasswordReset',
  (_: void, { useCases, getState }) =>
    useCases.sendPasswordReset.execute(getState().auth.user?.email ?? ''),
);
