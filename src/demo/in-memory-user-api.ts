import type { IsoDate } from '../domain/dates';
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
import { STRIPE, type Subscription, type User } from '../domain/subscription';
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
import { byUid, removeWhere } from './demo-lookups';
import { offerFor, previewOf, withVat } from './demo-promos';
import { newSetupSecret } from './demo-secrets';
import type { DeepReadonly, DemoProfile, DemoState } from './demo-state';
import { takeSignInAddress } from './demo-profile-email';
import { hasAccess, withCurrentTerm } from './demo-subscriptions';
import {
  changeAcknowledgment,
  DECLINED_RENEWAL_CARDS,
  endPause,
  grantDiscount,
  isPaused,
  offerFor as retentionOffersFor,
  pause,
  planPreview,
  invoiceOf as invoiceFor,
  settleRenewal,
  switchPlan,
  withDiscountCountdown,
  withTermPaidPrice,
} from './demo-keeping';
import {
  isPauseMonths,
  type Invoice,
  type PauseMonths,
  type PaymentRetry,
  type PlanChangePreview,
  type RetentionOffer,
} from '../domain/keeping-members';
import { statusOf } from '../domain/subscription';
import type { DemoWorld } from './demo-world';
import { assertNamesFit } from './demo-name-bounds';
import { giftMemberPreview, shownSubscription } from './demo-gift-redemption';
import { forgetGiftsOf } from './demo-gifts';

const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email'];

const badRequest = (message: string) => new AppError('api/bad-request', message);
const conflict = (message: string) => new AppError('api/conflict', message);

function profileOf<Profile extends DeepReadonly<DemoProfile>>(
  profiles: readonly Profile[],
  uid: string,
): Profile {
  const profile = byUid(profiles, uid);
  if (!profile) throw new AppError('api/not-found', 'This user has no profile yet.');
  return profile;
}

function productOf(productId: string): Product {
  const product = findProduct(productId);
  if (!product) throw badRequest(`There is no product ${productId}.`);
  return product;
}

/** The fields of DESIGN.md's extension, always sent, as the API does. */
function withKeepingFields(subscription: Subscription): Subscription {
  return {
    ...subscription,
    status: statusOf(subscription),
    pausedUntil: subscription.pausedUntil ?? null,
    paymentIssue: subscription.paymentIssue ?? null,
  };
}

function stripeSubscriptionOf(profile: DemoProfile): Subscription {
  const { subscription } = profile;
  if (subscription?.type !== STRIPE) throw conflict('There is no subscription paid by card.');
  return subscription;
}

