import type { GeoLookup } from '../../src/application/ports/geo';

export interface GeoLookupSubject {
  geo: GeoLookup;
  /** Makes the visitor appear to be in this country. */
  setCountry(country: 'US' | 'GB'): void | Promise<void>;
  /** Makes the lookup itself fail (see the option failsOverToUs). */
  breakLookup?(): void | Promise<void>;
  dispose?(): Promise<void> | void;
}

/** What the portal relies on to pick the catalogue of the visitor's country. */
export function describeGeoLookupContract(
  name: string,
  makeSubject: () => GeoLookupSubject | Promise<GeoLookupSubject>,
  options: { failsOverToUs?: boolean } = {},
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

    (options.failsOverToUs ? it : it.skip)('answers US when the lookup fails', async () => {
      if (!subject.breakLookup) throw new Error('failsOverToUs needs breakLookup in the subject');
      await subject.breakLookup();

      await expect(subject.geo.country()).resolves.toBe('US');
    });
  });
}
