import { toMinorUnits, formatMinorUnits, type Money } from '../../domain/money';
export { day } from './schedule-words';

/**
 * Money as the billing wording says it (src/ui/billing), for the screens of keeping members: an
 * API amount (4.99) or the domain's Money in minor units, in its currency, en-US style.
 */
export function amountWords(amount: number, currency: string): string {
  return moneyWords({ amount: toMinorUnits(amount), currency: currency.toLowerCase() });
}

export function moneyWords(money: Money): string {
  return formatMinorUnits(money);
}