/** The caller of a call about their own card subscription, in a change of the world. */
interface Subscriber {
  draft: DemoState;
  profile: DemoProfile;
  subscription: Subscription;
  today: IsoDate;
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
    return this.changeSubscription(({ draft, profile }) => {
      const clientSecret = newSetupSecret(() => this.world.newId());
      draft.pendingSecrets.push({
        clientSecret,
        kind: 'setup',
        uid: profile.uid,
        productId: null,
        promoCode: null,
      });
      return { clientSecret };
    });
  }

  updatePaymentMethod(paymentMethodId: string): Promise<void> {
    return this.changeSubscription(({ draft, profile, subscription }) => {
      const method = draft.paymentMethods.find(
        (entry) => entry.id === paymentMethodId && entry.uid === profile.uid,
      );
      if (!method) throw badRequest(`There is no payment method ${paymentMethodId}.`);
      subscription.paymentOption = { type: 'card', last4: method.last4 };
      // A new card replaces the renewal's payment intent: the retry charges the new card.
      if (subscription.paymentIssue)
        subscription.paymentIssue = { kind: 'failed', clientSecret: null };
    });
  }

  cancelSubscription(reason: string): Promise<void> {
    return this.changeSubscription(({ draft, profile, subscription, today }) => {
      if (!subscription.autoRenew) throw conflict('This subscription is already cancelled.');
      // Access runs to the end of the term already paid for.
      profile.subscription = { ...withCurrentTerm(subscription, today), autoRenew: false };
      draft.cancellations.push({ uid: profile.uid, reason, cancelledAt: today });
    });
  }

  resumeSubscription(): Promise<void> {
    return this.changeSubscription(({ profile, subscription, today }) => {
      if (isPaused(subscription)) {
        endPause(profile, today);
        return;
      }
      if (subscription.autoRenew) throw conflict('This subscription already renews.');
      if (!hasAccess(subscription, today)) throw conflict('This subscription has ended.');
      profile.subscription = { ...subscription, autoRenew: true };
    });
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

  async listInvoices(): Promise<Invoice[]> {
    const token = await this.token();
    const { state } = this.world;
    const uid = uidOf(state, token);
    profileOf(state.profiles, uid);
    return state.invoices
      .filter((invoice) => invoice.uid === uid)
      .map(({ id, date, amount, currency, status, receiptUrl }) => ({
        id,
        date,
        amount,
        currency,
        status,
        receiptUrl,
      }))
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  }

  retryPayment(): Promise<PaymentRetry> {
    return this.changeSubscription(({ draft, profile, subscription, today }) => {
      if (statusOf(subscription) !== 'past_due') throw conflict('Nothing is past due.');
      const issue = subscription.paymentIssue;
      if (issue?.kind === 'authentication_required' && issue.clientSecret) {
        return { status: 'requires_action', clientSecret: issue.clientSecret };
      }
      if (DECLINED_RENEWAL_CARDS.includes(subscription.paymentOption?.last4 ?? '')) {
        throw new AppError('payments/card-declined', 'Your card was declined.');
      }
      settleRenewal(draft, profile, today);
      return { status: 'succeeded', clientSecret: null };
    });
  }

  listOffers(reason: string): Promise<RetentionOffer[]> {
    return this.changeSubscription(({ draft, profile, today }) => {
      const { uid } = profile;
      const offers = retentionOffersFor(profile, reason, `offer_${this.world.newId()}`, today);
      removeWhere(draft.offers, (entry) => entry.uid === uid);
      draft.offers.push(...offers.map((offer) => ({ uid, offer })));
      return offers;
    });
  }

  acceptOffer(offerId: string): Promise<void> {
    return this.changeSubscription(({ draft, profile, today }) => {
      const { uid } = profile;
      const kept = draft.offers.find((entry) => entry.uid === uid && entry.offer.id === offerId);
      if (!kept) throw new AppError('api/not-found', `There is no offer ${offerId}.`);
      const { offer } = kept;
      if (offer.kind === 'pause')
        throw badRequest('A pause is chosen by its months: POST …/pause.');
      removeWhere(draft.offers, (entry) => entry.uid === uid);
      if (offer.kind === 'discount') {
        grantDiscount(profile, offer, today);
        return;
      }
      const preview = switchPlan(profile, offer.productId, today);
      this.acknowledge(draft, profile, 'planChange', preview.dueToday);
    });
  }

  async pauseSubscription(months: PauseMonths): Promise<void> {
    if (!isPauseMonths(months)) throw badRequest('A pause lasts 1, 2 or 3 months.');
    return this.changeSubscription(({ draft, profile, today }) => {
      pause(profile, months, today);
      removeWhere(draft.offers, (entry) => entry.uid === profile.uid);
      this.acknowledge(draft, profile, 'pause', 0);
    });
  }

  async previewPlanChange(productId: string): Promise<PlanChangePreview> {
    const token = await this.token();
    const { state } = this.world;
    const profile = profileOf(state.profiles, uidOf(state, token));
    const subscription = stripeSubscriptionOf(structuredClone(profile));
    const today = this.world.today();
    // The credit is of the term as it was paid: at the discount's price only while it paid it.
    const paid = withTermPaidPrice(withCurrentTerm(subscription, today), profile.retentionDiscount);
    return planPreview(paid, productId, today).preview;
  }

  changePlan(productId: string): Promise<void> {
    return this.changeSubscription(({ draft, profile, today }) => {
      const preview = switchPlan(profile, productId, today);
      if (preview.dueToday > 0 && profile.subscription) {
        draft.invoices.push({
          ...invoiceFor(profile.uid, this.world.newId(), today, profile.subscription),
          amount: preview.dueToday,
        });
      }
      this.acknowledge(draft, profile, 'planChange', preview.dueToday);
    });
  }

  /**
   * Changes the world as the caller, whose subscription must be paid by card (a conflict
   * otherwise): how every call about the caller's own subscription begins.
   */
  private async changeSubscription<Result>(
    change: (subscriber: Subscriber) => Result,
  ): Promise<Result> {
    const token = await this.token();
    const today = this.world.today();
    return this.world.change((draft) => {
      const profile = profileOf(draft.profiles, uidOf(draft, token));
      return change({ draft, profile, subscription: stripeSubscriptionOf(profile), today });
    });
  }

  private acknowledge(
    draft: DemoState,
    profile: DemoProfile,
    what: 'planChange' | 'pause',
    dueToday: number,
  ): void {
    if (!profile.subscription) return;
    draft.acknowledgments.push({
      email: profile.email,
      ...changeAcknowledgment(what, profile.subscription, dueToday, this.language()),
      sentAt: this.world.today(),
    });
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
