import { findProduct, type Product } from '../domain/catalogue';
import { parseCheckoutTerms, parseConsentRecord, statesSameTerms } from '../domain/consent';
import type { CheckoutPreview } from '../domain/checkout-preview';
import type { ContractRequestSummary } from '../domain/contract-confirmation';
import type {
  ContractCancellation,
  ContractReceipt,
  ContractWithdrawal,
} from '../domain/contracts';
import { isEmail } from '../domain/email';
import { AppError } from '../domain/errors';
import { DEFAULT_LANGUAGE } from '../domain/language';
import type { User } from '../domain/subscription';
import type { ProfileField } from '../domain/validation';
import type { IdTokenSource } from '../application/ports/identity-provider';
import type {
  CheckoutRequest,
  CheckoutSessionRequest,
  ClientSecret,
  ProfileDetails,
  UserApi,
} from '../application/ports/user-api';
import { uidOf } from './demo-callers';
import { openCheckout } from './demo-checkout';
import { InMemoryContracts } from './in-memory-contracts';
import { InMemoryKeeping } from './in-memory-keeping';
import { badRequest, conflict, profileOf, withKeepingFields } from './demo-subscriber';
import { byUid, removeWhere } from './demo-lookups';
import { offerFor, previewOf, withVat } from './demo-promos';
import { newSetupSecret } from './demo-secrets';
import { takeSignInAddress } from './demo-profile-email';
import { hasAccess, withCurrentTerm } from './demo-subscriptions';
import { withDiscountCountdown } from './demo-keeping';
import type {
  Invoice,
  PauseMonths,
  PaymentRetry,
  PlanChangePreview,
  RetentionOffer,
} from '../domain/keeping-members';
import type { DemoWorld } from './demo-world';
import { assertNamesFit } from './demo-name-bounds';
import { giftMemberPreview, shownSubscription } from './demo-gift-redemption';
import { forgetGiftsOf } from './demo-gifts';

const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email'];

function productOf(productId: string): Product {
  const product = findProduct(productId);
  if (!product) throw badRequest(`There is no product ${productId}.`);
  return product;
}

/**
 * The product API over the demo world, answering as the REST API of SPEC.md section 7 does. The
 * caller is whoever the token source names: the demo's identity provider in the portal, the
 * request's bearer token in the local API server. The e-mails a call causes are written in the
 * caller's language, as the API reads it from the call's Accept-Language: the portal's language
 * in the portal, the request's header in the local API server.
 */
export class InMemoryUserApi implements UserApi {
  private readonly contracts: InMemoryContracts;
  private readonly keeping: InMemoryKeeping;

  constructor(
    private readonly world: DemoWorld,
    private readonly tokens: IdTokenSource,
    private readonly language: () => string = () => DEFAULT_LANGUAGE,
    /**
     * The `email` claim of the caller's ID token where the token carries one (the local API server
     * reads it from an Auth emulator token); otherwise the address at the demo's identity provider.
     */
    private readonly tokenEmail: string | null = null,
  ) {
    this.contracts = new InMemoryContracts(world, () => this.token(), language);
    this.keeping = new InMemoryKeeping(world, () => this.token(), language);
  }

  async saveProfile(details: ProfileDetails): Promise<void> {
    const token = await this.token();
    assertNamesFit(details);
    this.world.change((draft) => {
      const uid = uidOf(draft, token);
      let profile = byUid(draft.profiles, uid);
      if (!profile) {
        const photo = byUid(draft.accounts, uid)?.photoURL ?? null;
        profile = {
          uid,
          firstName: '',
          lastName: '',
          email: '',
          profilePictureURL: photo,
          subscription: null,
        };
        draft.profiles.push(profile);
      }
      const email = details.email.trim();
      if (email !== '') profile.email = takeSignInAddress(draft, uid, email, this.tokenEmail);
      // A sign-in without a display name must not wipe the names the person typed earlier.
      for (const field of ['firstName', 'lastName'] as const) {
        const value = details[field].trim();
        if (value !== '') profile[field] = value;
      }
    });
  }

  async getMe(): Promise<User> {
    const token = await this.token();
    const { state } = this.world;
    const profile = profileOf(state.profiles, uidOf(state, token));
    const today = this.world.today();
    const billed = profile.subscription
      ? withKeepingFields(
          withDiscountCountdown(
            withCurrentTerm(structuredClone(profile.subscription), today),
            profile.retentionDiscount,
          ),
        )
      : null;
    // A redeemed gift's membership shows while no billed subscription gives access (gifts).
    const subscription = shownSubscription(billed, profile.giftAccess, today);
    return {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      profilePictureURL: profile.profilePictureURL,
      subscribed: hasAccess(subscription, today),
      subscription,
    };
  }

  async updateMe(field: ProfileField, value: string): Promise<void> {
    const token = await this.token();
    if (!PROFILE_FIELDS.includes(field)) throw badRequest(`${String(field)} cannot be changed.`);
    const trimmed = value.trim();
    if (trimmed === '') throw badRequest(`${field} must not be empty.`);
    assertNamesFit({ [field]: trimmed });
    this.world.change((draft) => {
      const uid = uidOf(draft, token);
      const profile = profileOf(draft.profiles, uid);
      if (field === 'email') {
        if (!isEmail(trimmed)) throw badRequest('This is not an e-mail address.');
        if (byUid(draft.accounts, uid)?.provider !== 'password') {
          throw badRequest('The e-mail of a Google or Apple login belongs to that provider.');
        }
        // It changed at the identity provider already: the profile follows the ID token.
        profile.email = takeSignInAddress(draft, uid, trimmed, this.tokenEmail);
        return;
      }
      profile[field] = trimmed;
    });
  }

