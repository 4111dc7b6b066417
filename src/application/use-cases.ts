import type { Clock } from './ports/clock';
import type { ConsentStorage } from './ports/consent-storage';
import type { GeoLookup } from './ports/geo';
import type { GiftPaymentStorage } from './ports/gift-payment-storage';
import type { GiftShop } from './ports/gift-shop';
import type { IdGenerator } from './ports/id-generator';
import type { IdentityProvider } from './ports/identity-provider';
import type { OrderStorage } from './ports/order-storage';
import type { PaymentStatusLookup, RenewalConfirmation } from './ports/payments';
import type { AppSettings } from './ports/settings';
import type { Tracking } from './ports/tracking';
import type { UserApi } from './ports/user-api';
import { ApplyPromo } from './use-cases/apply-promo';
import { CancelSubscription } from './use-cases/cancel-subscription';
import { ChangePaymentMethod } from './use-cases/change-payment-method';
import { ConfirmPasswordReset } from './use-cases/confirm-password-reset';
import { ConfirmPayment } from './use-cases/confirm-payment';
import {
  ConfirmContractRequest,
  PreviewContractConfirmation,
} from './use-cases/contract-confirmation';
import { CancelContract, WithdrawFromContract } from './use-cases/contract-requests';
import { DeleteAccount } from './use-cases/delete-account';
import { BuyGift, LoadGiftProducts, PayForGift } from './use-cases/gift-shopping';
import {
  AcceptRetentionOffer,
  ChangePlan,
  ConfirmRenewal,
  LoadBillingHistory,
  LoadRetentionOffer,
  PauseSubscription,
  RetryRenewalPayment,
} from './use-cases/keep-membership';
import { LoadCatalogue } from './use-cases/load-catalogue';
import { LoadProfile } from './use-cases/load-profile';
import { PreviewVat } from './use-cases/preview-vat';
import { Reauthenticate } from './use-cases/reauthenticate';
import { RecoverEmail } from './use-cases/recover-email';
import { PreviewGiftRedemption, RedeemGift } from './use-cases/redeem-gift';
import { RestoreOrder } from './use-cases/restore-order';
import { ResumeSubscription } from './use-cases/resume-subscription';
import { SendPasswordReset } from './use-cases/send-password-reset';
import { SettleGiftPayment } from './use-cases/settle-gift-payment';
import { SignIn } from './use-cases/sign-in';
import { SignInWithPopup } from './use-cases/sign-in-with-popup';
import { SignOut } from './use-cases/sign-out';
import { SignUp } from './use-cases/sign-up';
import { StartCheckout } from './use-cases/start-checkout';
import { TrackingConsent } from './use-cases/tracking-consent';
import { UpdateProfileField } from './use-cases/update-profile-field';
import { VerifyEmail } from './use-cases/verify-email';
import { VerifyResetCode } from './use-cases/verify-reset-code';
import { WatchAuthSession } from './use-cases/watch-auth-session';

/** The ports the use cases are built on, by the names the registry below gives them. */
export interface Ports {
  identity: IdentityProvider;
  userApi: UserApi;
  orders: OrderStorage;
  /** Conversion tracking behind the visitor's consent (ConsentedTracking). */
  tracking: Tracking;
  /**
   * The tracking adapter itself, without the consent in front: what a page allows as it opens (a
   * kept choice, or a country known to need none) is told to it, and is no choice of the visitor's.
   */
  tags: Tracking;
  geo: GeoLookup;
  /**
   * The visitor's country where no person asked for it (the consent a page needs): the same lookup
   * as `geo`, without the demo tools' latency and faults, which are meant for the plans' lookup,
   * and kept as first answered for the page's life (PageCountry).
   */
  visitorCountry: GeoLookup;
  /** The visitor's tracking choice, kept on this device. */
  consents: ConsentStorage;
  clock: Clock;
  ids: IdGenerator;
  settings: AppSettings;
  paymentStatus: PaymentStatusLookup;
  /** The bank's check of a renewal that asked for it, by the payment provider. */
  renewals: RenewalConfirmation;
  /** The gift calls of the product's API (DESIGN.md, "Gifts"). */
  gifts: GiftShop;
  /** A gift's payment kept across the provider's redirect, apart from the membership's order. */
  giftPayments: GiftPaymentStorage;
}

/**
 * Every use case of the portal, named here and nowhere else: its class, and what its constructor
 * takes, in order: ports by their names in Ports, other use cases by their names here. The
 * composition root binds them from this table, and the UI's UseCases type is read off it.
 */
