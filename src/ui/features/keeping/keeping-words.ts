import { toMinorUnits, formatMinorUnits, type Money } from '../../../domain/money';
export { day } from '../../shared/billing/schedule-words';

/**
 * Money as the billing wording says it (src/ui/shared/billing), for the screens of keeping members: an
 * API amount (4.99) or the domain's Money in minor units, in its currency, the language's way.
 */
export function amountWords(amount: number, currency: string, language: string): string {
  return moneyWords({ amount: toMinorUnits(amount), currency: currency.toLowerCase() }, language);
}

export function moneyWords(money: Money, language: string): string {
  return formatMinorUnits(money, language);
}
