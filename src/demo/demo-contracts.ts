import {
  WITHDRAWAL_DAYS,
  withinWithdrawalPeriod,
  type ContractCancellation,
  type ContractWithdrawal,
} from '../domain/contracts';
import { addDays, formatLongDate, type IsoDate } from '../domain/dates';
import { STRIPE } from '../domain/subscription';
import { byEmail, byUid } from './demo-lookups';
import type { AcknowledgmentEntry, DemoState } from './demo-state';
import { hasAccess, withCurrentTerm } from './demo-subscriptions';

/**
 * The back end's side of the law's two contract functions (POST /contracts/cancel and
 * /contracts/withdraw) over the demo world: the contract of the e-mail's account is cancelled or
 * withdrawn from where it can be, and the address always gets an e-mail saying what was received
 * when and what came of it. The caller learns only the time received, never whether the address
 * has an account.
 */

const day = (value: IsoDate): string => formatLongDate(value) ?? value;

const KIND_WORDS = {
  ordinary: 'ordinary cancellation (at the end of the current term)',
  extraordinary: 'extraordinary cancellation (for good cause)',
} as const;

/** The renewing card-paid subscription of an address, with its profile; null when there is none. */
function renewingSubscriptionOf(draft: DemoState, email: string, today: IsoDate) {
  const account = byEmail(draft.accounts, email);
  const profile = account ? byUid(draft.profiles, account.uid) : undefined;
  const subscription = profile?.subscription;
  if (!profile || subscription?.type !== STRIPE || !hasAccess(subscription, today)) return null;
  const current = withCurrentTerm(subscription, today);
  return { profile, subscription: current, termEnds: (current.renewsAt ?? today).slice(0, 10) };
}

export function cancelDemoContract(
  draft: DemoState,
  request: ContractCancellation,
  today: IsoDate,
  receivedAt: string,
): AcknowledgmentEntry {
  const found = renewingSubscriptionOf(draft, request.email, today);
  let outcome: string;
  if (!found || !found.subscription.autoRenew) {
    outcome = found
      ? `Your membership was already cancelled: nothing more will be charged, and your access ends on ${day(found.termEnds)}.`
      : 'We found no running contract for this address. If you have one under another e-mail address, please send the form again with that address, or reply to this e-mail.';
  } else {
    const { profile, subscription, termEnds } = found;
    // Extraordinary: from the day asked for (today at the earliest), never after the term ends.
    const wanted = request.endDate && request.endDate > today ? request.endDate : today;
    const endsOn = request.kind === 'extraordinary' && wanted < termEnds ? wanted : termEnds;
    profile.subscription = { ...subscription, autoRenew: false, renewsAt: endsOn };
    draft.cancellations.push({
      uid: profile.uid,
      reason: `contract-${request.kind}${request.reason ? `: ${request.reason}` : ''}`,
      cancelledAt: today,
    });
    outcome = `Your membership is cancelled. Nothing more will be charged, and your access ends on ${day(endsOn)}.`;
  }
  return {
    email: request.email,
    subject: 'We received your cancellation',
    body: [
      `We received your cancellation on ${receivedAt} (UTC).`,
      '',
      `Contract: your membership (${request.contract})`,
      `Kind: ${KIND_WORDS[request.kind]}`,
      `Effective: ${request.endDate ? day(request.endDate) : 'the earliest possible date'}`,
      ...(request.reason ? [`Reason: ${request.reason}`] : []),
      '',
      outcome,
    ].join('\n'),
    sentAt: today,
  };
}

export function withdrawDemoContract(
  draft: DemoState,
  request: ContractWithdrawal,
  today: IsoDate,
  receivedAt: string,
): AcknowledgmentEntry {
  const found = renewingSubscriptionOf(draft, request.email, today);
  let outcome: string;
  if (!found) {
    outcome =
      'We found no running contract for this address. If you have one under another e-mail address, please send the form again with that address, or reply to this e-mail.';
  } else if (!withinWithdrawalPeriod(found.subscription.subscribedAt ?? '', today)) {
    const since = (found.subscription.subscribedAt ?? today).slice(0, 10);
    const ended = addDays(since, WITHDRAWAL_DAYS);
    outcome = `The ${WITHDRAWAL_DAYS}-day withdrawal period of this contract ended on ${day(ended)}, so it continues. You can still cancel it at the end of its term.`;
  } else {
    const { profile, subscription } = found;
    // Withdrawn: access ends today and nothing more is charged; any payment is refunded.
    profile.subscription = { ...subscription, autoRenew: false, renewsAt: today };
    draft.cancellations.push({
      uid: profile.uid,
      reason: 'contract-withdrawal',
      cancelledAt: today,
    });
    outcome =
      'You have withdrawn from your membership. It ends today, nothing more will be charged, and anything you paid for it is refunded to your card within 14 days.';
  }
  return {
    email: request.email,
    subject: 'We received your withdrawal',
    body: [
      `We received your withdrawal on ${receivedAt} (UTC).`,
      '',
      `Contract: your membership (${request.contract})`,
      '',
      outcome,
    ].join('\n'),
    sentAt: today,
  };
}
