import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Message } from '../i18n/error-messages';
import { sessionEnded } from './session-actions';

/**
 * A message a flow leaves for the page it sends the person to (a "flash" message): shown on that
 * path, and dropped once the person moves on or dismisses it.
 */
export interface Notice {
  id: number;
  tone: 'info' | 'success' | 'error';
  /** Where it shows: the path the flow navigates to. */
  path: string;
  message: Message;
  /** A second sentence, such as the reason a change failed. */
  detail?: Message;
}

export interface NoticeState {
  notice: Notice | null;
  lastId: number;
}

const initialState: NoticeState = { notice: null, lastId: 0 };

export const noticeSlice = createSlice({
  name: 'notice',
  initialState,
  reducers: {
    noticeShown(state, { payload }: PayloadAction<Omit<Notice, 'id'>>) {
      state.lastId += 1;
      state.notice = { ...payload, id: state.lastId };
    },
    noticeDismissed(state, { payload }: PayloadAction<number | undefined>) {
      if (payload === undefined || state.notice?.id === payload) state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, (state) => {
      state.notice = null;
    });
  },
});

export const { noticeShown, noticeDismissed } = noticeSlice.actions;
