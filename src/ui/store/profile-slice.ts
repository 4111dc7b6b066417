import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileField } from '../../domain/validation';
import { deleteAccount, signOut, updateProfileField } from './auth-slice';
import { createUseCaseThunk } from './thunk';

/**
 * The profile fields open for editing. A field's save, and why it failed, is its request's
 * (`updateProfileField[field]`); a saved field is read-only again.
 */
export interface ProfileState {
  editing: Record<ProfileField, boolean>;
}

const initialState: ProfileState = {
  editing: { firstName: false, lastName: false, email: false },
};

/** The reset-password button of the profile: a reset e-mail to the member's own address. */
export const sendProfilePasswordReset = createUseCaseThunk(
  'profile/sendPasswordReset',
  (_: void, { useCases, getState }) =>
    useCases.sendPasswordReset.execute(getState().auth.user?.email ?? ''),
);

const fields = Object.keys(updateProfileField) as ProfileField[];

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    editStarted(state, { payload }: PayloadAction<ProfileField>) {
      state.editing[payload] = true;
    },
    editCancelled(state, { payload }: PayloadAction<ProfileField>) {
      state.editing[payload] = false;
    },
  },
  extraReducers: (builder) => {
    for (const field of fields) {
      builder.addCase(updateProfileField[field].fulfilled, (state) => {
        state.editing[field] = false;
      });
    }
    builder
      .addCase(signOut.fulfilled, () => initialState)
      .addCase(deleteAccount.fulfilled, () => initialState);
  },
});

export const { editStarted, editCancelled } = profileSlice.actions;
