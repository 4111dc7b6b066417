import type { ProfileField } from '../../../domain/validation';
import { memberAfterChange } from './profile-reload';
import { createUseCaseThunk } from '../../shared/store/thunk';

/** The member's own profile: each thunk runs one use case. */

/** One field's save: a thunk of its own, so two fields saved at once each show their own state. */
function fieldUpdate(field: ProfileField) {
  return createUseCaseThunk(
    `auth/updateProfileField/${field}`,
    async (value: string, { useCases, getState, dispatch }) =>
      memberAfterChange(
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

/** The reset-password button of the profile: a reset e-mail to the member's own address. */
export const sendProfilePasswordReset = createUseCaseThunk(
  'profile/sendPasswordReset',
  (_: void, { useCases, getState }) =>
    useCases.sendPasswordReset.execute(getState().auth.user?.email ?? ''),
);
