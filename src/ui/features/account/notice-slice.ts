import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Message } from '../../shared/i18n/error-messages';
import { deleteAccount, signOut } from './account-thunks';
import { updateProfileField } from './profile-thunks';
import { sessionChanged, sessionEnded } from '../../shared/store/session-actions';

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
  /**
   * The address the member changed their e-mail to here. Firebase may end the session after such a
   * change: the sign-in page then asks for this address, and says why.
   */
  changedEmail: string | null;
}

const initialState: NoticeState = { notice: null, lastId: 0, changedEmail: null };

function show(state: NoticeState, notice: Omit<Notice, 'id'>): void {
  state.lastId += 1;
  state.notice = { ...notice, id: state.lastId };
}

export const noticeSlice = createSlice({
  name: 'notice',
  initialState,
  reducers: {
    noticeShown(state, { payload }: PayloadAction<Omit<Notice, 'id'>>) {
      show(state, payload);
    },
    noticeDismissed(state, { payload }: PayloadAction<number | undefined>) {
      if (payload === undefined || state.notice?.id === payload) state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // The member's own sign-out or deletion: nothing of the changed address is news any more.
      .addCase(signOut.fulfilled, (state) => {
        state.notice = null;
        state.changedEmail = null;
      })
      .addCase(deleteAccount.fulfilled, (state) => {
        state.notice = null;
        state.changedEmail = null;
      })
      // Any end of the session (also the one Firebase makes after an e-mail change) drops the
      // notice meant for the member's pages; the changed address stays for the sign-in page.
      .addCase(sessionEnded, (state) => {
        state.notice = null;
      })
      .addCase(updateProfileField.email.fulfilled, (state, { payload, meta }) => {
        const email = payload?.email ?? meta.arg.trim();
        state.changedEmail = email;
        show(state, {
          tone: 'success',
          path: '/',
          message: { key: 'editProfile.emailChanged', values: { email } },
        });
      })
      .addCase(sessionChanged, (state, { payload }) => {
        if (payload.status !== 'signedOut' || state.changedEmail === null) return;
        show(state, {
          tone: 'info',
          path: '/signin',
          message: { key: 'signIn.emailChanged', values: { email: state.changedEmail } },
        });
      });
  },
});

export const { noticeShown, noticeDismissed } = noticeSlice.actions;
