export { signOut } from './account-thunks';
export { authSlice } from './auth-slice';
export { noticeDismissed, noticeShown, noticeSlice, type Notice } from './notice-slice';
export { memberAfterChange, reloadSessionProfile } from './profile-reload';
export { profileSlice } from './profile-slice';
export { AccountCard } from './profile/AccountCard';
export { EditProfileCard } from './profile/EditProfileCard';
export { PasswordResetSent } from './profile/PasswordResetSent';
export { ProfileCard } from './profile/ProfileCard';
export { redirectSignInReturned } from './redirect-sign-in';
export { sessionReported } from './session-reported';
export { startAccountListening } from './listening';

export const loadForgotPasswordPage = () =>
  import(/* webpackChunkName: "page-forgot-password" */ './forgot-password/ForgotPasswordPage');
export const loadSetPasswordPage = () =>
  import(/* webpackChunkName: "page-set-password" */ './set-password/SetPasswordPage');
export const loadSetPasswordSuccessfulPage = () =>
  import(
    /* webpackChunkName: "page-set-password-successful" */ './set-password-successful/SetPasswordSuccessfulPage'
  );
export const loadSignInPage = () =>
  import(/* webpackChunkName: "page-sign-in" */ './sign-in/SignInPage');
export const loadSignUpPage = () =>
  import(/* webpackChunkName: "page-sign-up" */ './sign-up/SignUpPage');
