import type { TFunction } from 'i18next';
import type { BillingSchedule, IncludedVat, Money } from '../../../domain/billing-schedule';
import { formatMinorUnits, formatPercent } from '../../../domain/money';
import { includesVat } from '../../../domain/vat';
import { scheduleWords } from './schedule-words';

/** What an order says of the VAT its prices include (DESIGN.md, "Prices are final"). */
export interface VatWords {
  /** The summary's value, '€7.98 (19%)'; null where the back end did not name the amount. */
  amount: string | null;
  /** The part of the one-line terms: 'Incl. 19% VAT (€7.98)', or 'Prices include VAT'. */
  terms: string;
}

/**
 * The VAT words of a schedule in pounds or euros, with the amount where the back end named it;
 * null in dollars, where SPEC.md's words stay as they are. Words of the later catalogue
 * (`billing.vat`), but for the plan cards' `billing.plan.inclVat`.
 */
export function vatWords(
  schedule: { dueToday: Money; includedTax: IncludedVat | null },
  t: TFunction,
  language: string,
): VatWords | null {
  if (!includesVat(schedule.dueToday.currency)) return null;
  const tax = schedule.includedTax;
  if (!tax) return { amount: null, terms: t('billing.vat.termsWithoutAmount') };
  const values = {
    amount: formatMinorUnits(tax.amount, language),
    percent: formatPercent(tax.rate, language),
  };
  return { amount: t('billing.vat.amount', values), terms: t('billing.vat.terms', values) };
}

/**
 * The terms in one line with the VAT they include, where the prices do, going with the charges
 * before how to cancel: above the pay button and in a wallet's sheet alike.
 */
export function termsWithVat(schedule: BillingSchedule, t: TFunction, language: string): string[] {
  const { terms } = scheduleWords(schedule, t, language);
  const vat = vatWords(schedule, t, language);
  return vat ? [...terms.slice(0, -1), vat.terms, ...terms.slice(-1)] : terms;
}
