import { createSlice, isFulfilled, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthSnapshot } from '../../application/use-cases/watch-auth-session';
import type { ResetLink } from '../../application/use-cases/verify-reset-code';
import type { AuthProviderId } from '../../domain/auth-provider';
import type { ProfileField } from '../../domain/validation';
import type { SocialProvider } from '../../application/ports/identity-provider';
import type { SignInValues, SignUpValues } from '../../domain/validation';
import type { User } from '../../domain/subscription';
import { toRejection, type Rejection } from './rejection';
import type { AppDispatch } from './store';
import { createUseCaseThunk } from './thunk';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut' | 'failed';

export interface AuthState {
  status: AuthStatus;
  /** The identity provider's id of the signed-in account (also when its profile failed to load). */
  uid: string | null;
  user: User | null;
  provider: AuthProviderId | null;
  error: Rejection | null;
}

/** An AuthSnapshot with its error made serialisable for the store. */
export type SessionPayload =
  Exclude<AuthSnapshot, { status: 'failed' }> | { status: 'failed'; uid: string; error: Rejection };

export function toSessionPayload(snapshot: AuthSnapshot): SessionPayload {
  return snapshot.status === 'failed'
    ? { status: 'failed', uid: snapshot.uid, error: toRejection(snapshot.error) }
    : snapshot;
}

const initialState: AuthState = {
  status: 'loading',
  uid: null,
  user: null,
  provider: null,
  error: null,
};

export const signIn = createUseCaseThunk('auth/signIn', (values: SignInValues, { useCases }) =>
  useCases.signIn.execute(values),
);
export const signUp = createUseCaseThunk('auth/signUp', (values: SignUpValues, { useCases }) =>
  useCases.signUp.execute(values),
);
export const signInWithPopup = createUseCaseThunk(
  'auth/signInWithPopup',
  (provider: SocialProvider, { useCases }) => useCases.signInWithPopup.execute(provider),
);
/**
 * As the app starts: finishes a Google or Apple sign-in that went by a redirect because the browser
 * blocked its popup. True when someone came back signed in.
 */
export const completeRedirectSignIn = createUseCaseThunk(
  'auth/completeRedirectSignIn',
  (_: void, { useCases }) => useCases.signInWithPopup.completeRedirect(),
);
/** The pages with Google and Apple buttons: readies the popups while the page is open. */
export const prepareSocialSignIn = createUseCaseThunk(
  'auth/prepareSocialSignIn',
  (_: void, { useCases }) => useCases.signInWithPopup.prepare(),
);
/** The forgot-password page: a reset e-mail to the address the visitor typed. */
export const sendPasswordReset = createUseCaseThunk(
  'auth/sendPasswordReset',
  (email: string, { useCases }) => useCases.sendPasswordReset.execute(email),
);
/** The set-password page: the e-mail a reset link was issued for. */
export const verifyResetCode = createUseCaseThunk(
  'auth/verifyResetCode',
  (link: ResetLink, { useCases }) => useCases.verifyResetCode.execute(link),
);
/** The set-password page: the new password for a reset link (the use case trims it). */
export const confirmPasswordReset = createUseCaseThunk(
  'auth/confirmPasswordReset',
  (input: { oobCode: string | null; password: string }, { useCases }) =>
    useCases.confirmPasswordReset.execute(input),
);
/** The e-mail action page (/set-password?mode=verifyEmail): the address a link verified. */
export const verifyEmail = createUseCaseThunk('auth/verifyEmail', (oobCode: string, { useCases }) =>
  useCases.verifyEmail.execute(oobCode),
);
/** The e-mail action page (/set-password?mode=recoverEmail): the sign-in address put back. */
export const recoverEmail = createUseCaseThunk(
  'auth/recoverEmail',
  (oobCode: string, { useCases }) => useCases.recoverEmail.execute(oobCode),
);
export const signOut = createUseCaseThunk('auth/signOut', (_: void, { useCases }) =>
  useCases.signOut.execute(),
);
export const deleteAccount = createUseCaseThunk(
  'auth/deleteAccount',
  (confirmed: boolean, { useCases }) => useCases.deleteAccount.execute(confirmed),
);
export const reloadProfile = createUseCaseThunk('auth/reloadProfile', (_: void, { useCases }) =>
  useCases.loadProfile.execute(),
);
/** A change that stood, but whose fresh profile could not be read: the profile is read once more. */
function reloadedIfMissing(dispatch: AppDispatch, user: User | null): User | null {
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

/** The keeping-members thunks whose fulfilment carries the member as the API now has them. */
const KEEPING_USER_CHANGES = new Set(
  ['acceptOffer', 'pause', 'planChange', 'confirmRenewal'].map(
    (name) => `keepMembers/${name}/fulfilled`,
  ),
);

const signedOutState: AuthState = { ...initialState, status: 'signedOut' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionChanged(_state, { payload }: PayloadAction<SessionPayload>): AuthState {
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
        default:
          return signedOutState;
      }
    },
    userChanged(state, { payload }: PayloadAction<User>) {
      state.user = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signOut.fulfilled, () => signedOutState)
      .addCase(deleteAccount.fulfilled, () => signedOutState)
      .addCase(reloadProfile.pending, (state) => {
        if (state.status === 'failed') state.status = 'loading';
      })
      // A reload that ends after the person signed out (a change that ended the session, then
      // Log out) must not sign them back in, nor turn the sign-in page into a failed profile.
      .addCase(reloadProfile.fulfilled, (state, { payload }) =>
        state.status === 'signedOut'
          ? state
          : {
              status: 'signedIn' as const,
              uid: state.uid,
              user: payload.user,
              provider: payload.provider,
              error: null,
            },
      )
      .addCase(reloadProfile.rejected, (state, { payload }) => {
        if (state.status === 'loading') {
          state.status = 'failed';
          state.error = payload ?? null;
        }
      })
      // Keeping members (keeping-thunks.ts): a change that answers the reloaded user.
      .addMatcher(
        (action: { type: string }): action is PayloadAction<User | null | { user: User | null }> =>
          KEEPING_USER_CHANGES.has(action.type),
        (state, { payload }) => {
          const user = payload && 'user' in payload ? payload.user : payload;
          if (user) state.user = user;
        },
      )
      .addMatcher(
        isFulfilled(
          updateProfileField.firstName,
          updateProfileField.lastName,
          updateProfileField.email,
          cancelSubscription,
          resumeSubscription,
        ),
        (state, { payload }) => {
          if (payload) state.user = payload;
        },
      );
  },
});

export const { sessionChanged, userChanged } = authSlice.actions;
