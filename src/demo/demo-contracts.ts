import {
  WITHDRAWAL_DAYS,
  withinWithdrawalPeriod,
  type ContractCancellation,
  type ContractWithdrawal,
} from '../domain/contracts';
import { addDays, formatLongDate, type IsoDate } from '../domain/dates';
import { formatDateTime } from '../domain/moments';
import { STRIPE } from '../domain/subscription';
import { byEmail, byUid } from './demo-lookups';
import type { AcknowledgmentEntry, DemoState } from './demo-state';
import { hasAccess, withCurrentTerm } from './demo-subscriptions';
import { mailLanguage, mailWords } from './mail-words';

/**
 * The back end's side of the law's two contract functions (POST /contracts/cancel and
 * /contracts/withdraw) over the demo world: the contract of the e-mail's account is cancelled or
 * withdrawn from where it can be, and the address always gets an e-mail saying what was received
 * when and what came of it, in the language of the call (its Accept-Language; English unless
 * given). The caller learns only the time received, never whether the address has an account.
 */

/** The e-mail's words, and its days and moments written its language's way. */
function writing(language: string | undefined) {
  const lng = mailLanguage(language);
  return {
    t: mailWords(lng),
    day: (value: IsoDate): string => formatLongDate(value, lng) ?? value,
    moment: (value: string): string => formatDateTime(new Date(value), lng, 'UTC'),
  };
}

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
  language?: string,
): AcknowledgmentEntry {
  const { t, day, moment } = writing(language);
  const found = renewingSubscriptionOf(draft, request.email, today);
  let outcome: string;
  if (!found || !found.subscription.autoRenew) {
    outcome = found
      ? t('contracts.cancel.alreadyCancelled', { date: day(found.termEnds) })
      : t('contracts.noContract');
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
    outcome = t('contracts.cancel.cancelled', { date: day(endsOn) });
  }
  return {
    email: request.email,
    subject: t('contracts.cancel.subject'),
    body: [
      t('contracts.cancel.received', { receivedAt: moment(receivedAt) }),
      '',
      t('contracts.contract', { contract: t(`contracts.contractChoices.${request.contract}`) }),
      t('contracts.cancel.kind', { kind: t(`contracts.cancel.kinds.${request.kind}`) }),
      t('contracts.cancel.effective', {
        date: request.endDate ? day(request.endDate) : t('contracts.cancel.earliest'),
      }),
      ...(request.reason ? [t('contracts.cancel.reason', { reason: request.reason })] : []),
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
  language?: string,
): AcknowledgmentEntry {
  const { t, day, moment } = writing(language);
  const found = renewingSubscriptionOf(draft, request.email, today);
  let outcome: string;
  if (!found) {
    outcome = t('contracts.noContract');
  } else if (!withinWithdrawalPeriod(found.subscription.subscribedAt ?? '', today)) {
    const since = (found.subscription.subscribedAt ?? today).slice(0, 10);
    const ended = addDays(since, WITHDRAWAL_DAYS);
    outcome = t('contracts.withdraw.periodOver', { days: WITHDRAWAL_DAYS, date: day(ended) });
  } else {
    const { profile, subscription } = found;
    // Withdrawn: access ends today and nothing more is charged; any payment is refunded.
    profile.subscription = { ...subscription, autoRenew: false, renewsAt: today };
    draft.cancellations.push({
      uid: profile.uid,
      reason: 'contract-withdrawal',
      cancelledAt: today,
    });
    outcome = t('contracts.withdraw.withdrawn');
  }
  return {
    email: request.email,
    subject: t('contracts.withdraw.subject'),
    body: [
      t('contracts.withdraw.received', { receivedAt: moment(receivedAt) }),
      '',
      t('contracts.contract', { contract: t(`contracts.contractChoices.${request.contract}`) }),
      '',
      outcome,
    ].join('\n'),
    sentAt: today,
  };
}
