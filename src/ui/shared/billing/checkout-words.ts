import type { TFunction } from 'i18next';
import type { BillingSchedule } from '../../../domain/billing-schedule';
import type { IsoDate } from '../../../domain/dates';
import { scheduleValues } from './schedule-words';

/**
 * What the checkout alone says of a schedule: the button that commits to it and the trial's
 * steps. Its words (`billing.commit.*`, `billing.timeline.*`) are a member's, in the later words
 * (src/ui/shared/i18n/later-words.ts), so that the first route carries neither.
 */
export interface CommitWords {
  /** What the button that commits to the schedule says. */
  commit: string;
  /** The first words of the commit label, its short form on a phone: 'Start free trial'. */
  commitShort: string;
}

export interface TimelineStep {
  /** What happens that day: 'Trial ends · first charge $49.99'. */
  title: string;
  /** 'Today' or a date. */
  when: string;
  /** The machine-readable day of `when`. */
  day: IsoDate;
  what: string;
}

export function commitWords(
  schedule: BillingSchedule,
  t: TFunction,
  language: string,
): CommitWords {
  const values = scheduleValues(schedule, language);
  return {
    commit: t(commitKey(schedule), values),
    commitShort: t(commitShortKey(schedule), values),
  };
}

function commitKey({ trial, dueToday, firstChargeDiscounted }: BillingSchedule): string {
  if (dueToday.amount > 0) return 'billing.commit.payNow';
  if (!trial) return 'billing.commit.subscribe';
  return firstChargeDiscounted ? 'billing.commit.trialDiscounted' : 'billing.commit.trial';
}

function commitShortKey({ trial, dueToday }: BillingSchedule): string {
  if (dueToday.amount > 0) return 'billing.commit.payNowShort';
  return trial ? 'billing.commit.trialShort' : 'billing.commit.subscribeShort';
}

/** Today, the reminder, the first charge; null without a trial. */
export function timelineSteps(
  schedule: BillingSchedule,
  t: TFunction,
  language: string,
): TimelineStep[] | null {
  if (!schedule.trial) return null;
  const values = scheduleValues(schedule, language);
  const charge = schedule.firstChargeDiscounted
    ? 'billing.timeline.chargeDiscounted'
    : 'billing.timeline.charge';
  return [
    {
      title: t('billing.timeline.startTitle', values),
      when: t('billing.timeline.today'),
      day: schedule.today,
      what: t('billing.timeline.start', values),
    },
    {
      title: t('billing.timeline.reminderTitle', values),
      when: values.reminderDate,
      day: schedule.reminderOn,
      what: t('billing.timeline.reminder', values),
    },
    {
      title: t('billing.timeline.chargeTitle', values),
      when: values.date,
      day: schedule.firstCharge.date,
      what: t(charge, values),
    },
  ];
}
