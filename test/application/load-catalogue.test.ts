import { LoadCatalogue } from '../../src/application/use-cases/load-catalogue';
import type { GeoLookup } from '../../src/application/ports/geo';
import { demoWorld } from '../support/demo-world';

describe('LoadCatalogue', () => {
  it('offers the US plans in dollars and selects yearly by default', async () => {
    const adapters = demoWorld();

    const choice = await new LoadCatalogue(adapters.geo).execute(null);

    expect(choice.country).toBe('US');
    expect(
      choice.catalogue.map(({ id, regularPrice, currency, trialDays }) => ({
        id,
        regularPrice,
        currency,
        trialDays,
      })),
    ).toEqual([
      { id: 'monthly', regularPrice: 4.99, currency: 'usd', trialDays: 7 },
      { id: 'yearly', regularPrice: 49.99, currency: 'usd', trialDays: 7 },
    ]);
    expect(choice.selected).toMatchObject({ id: 'yearly', type: 'yearly', isDefault: true });
  });

  it.each([
    ['first', 'monthly'],
    ['second', 'yearly'],
    ['third', 'yearly'],
    ['fourth', 'yearly'],
    ['', 'yearly'],
    ['<script>', 'yearly'],
    ['constructor', 'yearly'],
  ])('selects %j as %s', async (plan, id) => {
    const adapters = demoWorld();

    const { selected } = await new LoadCatalogue(adapters.geo).execute(plan);

    expect(selected?.id).toBe(id);
  });

  it('offers GB visitors the pound plans with their own ids', async () => {
    const adapters = demoWorld();
    adapters.world.setCountry('GB');

    const choice = await new LoadCatalogue(adapters.geo).execute('first');

    expect(choice.country).toBe('GB');
    expect(
      choice.catalogue.map(({ id, regularPrice, currency }) => [id, regularPrice, currency]),
    ).toEqual([
      ['monthly_gb', 4.99, 'gbp'],
      ['yearly_gb', 49.99, 'gbp'],
    ]);
    expect(choice.selected).toMatchObject({ id: 'monthly_gb', currency: 'gbp' });
  });

  it('falls back to the US when the geo lookup fails', async () => {
    const adapters = demoWorld();
    adapters.world.setCountry('GB');
    adapters.world.failNextCall('geo');

    const choice = await new LoadCatalogue(adapters.geo).execute(null);

    expect(choice.country).toBe('US');
    expect(choice.selected).toMatchObject({ id: 'yearly', currency: 'usd' });
  });

  it('gives a country without its own catalogue the US one', async () => {
    const geo: GeoLookup = { country: async () => 'CH' };

    const choice = await new LoadCatalogue(geo).execute(null);

    expect(choice.country).toBe('CH');
    expect(choice.catalogue.map((plan) => plan.id)).toEqual(['monthly', 'yearly']);
  });

  it('gives an EU country the euro catalogue', async () => {
    const geo: GeoLookup = { country: async () => 'DE' };

    const choice = await new LoadCatalogue(geo).execute(null);

    expect(choice.country).toBe('DE');
    expect(choice.catalogue.map((plan) => [plan.id, plan.currency])).toEqual([
      ['monthly_eu', 'eur'],
      ['yearly_eu', 'eur'],
    ]);
  });
});
