/**
 * A billing period is never a word put into a sentence: each text that names the period has a key
 * per period (i18next's `context`), so that German says "das erste Jahr" and French "la première
 * année", where a period word dropped into one sentence read "den ersten Jahr" and "le premier an".
 */
import {
  billingSchedule,
  type BillingSchedule,
  type SubscriptionCharges,
} from '../../../src/domain/billing-schedule';
import { catalogueFor, type Product } from '../../../src/domain/catalogue';
import type { CheckoutPreview } from '../../../src/domain/checkout-preview';
import { LANGUAGES, type Language } from '../../../src/domain/language';
import { commitWords, timelineSteps } from '../../../src/ui/shared/billing/checkout-words';
import {
  planCardWords,
  scheduleWords,
  yearlyEquivalentWords,
} from '../../../src/ui/shared/billing/schedule-words';
import { subscriptionWords } from '../../../src/ui/shared/billing/subscription-words';
import { createTestI18n } from '../../support/test-i18n';

const TODAY = '2026-11-24';

const plan = (type: Product['type']): Product =>
  catalogueFor('DE').find((candidate) => candidate.type === type)!;

/** A promo code that lowers the first charge. */
const lowerFirstCharge = (amount: number): CheckoutPreview => ({
  now: { currency: 'eur', amount: 0, trialDays: 7 },
  next: { amount, date: '2026-12-01' },
});

const discounted = {
  month: billingSchedule(plan('monthly'), lowerFirstCharge(3.99), TODAY),
  year: billingSchedule(plan('yearly'), lowerFirstCharge(39.99), TODAY),
};

/** Every text the billing wording writes about a schedule, in one language. */
function everyText(schedule: BillingSchedule, language: Language): string[] {
  const { t } = createTestI18n(language);
  const words = scheduleWords(schedule, t, language);
  const card = planCardWords(schedule, t, language);
  const { commit, commitShort } = commitWords(schedule, t, language);
  const charges: SubscriptionCharges = {
    regularPrice: schedule.laterCharges.price,
    nextCharge: { price: schedule.firstCharge.price, date: schedule.firstCharge.date },
    nextChargeDiscounted: false,
    period: schedule.laterCharges.period,
    renews: true,
    renewalFailedOn: null,
    accessEndsOn: null,
  };
  return [
    words.firstCharge,
    words.laterCharges,
    words.disclaimer,
    ...words.terms,
    ...words.line,
    commit,
    commitShort,
    ...(timelineSteps(schedule, t, language) ?? []).flatMap((step) => [step.title, step.what]),
    card.perPeriod,
    ...(card.offer ? [card.offer.first, card.offer.then] : []),
    ...subscriptionWords(charges, t, language).map((row) => row.value),
  ];
}

describe.each(LANGUAGES)('in %s', (language) => {
  test.each(['month', 'year'] as const)('every text of a %sly plan is whole', (period) => {
    for (const text of everyText(discounted[period], language)) {
      // Neither a placeholder left unfilled nor a key shown for a text the catalogue lacks.
      expect({ text, unfilled: /\{\{|\}\}|\b(billing|common)\.\w/u.test(text) }).toEqual({
        text,
        unfilled: false,
      });
    }
  });
});

test.each([
  ['de', 'year', 'gilt nur für das erste Jahr'],
  ['de', 'month', 'gilt nur für den ersten Monat'],
  ['fr', 'year', 'pour votre première année uniquement'],
  ['fr', 'month', 'pour votre premier mois uniquement'],
  ['es', 'year', 'es solo por tu primer año'],
  ['en', 'year', 'is for your first year only'],
] as const)(
  '%s: a lower first %s is said with its own article and gender',
  (language, period, said) => {
    const { t } = createTestI18n(language);
    const steps = timelineSteps(discounted[period], t, language) ?? [];
    expect(steps.at(-1)?.what).toContain(said);
  },
);

test.each([
  ['fr', 'year', 'pour la première année uniquement', 'la première année'],
  ['fr', 'month', 'pour le premier mois uniquement', 'le premier mois'],
  ['de', 'year', 'nur im ersten Jahr', 'im ersten Jahr'],
  ['es', 'month', 'solo el primer mes', 'el primer mes'],
] as const)(
  '%s: the summary and the checkout line of a lower first %s',
  (language, period, firstCharge, line) => {
    const { t } = createTestI18n(language);
    const words = scheduleWords(discounted[period], t, language);
    expect(words.firstCharge).toContain(firstCharge);
    expect(words.line.join(' · ')).toContain(line);
  },
);

test.each([
  ['en', '€4.17/month · Save 16% vs monthly'],
  ['de', '4,17\u00a0€/Monat · 16\u00a0% günstiger als monatlich'],
  ['es', '4,17\u00a0€/mes · Ahorras un 16\u00a0% frente al plan mensual'],
] as const)("%s: a saving in percent is written the language's way", (language, said) => {
  const { t } = createTestI18n(language);
  const equivalent = { perMonth: { amount: 417, currency: 'eur' }, savingPercent: 16 };
  expect(yearlyEquivalentWords(equivalent, t, language)).toBe(said);
});
