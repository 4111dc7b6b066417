import type { BillingSchedule } from '../domain/billing-schedule';
import type { ConsentRecord } from '../domain/consent';
import { formatLongDate } from '../domain/dates';
import { formatMinorUnits } from '../domain/money';

export interface AcknowledgmentEmail {
  subject: string;
  body: string;
}

/**
 * What the back end sends when it keeps a consent record: the schedule that was agreed to and how
 * to cancel. The demo world puts it in its outbox; the local API server also prints it.
 */
export function acknowledgmentEmail({
  schedule,
  shownAt,
  termsVersion,
  withdrawalWaiver,
}: ConsentRecord): AcknowledgmentEmail {
  return {
    subject: "Your membership: what you'll be charged, and how to cancel",
    body: [
      `Thank you for subscribing. These are the terms you agreed to on ${day(shownAt)} (terms version ${termsVersion}):`,
      '',
      ...scheduleLines(schedule),
      '',
      ...(withdrawalWaiver
        ? [
            `You asked for access at once and ticked: “${withdrawalWaiver}”. Your right of withdrawal ends when access starts.`,
            '',
          ]
        : []),
      'Your subscription renews automatically until you cancel. To cancel, open your profile in the membership portal and choose "Cancel subscription" at least 24 hours before a charge; nothing more is charged after that.',
    ].join('\n'),
  };
}

function scheduleLines(schedule: BillingSchedule): string[] {
  const { dueToday, trial, firstCharge, laterCharges, firstChargeDiscounted } = schedule;
  const first = `${formatMinorUnits(firstCharge.price)} on ${day(firstCharge.date)}`;
  return [
    `Today: ${formatMinorUnits(dueToday)}`,
    ...(trial ? [`Free trial: ${trial.days} days, until ${day(trial.endsOn)}`] : []),
    `First charge: ${firstChargeDiscounted ? `${first}, for the first ${laterCharges.period} only` : first}`,
    `After that: ${formatMinorUnits(laterCharges.price)} every ${laterCharges.period} until you cancel`,
  ];
}

function day(value: string): string {
  return formatLongDate(value) ?? value;
}
