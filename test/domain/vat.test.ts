import { currencyOfCountry, includesVat } from '../../src/domain/vat';
import { includedTax, vatIncludedIn, vatRateOf } from '../../src/domain/vat-rates';

describe('VAT: prices in the UK and the EU are final', () => {
  test('names the VAT a tax-inclusive price holds, to the cent', () => {
    expect(includedTax(49.99, 19)).toEqual({ rate: 19, amount: 7.98, inclusive: true });
    expect(includedTax(44.99, 20)).toEqual({ rate: 20, amount: 7.5, inclusive: true });
    expect(includedTax(14.99, 21)).toEqual({ rate: 21, amount: 2.6, inclusive: true });
  });

  test('pounds and euros include VAT; dollars name none', () => {
    expect(includesVat('gbp')).toBe(true);
    expect(includesVat(' EUR ')).toBe(true);
    expect(includesVat('usd')).toBe(false);
  });

  test("each country's own rate: 20% in GB and FR, 19% in DE, 21% in ES", () => {
    expect(vatRateOf('gbp', 'GB')).toBe(20);
    expect(vatRateOf('eur', 'fr')).toBe(20);
    expect(vatRateOf('eur', 'DE')).toBe(19);
    expect(vatRateOf('eur', 'ES')).toBe(21);
  });

  test("the currency's home rate where the buyer's own is not known or not of that currency", () => {
    expect(vatRateOf('eur', 'IT')).toBe(19);
    expect(vatRateOf('eur', 'GB')).toBe(19);
    expect(vatRateOf('eur', null)).toBe(19);
    expect(vatRateOf('gbp', 'US')).toBe(20);
  });

  test('no VAT is named for dollars', () => {
    expect(vatRateOf('usd', 'US')).toBeNull();
    expect(vatIncludedIn(49.99, 'usd', 'DE')).toBeNull();
  });

  test('the VAT a price includes for a buyer', () => {
    expect(vatIncludedIn(49.99, 'eur', 'DE')).toEqual({ rate: 19, amount: 7.98, inclusive: true });
    expect(vatIncludedIn(4.99, 'eur', 'ES')).toEqual({ rate: 21, amount: 0.87, inclusive: true });
  });

  test('the currency a country pays in', () => {
    expect(currencyOfCountry('de')).toBe('eur');
    expect(currencyOfCountry('GB')).toBe('gbp');
    expect(currencyOfCountry('US')).toBe('usd');
    expect(currencyOfCountry(undefined)).toBe('usd');
  });
});
