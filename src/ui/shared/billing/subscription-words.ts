import type { TFunction } from 'i18next';
import type { SubscriptionCharges } from '../../../domain/billing-schedule';
import { formatShortDate } from '../../../domain/dates';
import { formatMinorUnits } from '../../../domain/money';

/**
 * What a member's subscription record says about its charges, as label and value pairs; whether
 * it renews is the card's status (SubscriptionStatus), said once. A text
 * that names the period has a key per period (i18next's `context`: `_month`, `_year`).
 */
export function subscriptionWords(
  charges: SubscriptionCharges,
  t: TFunction,
  language: string,
): { term: string; value: string }[] {
  const { period } = charges;
  const rows: { term: string; value: string }[] = [];
  if (charges.regularPrice) {
    const price = formatMinorUnits(charges.regularPrice, language);
    rows.push({
      term: t('billing.subscription.regularPrice'),
      value: period ? t('billing.subscription.pricePerPeriod', { price, context: period }) : price,
    });
  }
  if (charges.nextCharge) {
    const price = formatMinorUnits(charges.nextCharge.price, language);
    rows.push(
      {
        term: t('billing.subscription.nextCharge'),
        value: charges.nextChargeDiscounted
          ? t('billing.subscription.discountedCharge', { price })
          : price,
      },
      // SPEC.md writes the next billing date in the short form, 12/01/2026.
      {
        term: t('billing.subscription.nextBilling'),
        value: formatShortDate(charges.nextCharge.date, language) ?? '',
      },
    );
  }
  return rows;
}
