import { catalogueFor, DEFAULT_COUNTRY, type Product } from '../../domain/catalogue';
import { selectProduct } from '../../domain/plan-query';
import type { GeoLookup } from '../ports/geo';

export interface CatalogueChoice {
  country: string;
  catalogue: Product[];
  selected: Product | null;
}

/** The plans for the visitor's country (US when the lookup fails) and the one the query chose. */
export class LoadCatalogue {
  constructor(private readonly geo: GeoLookup) {}

  async execute(plan: string | null): Promise<CatalogueChoice> {
    const country = await this.geo.country().catch(() => DEFAULT_COUNTRY);
    const catalogue = catalogueFor(country);
    return { country, catalogue, selected: selectProduct(catalogue, plan) };
  }
}
