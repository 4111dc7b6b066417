import { PageCountry } from '../../src/application/page-country';
import type { GeoLookup } from '../../src/application/ports/geo';

/** A lookup that answers each of `answers` in turn ('fails' rejects), and counts its calls. */
function lookupAnswering(...answers: string[]): GeoLookup & { calls: number } {
  const lookup = {
    calls: 0,
    country() {
      const answer = answers[Math.min(lookup.calls, answers.length - 1)]!;
      lookup.calls += 1;
      return answer === 'fails' ? Promise.reject(new Error('offline')) : Promise.resolve(answer);
    },
  };
  return lookup;
}

describe("the page's country", () => {
  test('is the first answer, asked once', async () => {
    const lookup = lookupAnswering('GB', 'US');
    const country = new PageCountry(lookup);

    await expect(country.country()).resolves.toBe('GB');
    await expect(country.country()).resolves.toBe('GB');
    expect(lookup.calls).toBe(1);
  });

  test('stays unknown when the first lookup failed, whatever a later one would say', async () => {
    const lookup = lookupAnswering('fails', 'US');
    const country = new PageCountry(lookup);

    await expect(country.country()).rejects.toThrow('offline');
    await expect(country.country()).rejects.toThrow('offline');
    expect(lookup.calls).toBe(1);
  });
});
