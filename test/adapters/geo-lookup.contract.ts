import type { GeoLookup } from '../../src/application/ports/geo';
import { expectAppError } from '../support/expectations';

export interface GeoLookupSubject {
  geo: GeoLookup;
  /** Makes the visitor appear to be in this country. */
  setCountry(country: 'US' | 'GB'): void | Promise<void>;
  /** Makes the next lookup fail, as an unreachable or broken service does. */
  breakLookup(): void | Promise<void>;
  dispose?(): Promise<void> | void;
}

/**
 * What the portal relies on to pick the catalogue of the visitor's country, and to know when it
 * does not know it: a failed lookup is a typed error, never a country made up (the plans then take
 * US prices, and the consent asks, LoadCatalogue and ConsentedTracking).
 */
export function describeGeoLookupContract(
  name: string,
  makeSubject: () => GeoLookupSubject | Promise<GeoLookupSubject>,
): void {
  describe(`${name} (GeoLookup contract)`, () => {
    let subject: GeoLookupSubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    it.each(['US', 'GB'] as const)('names the country of a visitor in %s', async (country) => {
      await subject.setCountry(country);

      await expect(subject.geo.country()).resolves.toBe(country);
    });

    it('fails with a typed error, naming no country, when the lookup fails', async () => {
      await subject.breakLookup();

      await expectAppError(subject.geo.country(), 'network/unavailable');
    });
  });
}
