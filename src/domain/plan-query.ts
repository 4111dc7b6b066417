import { defaultProduct, type Product, type ProductType } from './catalogue';

const PLAN_QUERY: Record<string, ProductType> = { first: 'monthly', second: 'yearly' };

/** `?plan=first` is monthly, `second` yearly; anything else (also `third`) means the default. */
export function planTypeFromQuery(plan: string | null | undefined): ProductType | null {
  return Object.hasOwn(PLAN_QUERY, plan ?? '') ? PLAN_QUERY[plan as string]! : null;
}

export function selectProduct(
  catalogue: readonly Product[],
  plan: string | null | undefined,
): Product | null {
  const type = planTypeFromQuery(plan);
  const chosen = type ? catalogue.find((product) => product.type === type) : undefined;
  return chosen ?? defaultProduct(catalogue);
}

/** The query value naming a plan type, the reverse of planTypeFromQuery: monthly is `first`. */
export function planQueryValue(type: ProductType): string {
  return Object.keys(PLAN_QUERY).find((value) => PLAN_QUERY[value] === type) ?? 'second';
}
