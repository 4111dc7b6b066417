import { isCancelReason } from '../../domain/cancel-reasons';
import { AppError } from '../../domain/errors';
import {
  isPauseMonths,
  type Invoice,
  type PauseMonths,
  type PaymentProblem,
  type PaymentRetry,
  type PlanChangePreview,
  type RetentionOffer,
} from '../../domain/keeping-members';
import type { Money } from '../../domain/money';
import type { User } from '../../domain/subscription';
import { FIELD_ERRORS } from '../../domain/validation';
import type { RenewalConfirmation } from '../ports/payments';
import type { Tracking } from '../ports/tracking';
import type { UserApi } from '../ports/user-api';
import { ValidationError } from '../validation-error';
import { trackSafely } from './track-safely';
import { userAfterChange } from './user-after-change';

/** The member's past charges, newest first (GET /users/me/invoices). */
export class LoadBillingHistory {
  constructor(private readonly userApi: UserApi) {}

  execute(): Promise<Invoice[]> {
    return this.userApi.listInvoices();
  }
}

/** How a retried renewal ended, and the member as the API now sees them (null if only that failed). */
export interface RenewalRetry {
  retry: PaymentRetry;
  user: User | null;
}

/**
 * Charges the failed renewal (`due`) again, after the card was changed. A retry is no new purchase:
 * one that pays is reported once, as the renewal it is; one that waits on the bank, not yet.
 */
export class RetryRenewalPayment {
  constructor(
    private readonly userApi: UserApi,
    private readonly tracking: Tracking,
  ) {}

  async execute(due: Money): Promise<RenewalRetry> {
    const retry = await this.userApi.retryPayment();
    const user = await userAfterChange(this.userApi);
    if (retry.status === 'succeeded') await trackRenewal(this.tracking, due);
    return { retry, user };
  }
}

/**
 * The bank's check of a renewal that asked for it, through the payment provider with the card on
 * file; answers the member as the API then sees them (null if only that read failed). The
 * recovered renewal is reported once, as a renewal, never as a purchase.
 */
export class ConfirmRenewal {
  constructor(
    private readonly renewals: RenewalConfirmation,
    private readonly userApi: UserApi,
    private readonly tracking: Tracking,
  ) {}

  async execute(problem: PaymentProblem): Promise<User | null> {
    if (problem.kind !== 'authentication_required' || !problem.clientSecret) {
      throw new AppError('payments/failed', 'This renewal waits on no bank check.');
    }
    const { status } = await this.renewals.confirmRenewal(problem.clientSecret);
    const user = await userAfterChange(this.userApi);
    if (status === 'succeeded') await trackRenewal(this.tracking, problem.amount);
    return user;
  }
}

function trackRenewal(tracking: Tracking, due: Money): Promise<void> {
  return trackSafely(tracking, {
    event: 'renewal',
    value: due.amount / 100,
    currency: due.currency,
  });
}

/** The one offer the API makes for a cancel reason; null when it makes none. */
export class LoadRetentionOffer {
  constructor(private readonly userApi: UserApi) {}

  async execute(reason: string | null): Promise<RetentionOffer | null> {
    if (!isCancelReason(reason)) throw new ValidationError({ reason: FIELD_ERRORS.required });
    const [offer] = await this.userApi.listOffers(reason);
    return offer ?? null;
  }
}

/** Accepts the offer; returns the reloaded user (null if only the reload failed). */
export class AcceptRetentionOffer {
  constructor(private readonly userApi: UserApi) {}

  async execute(offerId: string): Promise<User | null> {
    await this.userApi.acceptOffer(offerId);
    return userAfterChange(this.userApi);
  }
}

/** Pauses billing for one to three months; returns the reloaded user. */
export class PauseSubscription {
  constructor(private readonly userApi: UserApi) {}

  async execute(months: number): Promise<User | null> {
    if (!isPauseMonths(months)) throw new ValidationError({ months: FIELD_ERRORS.required });
    await this.userApi.pauseSubscription(months satisfies PauseMonths);
    return userAfterChange(this.userApi);
  }
}

/**
 * A change of plan: the API's preview first (what is due today, the credit, the next charge),
 * then the switch as previewed. Neither is a purchase for tracking.
 */
export class ChangePlan {
  constructor(private readonly userApi: UserApi) {}

  preview(productId: string): Promise<PlanChangePreview> {
    if (productId.trim() === '') {
      return Promise.reject(new AppError('checkout/no-product', 'No product selected'));
    }
    return this.userApi.previewPlanChange(productId);
  }

  async execute(productId: string): Promise<User | null> {
    if (productId.trim() === '') throw new AppError('checkout/no-product', 'No product selected');
    await this.userApi.changePlan(productId);
    return userAfterChange(this.userApi);
  }
}
