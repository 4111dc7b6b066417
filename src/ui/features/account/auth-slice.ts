import { createSlice } from '@reduxjs/toolkit';
import type { AuthProviderId } from '../../../domain/auth-provider';
import type { User } from '../../../domain/subscription';
import { reloadProfile } from './profile-reload';
import type { Rejection } from '../../shared/store/rejection';
import { memberAnswered, sessionChanged, sessionEnded } from '../../shared/store/session-actions';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'failed';

export interface AuthState {
  status: AuthStatus;
  /** The identity provider's id of the signed-in account (also when its profile failed to load). */
  uid: string | null;
  user: User | null;
  provider: AuthProviderId | null;
  error: Rejection | null;
}

const initialState: AuthState = {
  status: 'loading',
  uid: null,
  user: null,
  provider: null,
  error: null,
};

const signedOutState: AuthState = { ...initialState, status: 'signedOut' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionChanged, (_state, { payload }): AuthState => {
        switch (payload.status) {
          case 'signedIn':
            return {
              status: 'signedIn',
              uid: payload.uid,
              user: payload.user,
              provider: payload.provider,
              error: null,
            };
          case 'failed':
            return { ...initialState, status: 'failed', uid: payload.uid, error: payload.error };
          // Another account's tokens, its profile not read yet: the member pages wait, offering nothing.
          case 'switching':
            return { ...initialState, uid: payload.uid };
          default:
            return signedOutState;
        }
      })
      .addCase(sessionEnded, () => signedOutState)
      .addCase(reloadProfile.pending, (state, { meta }) => {
        if (state.status === 'failed' && state.uid === meta.arg) state.status = 'loading';
      })
      // A reload that ends after the person signed out (a change that ended the session, then
      // Log out) must not sign them back in, nor turn the sign-in page into a failed profile; one
      // made for the account before a switch says nothing of the account after it.
      .addCase(reloadProfile.fulfilled, (state, { payload, meta }) =>
        state.status === 'signedOut' || state.uid !== meta.arg
          ? state
          : {
              status: 'signedIn' as const,
              uid: state.uid,
              user: payload.user,
              provider: payload.provider,
              error: null,
            },
      )
      .addCase(reloadProfile.rejected, (state, { payload, meta }) => {
        if (state.status === 'loading' && state.uid === meta.arg) {
          state.status = 'failed';
          state.error = payload ?? null;
        }
      })
      .addCase(memberAnswered, (state, { payload }) => {
        state.user = payload;
      });
  },
});
