import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileField } from '../../../domain/validation';
import { updateProfileField } from './profile-thunks';
import { sessionEnded } from '../../shared/store/session-actions';

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
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const { editStarted, editCancelled } = profileSlice.actions;
