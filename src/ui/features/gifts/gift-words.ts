import type { TFunction } from 'i18next';
import type { OneTimeSchedule } from '../../../domain/billing-schedule';
import { formatLongDate, type IsoDate } from '../../../domain/dates';
import { formatMinorUnits, formatPercent } from '../../../domain/money';

/**
 * What the gift pages say of a gift's one payment, from the domain's one-time schedule: the
 * price, the VAT it includes where the law asks it be named (DESIGN.md, "Prices are final"), and
 * the schedule's one sentence, "One payment of $49.99. It does not renew."
 */
export function giftPaymentWords(schedule: OneTimeSchedule, t: TFunction, language: string) {
  const price = formatMinorUnits(schedule.dueToday, language);
  const tax = schedule.includedTax;
  return {
    price,
    vat: tax
      ? t('summary.vat', {
          percent: formatPercent(tax.rate, language),
          amount: formatMinorUnits(tax.amount, language),
        })
      : null,
    schedule: t('summary.schedule', { price }),
  };
}

/** A day as the gift pages write it: SPEC.md's long form in English, the language's own elsewhere. */
export function giftDay(day: IsoDate | null, language: string): string {
  return formatLongDate(day, language) ?? '';
}
