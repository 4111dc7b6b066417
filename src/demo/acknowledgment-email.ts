import type { TFunction } from 'i18next';
import type { BillingSchedule } from '../domain/billing-schedule';
import type { ConsentRecord } from '../domain/consent';
import { formatLongDate } from '../domain/dates';
import { formatMinorUnits, formatPercent } from '../domain/money';
import { mailLanguage, mailWords } from './mail-words';

export interface AcknowledgmentEmail {
  subject: string;
  body: string;
}

/**
 * What the back end sends when it keeps a consent record: the schedule that was agreed to and how
 * to cancel, in the member's language (the call's Accept-Language; English unless given), money
 * and dates written that language's way. The demo world puts it in its outbox; the local API
 * server also prints it.
 */
export function acknowledgmentEmail(
  { schedule, shownAt, termsVersion, withdrawalWaiver }: ConsentRecord,
  language?: string,
): AcknowledgmentEmail {
  const t = mailWords(language);
  const lng = mailLanguage(language);
  return {
    subject: t('acknowledgment.subject'),
    body: [
      t('acknowledgment.intro', { date: day(shownAt, lng), version: termsVersion }),
      '',
      ...scheduleLines(schedule, t, lng),
      '',
      ...(withdrawalWaiver ? [t('acknowledgment.waiver', { waiver: withdrawalWaiver }), ''] : []),
      t('acknowledgment.howToCancel'),
    ].join('\n'),
  };
}

function scheduleLines(schedule: BillingSchedule, t: TFunction, language: string): string[] {
  const { dueToday, trial, firstCharge, laterCharges, firstChargeDiscounted, includedTax } =
    schedule;
  const first = {
    price: formatMinorUnits(firstCharge.price, language),
    date: day(firstCharge.date, language),
  };
  return [
    t('acknowledgment.today', { price: formatMinorUnits(dueToday, language) }),
    ...(trial
      ? [t('acknowledgment.trial', { count: trial.days, date: day(trial.endsOn, language) })]
      : []),
    firstChargeDiscounted
      ? t(`acknowledgment.firstChargeDiscounted.${laterCharges.period}`, first)
      : t('acknowledgment.firstCharge', first),
    t(`acknowledgment.laterCharges.${laterCharges.period}`, {
      price: formatMinorUnits(laterCharges.price, language),
    }),
    ...(includedTax
      ? [
          t('acknowledgment.tax', {
            percent: formatPercent(includedTax.rate, language),
            amount: formatMinorUnits(includedTax.amount, language),
          }),
        ]
      : []),
  ];
}

function day(value: string, language: string): string {
  return formatLongDate(value, language) ?? value;
}
