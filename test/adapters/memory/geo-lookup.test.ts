import { describeGeoLookupContract } from '../geo-lookup.contract';
import { memoryAdapters } from './memory-adapters';

describeGeoLookupContract('InMemoryGeoLookup', () => {
  const { geo, world } = memoryAdapters();
  return { geo, setCountry: (country) => world.setCountry(country) };
});

describe('InMemoryGeoLookup in the demo world', () => {
  it('places a visitor in the US until the demo tools say otherwise', async () => {
    const { geo } = memoryAdapters();

    await expect(geo.country()).resolves.toBe('US');
  });
});