  async deleteMe(): Promise<void> {
    const token = await this.token();
    this.world.change((draft) => {
      const uid = uidOf(draft, token);
      const ofUser = (entry: { uid: string }) => entry.uid === uid;
      removeWhere(draft.accounts, ofUser);
      removeWhere(draft.profiles, ofUser);
      removeWhere(draft.tokens, ofUser);
      removeWhere(draft.resetCodes, ofUser);
      removeWhere(draft.emailCodes, ofUser);
      removeWhere(draft.pendingSecrets, ofUser);
      removeWhere(draft.paymentMethods, ofUser);
      // Gifts it paid for stay the recipients'; its unpaid ones and its refused codes go.
      forgetGiftsOf(draft, uid);
      // The provider's account is gone with it, and so is its session.
      if (draft.session?.uid === uid) draft.session = null;
    });
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<ClientSecret> {
    const token = await this.token();
    const product = productOf(request.productId);
    const offer = offerFor(product, request.promoCode);
    const terms = request.terms === undefined ? null : parseCheckoutTerms(request.terms);
    if (request.terms !== undefined && !terms) throw badRequest('These are not terms shown.');
    const today = this.world.today();
    return this.world.change((draft) => {
      const uid = uidOf(draft, token);
      const profile = profileOf(draft.profiles, uid);
      if (hasAccess(profile.subscription, today)) {
        throw new AppError(
          'checkout/already-subscribed',
          'This account already has a subscription.',
        );
      }
      const opening = { uid, product, offer, terms, language: this.language() };
      const clientSecret = openCheckout(
        draft,
        { ...opening, now: this.world.clock.now(), today },
        () => newSetupSecret(() => this.world.newId()),
      );
      return { clientSecret };
    });
  }

  async previewCheckoutSession(request: CheckoutRequest): Promise<CheckoutPreview> {
    const token = await this.token();
    const uid = token === null ? null : uidOf(this.world.state, token);
    const product = productOf(request.productId);
    const offer = offerFor(product, request.promoCode);
    const today = this.world.today();
    const { state } = this.world;
    // A gift member chooses a plan without a trial (gifts).
    const gifted = giftMemberPreview(state, uid, product, offer.firstPayment, today);
    const { country } = state.settings;
    return gifted ? withVat(gifted, country) : previewOf(product, offer, today, country);
  }

  createSetupIntent(): Promise<ClientSecret> {
    return this.keeping.createSetupIntent();
  }

  updatePaymentMethod(paymentMethodId: string): Promise<void> {
    return this.keeping.updatePaymentMethod(paymentMethodId);
  }

  cancelSubscription(reason: string): Promise<void> {
    return this.keeping.cancelSubscription(reason);
  }

  resumeSubscription(): Promise<void> {
    return this.keeping.resumeSubscription();
  }

  /**
   * POST /users/me/consents, beyond the port: the portal no longer calls it (the back end records
   * the consent with the checkout's intent), but a portal of an older build may. The record is the
   * back end's own: what is sent is taken only when it states the terms kept with the account's
   * last paid checkout ('api/bad-request' otherwise; 'api/conflict' before any), and then changes
   * nothing and sends nothing again: a repeat is harmless.
   */
  async recordConsent(sent: unknown): Promise<void> {
    const token = await this.token();
    const { state } = this.world;
    const uid = uidOf(state, token);
    const consent = parseConsentRecord(sent);
    if (!consent) throw badRequest('This is not a consent record.');
    const kept = state.consents.findLast((entry) => entry.uid === uid);
    if (!kept) throw conflict('This account has paid no checkout to consent to.');
    if (!statesSameTerms(kept.record, consent)) {
      throw badRequest('These are not the terms recorded with the payment.');
    }
  }

  // --- Keeping members (DESIGN.md, "Extensions to SPEC.md's calls"; issue 31) ---------------

  listInvoices(): Promise<Invoice[]> {
    return this.keeping.listInvoices();
  }

  retryPayment(): Promise<PaymentRetry> {
    return this.keeping.retryPayment();
  }

  listOffers(reason: string): Promise<RetentionOffer[]> {
    return this.keeping.listOffers(reason);
  }

  acceptOffer(offerId: string): Promise<void> {
    return this.keeping.acceptOffer(offerId);
  }

  pauseSubscription(months: PauseMonths): Promise<void> {
    return this.keeping.pauseSubscription(months);
  }

  previewPlanChange(productId: string): Promise<PlanChangePreview> {
    return this.keeping.previewPlanChange(productId);
  }

  changePlan(productId: string): Promise<void> {
    return this.keeping.changePlan(productId);
  }

  // --- The law's contract calls (DESIGN.md, Trust: "Nobody acts for a member but the member") --

  cancelContract(request: ContractCancellation): Promise<ContractReceipt> {
    return this.contracts.cancel(request);
  }

  withdrawFromContract(request: ContractWithdrawal): Promise<ContractReceipt> {
    return this.contracts.withdraw(request);
  }

  previewContractConfirmation(token: string): Promise<ContractRequestSummary> {
    return this.contracts.preview(token);
  }

  confirmContractRequest(token: string): Promise<ContractRequestSummary> {
    return this.contracts.confirm(token);
  }

  /** The caller's token as the API would receive it; null sends none, as a visitor does. */
  private token(): Promise<string | null> {
    return this.tokens.idToken({ refresh: false });
  }
}
