import type { TFunction } from 'i18next';
import type { BillingSchedule } from '../../../domain/billing-schedule';
import type { YearlyEquivalent } from '../../../domain/catalogue';
import { formatLongDate, type IsoDate } from '../../../domain/dates';
import { formatMinorUnits, formatPercent } from '../../../domain/money';

/**
 * Every sentence the portal says about money, from one schedule and one set of catalogue keys
 * (`billing.*`), so that no screen composes its own. A promo that lowers the first charge is
 * always worded as the first period only; later charges are always the regular price.
 */
export interface ScheduleWords {
  dueToday: string;
  /** 'Today: $0.00', as the terms above the pay button begin: the phone's Continue bar says it. */
  dueTodayAmount: string;
  /** '7 days, until December 01, 2026'; null without a trial. */
  trial: string | null;
  /** '$39.99 on December 01, 2026, for the first year only'. */
  firstCharge: string;
  /** '$49.99 every year until you cancel'. */
  laterCharges: string;
  /** The days as `trial` and `firstCharge` write them ('December 01, 2026'), to keep each whole. */
  days: { trialEnds: string; firstCharge: string };
  /** The terms in one line: today, the trial, the charges, how to cancel. */
  terms: string[];
  /** The disclaimer under a summary: trial, first charge, renewal and the cancellation rule. */
  disclaimer: string;
  /**
   * The schedule in a few words, for the one line that opens a checkout: '$0.00 today',
   * ('$39.99 first year',) 'then $49.99/year'. Each part keeps to one line.
   */
  line: string[];
}

export function scheduleWords(
  schedule: BillingSchedule,
  t: TFunction,
  language: string,
): ScheduleWords {
  const values = scheduleValues(schedule, language);
  const { trial, firstChargeDiscounted: discounted } = schedule;
  return {
    dueToday: values.dueToday,
    dueTodayAmount: t('billing.terms.today', values),
    trial: trial ? t('billing.trialUntil', { count: trial.days, date: values.trialEnds }) : null,
    firstCharge: t(discounted ? 'billing.firstChargeOnly' : 'billing.chargeOn', values),
    laterCharges: t('billing.everyPeriod', values),
    days: { trialEnds: values.trialEnds, firstCharge: values.date },
    terms: [
      t('billing.terms.today', values),
      trial ? t('billing.terms.freeUntil', values) : t('billing.terms.firstCharge', values),
      t(discounted ? 'billing.terms.thenDiscounted' : 'billing.terms.then', values),
      t('billing.terms.cancel'),
    ],
    disclaimer: t(disclaimerKey(schedule), { ...values, count: trial?.days ?? 0 }),
    line: lineOf(schedule, values, t),
  };
}

type ScheduleValues = ReturnType<typeof scheduleValues>;

function lineOf(schedule: BillingSchedule, values: ScheduleValues, t: TFunction): string[] {
  const { trial, dueToday, firstChargeDiscounted } = schedule;
  const first =
    !trial && dueToday.amount === 0
      ? [t('billing.chargeOn', values)]
      : firstChargeDiscounted
        ? [t('billing.line.firstPeriod', values)]
        : [];
  return [t('billing.line.today', values), ...first, t('billing.line.then', values)];
}

/**
 * The figures of a schedule as the catalogue's interpolation values, money and dates written the
 * language's way (English keeps SPEC.md's: $49.99, December 01, 2026; German 49,99 €), and the
 * period as i18next's `context`: a text that names the period has a key per period
 * (`billing.everyPeriod_month`, `_year`), since a period word put into a sentence would need its
 * own case, gender and article ("das erste Jahr", "la première année").
 */
export function scheduleValues(schedule: BillingSchedule, language: string) {
  return {
    dueToday: formatMinorUnits(schedule.dueToday, language),
    trialEnds: day(schedule.trial?.endsOn ?? null, language),
    price: formatMinorUnits(schedule.firstCharge.price, language),
    date: day(schedule.firstCharge.date, language),
    regularPrice: formatMinorUnits(schedule.laterCharges.price, language),
    reminderDate: day(schedule.reminderOn, language),
    context: schedule.laterCharges.period,
  };
}

/**
 * Schedule dates in SPEC.md's long form, December 01, 2026: the same in the US and in GB; in the
 * other languages their own long form (1. Dezember 2026).
 */
export function day(value: IsoDate | null, language: string): string {
  return formatLongDate(value, language) ?? '';
}

function disclaimerKey({ trial, firstChargeDiscounted }: BillingSchedule): string {
  if (!trial) return 'billing.disclaimer.noTrial';
  return firstChargeDiscounted ? 'billing.disclaimer.discounted' : 'billing.disclaimer.regular';
}

/** A plan card's figures: the regular price per period, the trial, and a lower first charge. */
export function planCardWords(schedule: BillingSchedule, t: TFunction, language: string) {
  const values = scheduleValues(schedule, language);
  return {
    price: values.regularPrice,
    perPeriod: t('billing.plan.perPeriod', values),
    trial: schedule.trial ? t('billing.plan.trial', { count: schedule.trial.days }) : null,
    /** A lower first period, as the card leads with it: '$39.99 first year, then $49.99/year'. */
    offer: schedule.firstChargeDiscounted
      ? {
          price: values.price,
          first: t('billing.plan.offerFirst', values),
          then: t('billing.plan.offerThen', values),
        }
      : null,
  };
}

/**
 * A yearly plan's regular price per month, with its saving against monthly where it has one:
 * '$4.17/month · Save 16% vs monthly'. The rounding is the domain's (yearlyEquivalent).
 */
export function yearlyEquivalentWords(
  equivalent: YearlyEquivalent,
  t: TFunction,
  language: string,
): string {
  const price = formatMinorUnits(equivalent.perMonth, language);
  return equivalent.savingPercent === null
    ? t('billing.plan.perMonth', { price })
    : t('billing.plan.perMonthSaving', {
        price,
        percent: formatPercent(equivalent.savingPercent, language),
      });
}
