import { useTranslation } from 'react-i18next';
import {
  subscriptionCharges,
  type BillingSchedule as Schedule,
} from '../../../domain/billing-schedule';
import type { Subscription } from '../../../domain/subscription';
import { commitWords } from './checkout-words';
import { day } from './schedule-words';
import { subscriptionWords } from './subscription-words';
import './billing.css';

/*
 * What a member's pages say of money (the pay button, the subscription's charges, what cancelling
 * means): apart from BillingSchedule.tsx, whose summary the visitors' pages show too, so that the
 * first route carries neither these nor their words.
 */

/**
 * What the button that commits to a schedule says, naming the price and its period. Under 400 px
 * it shows its first words ('Start free trial'), to fit one line, the terms line right above
 * saying the rest; its accessible name stays whole.
 */
export function CommitLabel({ schedule }: { schedule: Schedule }) {
  const { t, i18n } = useTranslation();
  const { commit, commitShort } = commitWords(schedule, t, i18n.language);
  if (!commit.startsWith(commitShort)) return <>{commit}</>;
  return (
    <>
      {commitShort}
      <span className="commit-label__rest">{commit.slice(commitShort.length)}</span>
    </>
  );
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

/** What Continue does when cancelling, said beside it: 'You won't be charged again. Access ends …'. */
export function CancellationConsequence({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const { accessEndsOn } = subscriptionCharges({ ...subscription, autoRenew: false });
  return (
    <>
      {accessEndsOn
        ? t('billing.cancellation.consequence', { date: day(accessEndsOn, i18n.language) })
        : t('billing.cancellation.consequenceNoDate')}
    </>
  );
}