const REGISTRY = {
  watchAuthSession: {
    UseCase: WatchAuthSession,
    needs: ['identity', 'userApi', 'clock', 'settings'],
  },
  loadProfile: { UseCase: LoadProfile, needs: ['identity', 'userApi'] },
  signUp: { UseCase: SignUp, needs: ['identity', 'userApi', 'tracking'] },
  signIn: { UseCase: SignIn, needs: ['identity'] },
  signInWithPopup: { UseCase: SignInWithPopup, needs: ['identity', 'userApi'] },
  signOut: { UseCase: SignOut, needs: ['identity', 'orders'] },
  sendPasswordReset: { UseCase: SendPasswordReset, needs: ['identity'] },
  verifyResetCode: { UseCase: VerifyResetCode, needs: ['identity'] },
  confirmPasswordReset: { UseCase: ConfirmPasswordReset, needs: ['identity'] },
  verifyEmail: { UseCase: VerifyEmail, needs: ['identity'] },
  recoverEmail: { UseCase: RecoverEmail, needs: ['identity'] },
  reauthenticate: { UseCase: Reauthenticate, needs: ['identity'] },
  updateProfileField: { UseCase: UpdateProfileField, needs: ['identity', 'userApi'] },
  deleteAccount: { UseCase: DeleteAccount, needs: ['identity', 'userApi', 'signOut'] },
  loadCatalogue: { UseCase: LoadCatalogue, needs: ['geo'] },
  applyPromo: { UseCase: ApplyPromo, needs: ['userApi'] },
  previewVat: { UseCase: PreviewVat, needs: ['userApi'] },
  startCheckout: { UseCase: StartCheckout, needs: ['userApi'] },
  confirmPayment: {
    UseCase: ConfirmPayment,
    needs: ['orders', 'ids', 'clock', 'userApi', 'paymentStatus'],
  },
  restoreOrder: {
    UseCase: RestoreOrder,
    needs: ['orders', 'tracking', 'clock', 'paymentStatus'],
  },
  changePaymentMethod: {
    UseCase: ChangePaymentMethod,
    needs: ['userApi', 'paymentStatus', 'orders'],
  },
  cancelSubscription: { UseCase: CancelSubscription, needs: ['userApi'] },
  resumeSubscription: { UseCase: ResumeSubscription, needs: ['userApi'] },
  // Keeping members (issue 31)
  loadBillingHistory: { UseCase: LoadBillingHistory, needs: ['userApi'] },
  retryRenewalPayment: { UseCase: RetryRenewalPayment, needs: ['userApi', 'tracking'] },
  confirmRenewal: { UseCase: ConfirmRenewal, needs: ['renewals', 'userApi', 'tracking'] },
  loadRetentionOffer: { UseCase: LoadRetentionOffer, needs: ['userApi'] },
  acceptRetentionOffer: { UseCase: AcceptRetentionOffer, needs: ['userApi'] },
  pauseSubscription: { UseCase: PauseSubscription, needs: ['userApi'] },
  changePlan: { UseCase: ChangePlan, needs: ['userApi'] },
  trackingConsent: {
    UseCase: TrackingConsent,
    needs: ['tracking', 'tags', 'visitorCountry', 'consents'],
  },
  cancelContract: { UseCase: CancelContract, needs: ['userApi'] },
  withdrawFromContract: { UseCase: WithdrawFromContract, needs: ['userApi'] },
  previewContractConfirmation: { UseCase: PreviewContractConfirmation, needs: ['userApi'] },
  confirmContractRequest: { UseCase: ConfirmContractRequest, needs: ['userApi'] },
  // Gifts (issue 47)
  loadGiftProducts: { UseCase: LoadGiftProducts, needs: ['geo', 'gifts'] },
  buyGift: { UseCase: BuyGift, needs: ['gifts', 'clock'] },
  payForGift: { UseCase: PayForGift, needs: ['giftPayments', 'clock'] },
  settleGiftPayment: {
    UseCase: SettleGiftPayment,
    needs: ['giftPayments', 'paymentStatus', 'gifts', 'tracking', 'clock'],
  },
  previewGiftRedemption: { UseCase: PreviewGiftRedemption, needs: ['gifts'] },
  redeemGift: { UseCase: RedeemGift, needs: ['gifts', 'userApi', 'tracking'] },
} as const;

type Registry = typeof REGISTRY;

export type UseCaseName = keyof Registry;

/** Every flow of the portal, as the UI reaches it: the registry's names and their use cases. */
export type UseCases = { [Name in UseCaseName]: InstanceType<Registry[Name]['UseCase']> };

/** Whatever a use case can be built on, by name: a port or another use case. */
export type Services = Ports & UseCases;

/** The services that a list of names resolves to (an unknown name to unknown, which fits no need). */
type Resolved<Needs> = {
  -readonly [Index in keyof Needs]: Needs[Index] extends keyof Services
    ? Services[Needs[Index]]
    : unknown;
};

/** An entry whose needs, resolved, are its constructor's arguments; never where they are not. */
type Wired<Entry> = Entry extends {
  UseCase: abstract new (...args: infer Args) => unknown;
  needs: infer Needs;
}
  ? Resolved<Needs> extends Args
    ? Entry
    : never
  : never;

/**
 * The registry, checked: an entry whose needs do not match its constructor (a wrong name, a
 * wrong order, one too few or too many) fails to compile here.
 */
export const USE_CASES: { readonly [Name in UseCaseName]: Wired<Registry[Name]> } = REGISTRY;

/** The names of every use case, in the registry's order. */
export const USE_CASE_NAMES = Object.keys(REGISTRY) as UseCaseName[];
