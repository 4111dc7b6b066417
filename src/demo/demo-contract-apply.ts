import { cancellationEndsOn, withdrawalReceivedInTime } from '../domain/contract-confirmation';
import { WITHDRAWAL_DAYS } from '../domain/contracts';
import { addDays, type IsoDate } from '../domain/dates';
import { STRIPE } from '../domain/subscription';
import { byUid } from './demo-lookups';
import type { DemoContractRequest, ReceivedContractRequest } from './demo-contract-state';
import type { AppliedOrNot, NothingToEnd } from './demo-contract-mail';
import type { DemoState } from './demo-state';
import { hasAccess, withCurrentTerm } from './demo-subscriptions';

/**
 * The back end's side of the law's two requests over the demo world: what a request could end
 * when it was received, and what it does when it applies (at once for the signed-in owner, later
 * through the owner's link), as of the moment it was received (src/domain/contract-confirmation.ts).
 */

/** The card-paid subscription of an account with access on `today`, its term rolled on to today. */
function subscriberOf(draft: DemoState, uid: string, today: IsoDate) {
  const profile = byUid(draft.profiles, uid);
  const subscription = profile?.subscription;
  if (!profile || subscription?.type !== STRIPE || !hasAccess(subscription, today)) return null;
  return { profile, current: withCurrentTerm(subscription, today) };
}

const dayOf = (value: string | null | undefined, otherwise: IsoDate): IsoDate =>
  (value ?? otherwise).slice(0, 10);

/**
 * What a request received at `receivedAt` could end: the end of the term then current, or why
 * there is nothing to end (no running contract, already cancelled, the 14 days over).
 */
export function endableAtReceipt(
  draft: DemoState,
  uid: string,
  request: ReceivedContractRequest,
  receivedAt: string,
  today: IsoDate,
): { termEndsOn: IsoDate } | NothingToEnd {
  const found = subscriberOf(draft, uid, today);
  if (!found) return { why: 'noContract' };
  const { current } = found;
  const termEndsOn = dayOf(current.renewsAt, today);
  if (request.type === 'cancel' && !current.autoRenew) {
    return { why: 'alreadyCancelled', accessEndsOn: termEndsOn };
  }
  const subscribedAt = dayOf(current.subscribedAt, today);
  if (request.type === 'withdraw' && !withdrawalReceivedInTime(subscribedAt, receivedAt)) {
    return { why: 'periodOver', periodEndedOn: addDays(subscribedAt, WITHDRAWAL_DAYS) };
  }
  return { termEndsOn };
}

/** Paid charges of the account from `since` on become refunds. */
function refundFrom(draft: DemoState, uid: string, since: IsoDate): void {
  for (const invoice of draft.invoices) {
    if (invoice.uid === uid && invoice.status === 'paid' && invoice.date >= since) {
      invoice.status = 'refunded';
    }
  }
}

/**
 * Applies a request on `today` as of the time it was received: a cancellation ends access on the
 * day cancellationEndsOn gives (a renewal charged since the term then current is refunded), a
 * withdrawal ends it today and refunds the contract's charges. Nothing changes for an account
 * whose contract ended or was cancelled to an earlier day meanwhile.
 */
export function applyContractRequest(
  draft: DemoState,
  pending: Pick<DemoContractRequest, 'uid' | 'request' | 'receivedAt' | 'termEndsOn'>,
  today: IsoDate,
): AppliedOrNot {
  const { uid, request, receivedAt, termEndsOn } = pending;
  const found = subscriberOf(draft, uid, today);
  if (!found) return { applied: false, nothing: { why: 'noContract' } };
  const { profile, current } = found;
  const currentEnd = dayOf(current.renewsAt, today);
  let endsOn = today;
  if (request.type === 'cancel') {
    endsOn = cancellationEndsOn(request, termEndsOn, receivedAt.slice(0, 10), today);
    if (!current.autoRenew && currentEnd <= endsOn) {
      return { applied: false, nothing: { why: 'alreadyCancelled', accessEndsOn: currentEnd } };
    }
    refundFrom(draft, uid, termEndsOn);
  } else {
    refundFrom(draft, uid, dayOf(current.subscribedAt, today));
  }
  profile.subscription = { ...current, autoRenew: false, renewsAt: endsOn };
  const why = request.type === 'cancel' ? `contract-${request.kind}` : 'contract-withdrawal';
  const reason = request.type === 'cancel' && request.reason ? `: ${request.reason}` : '';
  draft.cancellations.push({ uid, reason: `${why}${reason}`, cancelledAt: today });
  return { applied: true, accessEndsOn: endsOn };
}
