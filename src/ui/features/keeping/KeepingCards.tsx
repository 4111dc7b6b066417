import { statusRules } from '../../../domain/status-rules';
import { isStripeSubscription, type Subscription } from '../../../domain/subscription';
import { BillingHistory } from './BillingHistory';
import { PlanChangeCard } from './PlanChangeCard';
import { Pause } from './Pause';
import './keeping.css';

/** The profile's parts for keeping members: change of plan, a pause, billing history. */
export function KeepingCards({ subscription }: { subscription: Subscription }) {
  if (!isStripeSubscription(subscription)) return null;
  const rules = statusRules(subscription);
  return (
    <>
      {rules.changePlan && <PlanChangeCard subscription={subscription} />}
      {rules.pause && <Pause />}
      <BillingHistory />
    </>
  );
}
