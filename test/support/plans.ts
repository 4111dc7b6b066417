import type { CatalogueChoice } from '../../src/application/use-cases/load-catalogue';
import { catalogueFor } from '../../src/domain/catalogue';
import { selectProduct } from '../../src/domain/plan-query';

/**
 * loadCatalogue's answer for a visitor of `country`: the domain's plans there, with the one the
 * address's `?plan=` chose. A page test stubs it as
 * `useCases: { loadCatalogue: { execute: jest.fn(plansOf('US')) } }`.
 */
export function plansOf(country: string) {
  return async (plan: string | null): Promise<CatalogueChoice> => {
    const catalogue = catalogueFor(country);
    return { country, catalogue, selected: selectProduct(catalogue, plan) };
  };
}
