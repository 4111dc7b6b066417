import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../domain/dates';
import { paymentProblemOf } from '../../../domain/keeping-members';
import { formatMinorUnits, formatMoney } from '../../../domain/money';
import { membershipStatusOf } from '../../../domain/membership-status';
import { canChangePaymentMethod, canResume, type Subscription } from '../../../domain/subscription';
import { ConfirmWithBank, UpdateCardLink } from './RenewalActions';
import { ResumeSubscriptionButton } from './ResumeSubscriptionButton';

type Tone = 'success' | 'info' | 'warning' | 'error';

interface StatusView {
  tone: Tone;
  title: string;
  sentence: string;
  action: ReactNode;
}

/**
 * The one status a subscription card opens with (DESIGN.md, "Each screen tells one story"): what
 * the membership is now, one sentence, and the one filled button for what the state asks.
 */
export function SubscriptionStatus({
  subscription,
  subscribed,
}: {
  subscription: Subscription;
  subscribed: boolean;
}) {
  const view = useStatusView(subscription, subscribed);
  return (
    <div className={`alert alert--${view.tone} subscription-status`}>
      <h3 className="subscription-status__title">{view.title}</h3>
      <p>{view.sentence}</p>
      {view.action && <div className="button-row">{view.action}</div>}
    </div>
  );
}

/** Whether the status's own action is the change of payment method, not to offer it twice. */
export function statusChangesPayment(subscription: Subscription, subscribed: boolean): boolean {
  const { kind } = membershipStatusOf(subscription, subscribed);
  return (
    canChangePaymentMethod(subscription) &&
    (kind === 'active' || kind === 'trial' || kind === 'payment-failed')
  );
}

function useStatusView(subscription: Subscription, subscribed: boolean): StatusView {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const day = (iso: string | null | undefined) => formatLongDate(iso ?? null, language) ?? '';
  const status = membershipStatusOf(subscription, subscribed);
  const changePayment = statusChangesPayment(subscription, subscribed) ? (
    <Link className="button button--primary" to="/change-payment-method">
      {t('currentSubscription.changePayment')}
    </Link>
  ) : null;
  const problem = paymentProblemOf(subscription);
  const problemValues = problem && {
    amount: formatMinorUnits(problem.amount, language),
    date: day(problem.failedOn),
    until: day(problem.accessUntil),
  };

  switch (status.kind) {
    case 'active':
    case 'trial':
      return {
        tone: status.kind === 'active' ? 'success' : 'info',
        title: t(`currentSubscription.status.${status.kind}`),
        // SPEC.md's renewal paragraph: said only where the membership does renew.
        sentence: t('currentSubscription.renewalNote'),
        action: changePayment,
      };
    case 'paused':
      return {
        tone: 'info',
        title: t('currentSubscription.status.paused', { date: day(status.until) }),
        sentence: t('currentSubscription.status.pausedBody', {
          amount: formatMoney(subscription.productPrice, subscription.productCurrency, language),
        }),
        action: canResume({ subscribed, subscription }) && <ResumeSubscriptionButton />,
      };
    case 'payment-failed':
      return {
        tone: 'error',
        title: t('currentSubscription.status.paymentFailed'),
        sentence: t('keepMembers.pastDue.failed', problemValues ?? {}),
        action: problemValues && <UpdateCardLink amount={problemValues.amount} />,
      };
    case 'bank-check':
      return {
        tone: 'warning',
        title: t('currentSubscription.status.bankCheck'),
        sentence: t('keepMembers.pastDue.bankCheck', problemValues ?? {}),
        action: problem && problemValues && (
          <ConfirmWithBank problem={problem} amount={problemValues.amount} />
        ),
      };
    case 'ending':
      return {
        tone: 'info',
        title: t('currentSubscription.status.ending', { date: day(status.on) }),
        sentence: t('currentSubscription.status.endingBody'),
        action: canResume({ subscribed, subscription }) && (
          <ResumeSubscriptionButton label={t('currentSubscription.turnRenewalOn')} />
        ),
      };
    case 'ended':
      return {
        tone: 'info',
        title: t('currentSubscription.status.ended', { date: day(status.on) }),
        sentence: t('currentSubscription.status.endedBody'),
        action: null,
      };
    case 'gift':
      // A gift's card is GiftMembershipCard; this is only its fallback.
      return {
        tone: 'info',
        title: t('giftMembership.until', { date: day(status.until) }),
        sentence: t('giftMembership.noRenewal'),
        action: null,
      };
  }
}
