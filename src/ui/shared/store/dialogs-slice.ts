import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from './session-actions';

export type DialogName = 'resetPassword' | 'deleteAccount' | 'demoTools';

export interface DialogsState {
  open: DialogName | null;
}

const initialState: DialogsState = { open: null };

/** One modal at a time; closing it gives focus back to what opened it (the Dialog component). */
export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    dialogOpened(state, { payload }: PayloadAction<DialogName>) {
      state.open = payload;
    },
    dialogClosed(state) {
      state.open = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const { dialogOpened, dialogClosed } = dialogsSlice.actions;
