import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  subscriptionCharges,
  type BillingSchedule as Schedule,
} from '../../domain/billing-schedule';
import type { Subscription } from '../../domain/subscription';
import { day, scheduleWords, subscriptionWords } from './schedule-words';
import './billing.css';

interface BillingScheduleProps {
  schedule: Schedule;
  /** After the order: 'Paid today' rather than 'Due today'. */
  paid?: boolean;
  /** Rows about the order itself (plan, promo code), shown before the money. */
  children?: ReactNode;
}

/**
 * The schedule as a summary: what is paid today, the trial, the first charge and every later
 * charge, in the order they happen, then the disclaimer with the renewal and cancellation rule.
 */
export function BillingSchedule({ schedule, paid = false, children }: BillingScheduleProps) {
  const { t, i18n } = useTranslation();
  const words = scheduleWords(schedule, t, i18n.language);
  return (
    <div className="stack">
      <dl className="summary">
        {children}
        <SummaryRow term={t(paid ? 'billing.paidToday' : 'billing.dueToday')} total>
          {words.dueToday}
        </SummaryRow>
        {words.trial && <SummaryRow term={t('billing.trial')}>{words.trial}</SummaryRow>}
        <SummaryRow term={t('billing.firstCharge')}>{words.firstCharge}</SummaryRow>
        <SummaryRow term={t('billing.laterCharges')}>{words.laterCharges}</SummaryRow>
      </dl>
      <p className="disclaimer">{words.disclaimer}</p>
    </div>
  );
}

export function SummaryRow({
  term,
  total = false,
  children,
}: {
  term: string;
  total?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={total ? 'summary__row summary__row--total' : 'summary__row'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The terms in one line, for directly above the button that commits to them; the button names
 * them as its description. The list has no label of its own: a label would become that
 * description in place of the terms.
 */
export function BillingTerms({ schedule, id }: { schedule: Schedule; id: string }) {
  const { t, i18n } = useTranslation();
  const { terms } = scheduleWords(schedule, t, i18n.language);
  return (
    <ul className="billing-terms" id={id}>
      {terms.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}

/** What the order costs today, on its own: 'Today: $0.00'. */
export function DueTodayAmount({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation();
  return <>{scheduleWords(schedule, t, i18n.language).dueTodayAmount}</>;
}

/** What the button that commits to a schedule says, naming the price and its period. */
export function CommitLabel({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation();
  return <>{scheduleWords(schedule, t, i18n.language).commit}</>;
}

/** A member's charges as rows of a details list: regular price, next charge, renewal. */
export function SubscriptionChargeRows({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {subscriptionWords(subscriptionCharges(subscription), t, i18n.language).map(
        ({ term, value }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </>
  );
}

/** What cancelling now means for the member's charges: access until the term ends, then nothing. */
export function CancellationTerms({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  // Cancelling stops the renewal; access runs to the end of the term already paid for.
  const { accessEndsOn } = subscriptionCharges({ ...subscription, autoRenew: false });
  return (
    <>
      {accessEndsOn
        ? t('billing.cancellation.effect', { date: day(accessEndsOn, i18n.language) })
        : t('billing.cancellation.effectNoDate')}
    </>
  );
}
