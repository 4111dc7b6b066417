/**
 * The ways to pay beside cards and wallets (DESIGN.md, "Europe's ways to pay"): with a price in
 * euros the back end enables SEPA Direct Debit, iDEAL | Wero and Bancontact, as Stripe's Payment
 * Element offers them; any other currency is paid by card or wallet only.
 */

/** The bank redirects: the person leaves for their bank's page and comes back to the return page. */
export const BANK_REDIRECT_METHODS = ['ideal', 'bancontact'] as const;
export type BankRedirectMethod = (typeof BANK_REDIRECT_METHODS)[number];

export type PaymentMethodKind = 'card' | 'sepa_debit' | BankRedirectMethod;

/** Where each bank redirect is the country's own way to pay, which Stripe lists first there. */
const HOME_OF: Readonly<Record<BankRedirectMethod, string>> = { ideal: 'NL', bancontact: 'BE' };

/**
 * The methods enabled for a price in `currency`, in the order the Payment Element shows them to a
 * visitor from `country` (null when unknown): the card first, then SEPA Direct Debit, then the bank
 * redirects, the visitor's own country's first.
 */
export function paymentMethodsFor(
  currency: string,
  country: string | null | undefined,
): PaymentMethodKind[] {
  if (currency.toLowerCase() !== 'eur') return ['card'];
  const redirects = [...BANK_REDIRECT_METHODS].sort(
    (a, b) => Number(HOME_OF[b] === country) - Number(HOME_OF[a] === country),
  );
  return ['card', 'sepa_debit', ...redirects];
}

export function isBankRedirect(method: string): method is BankRedirectMethod {
  return (BANK_REDIRECT_METHODS as readonly string[]).includes(method);
}

/**
 * iDEAL and Bancontact pay once; the renewals are debited by SEPA Direct Debit from the account
 * they paid from (Stripe's `generated_sepa_debit`). The bank account's IBAN, Stripe's test IBAN of
 * each country in the demo and the local stand-in.
 */
export const GENERATED_DEBIT_IBAN: Readonly<Record<BankRedirectMethod, string>> = {
  ideal: 'NL39RABO0300065264',
  bancontact: 'BE62510007547061',
};
