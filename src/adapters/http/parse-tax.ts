import type { IncludedTax } from '../../domain/vat';
import { amount, invalidResponse, record, type Reader } from './json-shape';

/** `tax: {rate, amount, inclusive}`: the VAT a price includes, as Stripe Tax priced it. */
export const includedTax: Reader<IncludedTax> = (value, at) => {
  const answer = record(value, at);
  if (answer.inclusive !== true) throw invalidResponse(`${at} must be tax-inclusive.`);
  return {
    rate: amount(answer.rate, `${at}.rate`),
    amount: amount(answer.amount, `${at}.amount`),
    inclusive: true,
  };
};
