import { describeGeoLookupContract } from '../adapters/geo-lookup.contract';
import { demoWorld } from '../support/demo-world';

describeGeoLookupContract('InMemoryGeoLookup', () => {
  const { geo, world } = demoWorld();
  return {
    geo,
    setCountry: (country) => world.setCountry(country),
    breakLookup: () => world.failNextCall('geo'),
  };
});

describe('InMemoryGeoLookup in the demo world', () => {
  it('places a visitor in the US until the demo tools say otherwise', async () => {
    const { geo } = demoWorld();

    await expect(geo.country()).resolves.toBe('US');
  });
});
