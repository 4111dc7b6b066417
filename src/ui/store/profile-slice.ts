import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileField } from '../../domain/validation';
import type { Rejection } from './rejection';
import { deleteAccount, signOut, updateProfileField } from './auth-slice';
import { createUseCaseThunk } from './thunk';

/** Each profile field: read-only, then editing after Edit, then saving, then read-only again. */
export type FieldMode = 'readOnly' | 'editing' | 'saving';

export interface ProfileState {
  fields: Record<ProfileField, { mode: FieldMode; error: Rejection | null }>;
  passwordReset: { status: 'idle' | 'sending' | 'sent' | 'failed'; error: Rejection | null };
}

const readOnly = { mode: 'readOnly' as FieldMode, error: null };
const initialState: ProfileState = {
  fields: { firstName: readOnly, lastName: readOnly, email: readOnly },
  passwordReset: { status: 'idle', error: null },
};

/** The reset-password button of the profile: a reset e-mail to the member's own address. */
export const sendProfilePasswordReset = createUseCaseThunk(
  'profile/sendPasswordReset',
  (_: void, { useCases, getState }) =>
    useCases.sendPasswordReset.execute(getState().auth.user?.email ?? ''),
);

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    editStarted(state, { payload }: PayloadAction<ProfileField>) {
      state.fields[payload] = { mode: 'editing', error: null };
    },
    editCancelled(state, { payload }: PayloadAction<ProfileField>) {
      state.fields[payload] = readOnly;
    },
    passwordResetDismissed(state) {
      state.passwordReset = initialState.passwordReset;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(updateProfileField.pending, (state, { meta }) => {
        state.fields[meta.arg.field] = { mode: 'saving', error: null };
      })
      .addCase(updateProfileField.fulfilled, (state, { meta }) => {
        state.fields[meta.arg.field] = readOnly;
      })
      .addCase(updateProfileField.rejected, (state, { meta, payload }) => {
        state.fields[meta.arg.field] = { mode: 'editing', error: payload ?? null };
      })
      .addCase(sendProfilePasswordReset.pending, (state) => {
        state.passwordReset = { status: 'sending', error: null };
      })
      .addCase(sendProfilePasswordReset.fulfilled, (state) => {
        state.passwordReset = { status: 'sent', error: null };
      })
      .addCase(sendProfilePasswordReset.rejected, (state, { payload }) => {
        state.passwordReset = { status: 'failed', error: payload ?? null };
      })
      .addCase(signOut.fulfilled, () => initialState)
      .addCase(deleteAccount.fulfilled, () => initialState);
  },
});

export const { editStarted, editCancelled, passwordResetDismissed } = profileSlice.actions;
