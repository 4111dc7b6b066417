import type { ClientSecret } from '../application/ports/user-api';
import {
  isPauseMonths,
  type Invoice,
  type PauseMonths,
  type PaymentRetry,
  type PlanChangePreview,
  type RetentionOffer,
} from '../domain/keeping-members';
import { AppError } from '../domain/errors';
import { statusOf } from '../domain/subscription';
import { uidOf } from './demo-callers';
import {
  changeAcknowledgment,
  endPause,
  grantDiscount,
  isPaused,
  offerFor as retentionOffersFor,
  pause,
  planPreview,
  switchPlan,
  withTermPaidPrice,
} from './demo-keeping';
import { removeWhere } from './demo-lookups';
import { DECLINED_RENEWAL_CARDS, invoiceOf as invoiceFor, settleRenewal } from './demo-renewals';
import type { DemoProfile, DemoState } from './demo-state';
import {
  badRequest,
  changeSubscription,
  conflict,
  profileOf,
  stripeSubscriptionOf,
} from './demo-subscriber';
import { newSetupSecret } from './demo-secrets';
import { hasAccess, withCurrentTerm } from './demo-subscriptions';
import type { DemoWorld } from './demo-world';

/**
 * The user API's calls about the caller's own card subscription over the demo world: a new card,
 * cancelling and resuming, and those of keeping members (DESIGN.md, "Extensions to SPEC.md's
 * calls"; issue 31): invoices, a retried renewal, retention offers, a pause and a change of plan. InMemoryUserApi hands them here, as it hands the law's contract calls to InMemoryContracts.
 */
export class InMemoryKeeping {
  constructor(
    private readonly world: DemoWorld,
    private readonly token: () => Promise<string | null>,
    private readonly language: () => string,
  ) {}

  createSetupIntent(): Promise<ClientSecret> {
    return changeSubscription(this.world, this.token(), ({ draft, profile }) => {
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
    return changeSubscription(this.world, this.token(), ({ draft, profile, subscription }) => {
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
    return changeSubscription(
      this.world,
      this.token(),
      ({ draft, profile, subscription, today }) => {
        if (!subscription.autoRenew) throw conflict('This subscription is already cancelled.');
        // Access runs to the end of the term already paid for.
        profile.subscription = { ...withCurrentTerm(subscription, today), autoRenew: false };
        draft.cancellations.push({ uid: profile.uid, reason, cancelledAt: today });
      },
    );
  }

  resumeSubscription(): Promise<void> {
    return changeSubscription(this.world, this.token(), ({ profile, subscription, today }) => {
      if (isPaused(subscription)) {
        endPause(profile, today);
        return;
      }
      if (subscription.autoRenew) throw conflict('This subscription already renews.');
      if (!hasAccess(subscription, today)) throw conflict('This subscription has ended.');
      profile.subscription = { ...subscription, autoRenew: true };
    });
  }

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
    return changeSubscription(
      this.world,
      this.token(),
      ({ draft, profile, subscription, today }) => {
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
      },
    );
  }

  listOffers(reason: string): Promise<RetentionOffer[]> {
    return changeSubscription(this.world, this.token(), ({ draft, profile, today }) => {
      const { uid } = profile;
      const offers = retentionOffersFor(profile, reason, `offer_${this.world.newId()}`, today);
      removeWhere(draft.offers, (entry) => entry.uid === uid);
      draft.offers.push(...offers.map((offer) => ({ uid, offer })));
      return offers;
    });
  }

  acceptOffer(offerId: string): Promise<void> {
    return changeSubscription(this.world, this.token(), ({ draft, profile, today }) => {
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
    return changeSubscription(this.world, this.token(), ({ draft, profile, today }) => {
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
    return changeSubscription(this.world, this.token(), ({ draft, profile, today }) => {
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
}
