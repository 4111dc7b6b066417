import type { ResetLink } from '../../../application/use-cases/verify-reset-code';
import type {
  ReauthenticationProof,
  SocialProvider,
} from '../../../application/ports/identity-provider';
import type { SignInValues, SignUpValues } from '../../../domain/validation';
import { sessionEnded } from '../../shared/store/session-actions';
import { createUseCaseThunk } from '../../shared/store/thunk';
import { nextTask } from '../../shared/next-task';

/** Signing up, in and out, the account's deletion, and the e-mails' links: the account's thunks. */

/*
 * The forms' sign-in and sign-up answer in a task after the account's work: the press's own task
 * renders the busy button and reaches the identity provider (whose report starts the
 * specification's wait at once); the renders of the answer, which change nothing on screen while
 * the guard is about to move on, come in a task of their own (decision 0013).
 */
export const signIn = createUseCaseThunk(
  'auth/signIn',
  async (values: SignInValues, { useCases }) => {
    await useCases.signIn.execute(values);
    await nextTask();
  },
);
export const signUp = createUseCaseThunk(
  'auth/signUp',
  async (values: SignUpValues, { useCases }) => {
    await useCases.signUp.execute(values);
    await nextTask();
  },
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
export const signOut = createUseCaseThunk(
  'auth/signOut',
  async (_: void, { useCases, dispatch }) => {
    await useCases.signOut.execute();
    dispatch(sessionEnded());
  },
);
/** Before the e-mail change or the deletion a stale sign-in held back: the person proves it's them. */
export const reauthenticate = createUseCaseThunk(
  'auth/reauthenticate',
  (proof: ReauthenticationProof, { useCases }) => useCases.reauthenticate.execute(proof),
);
export const deleteAccount = createUseCaseThunk(
  'auth/deleteAccount',
  async (confirmed: boolean, { useCases, dispatch }) => {
    await useCases.deleteAccount.execute(confirmed);
    dispatch(sessionEnded());
  },
);
