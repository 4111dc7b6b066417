import type { ApplyPromo } from './use-cases/apply-promo';
import type { CancelSubscription } from './use-cases/cancel-subscription';
import type { ChangePaymentMethod } from './use-cases/change-payment-method';
import type { ConfirmPasswordReset } from './use-cases/confirm-password-reset';
import type { ConfirmPayment } from './use-cases/confirm-payment';
import type { DeleteAccount } from './use-cases/delete-account';
import type { LoadCatalogue } from './use-cases/load-catalogue';
import type { LoadProfile } from './use-cases/load-profile';
import type { RestoreOrder } from './use-cases/restore-order';
import type { ResumeSubscription } from './use-cases/resume-subscription';
import type { SendPasswordReset } from './use-cases/send-password-reset';
import type { SignIn } from './use-cases/sign-in';
import type { SignInWithPopup } from './use-cases/sign-in-with-popup';
import type { SignOut } from './use-cases/sign-out';
import type { SignUp } from './use-cases/sign-up';
import type { StartCheckout } from './use-cases/start-checkout';
import type { UpdateProfileField } from './use-cases/update-profile-field';
import type { VerifyResetCode } from './use-cases/verify-reset-code';
import type { WatchAuthSession } from './use-cases/watch-auth-session';

/** Every flow of the portal, as the UI reaches it. */
export interface UseCases {
  watchAuthSession: WatchAuthSession;
  loadProfile: LoadProfile;
  signUp: SignUp;
  signIn: SignIn;
  signInWithPopup: SignInWithPopup;
  signOut: SignOut;
  sendPasswordReset: SendPasswordReset;
  verifyResetCode: VerifyResetCode;
  confirmPasswordReset: ConfirmPasswordReset;
  updateProfileField: UpdateProfileField;
  deleteAccount: DeleteAccount;
  loadCatalogue: LoadCatalogue;
  applyPromo: ApplyPromo;
  startCheckout: StartCheckout;
  confirmPayment: ConfirmPayment;
  restoreOrder: RestoreOrder;
  changePaymentMethod: ChangePaymentMethod;
  cancelSubscription: CancelSubscription;
  resumeSubscription: ResumeSubscription;
}
