/**
 * The longest value each field takes (DESIGN.md, "Bounded input"), in characters as typed (names,
 * e-mail and promo code trimmed, the password as saved). Longer input gets a message on its field
 * and is never sent; a query parameter longer than its field's bound is ignored.
 */
export const INPUT_BOUNDS = {
  firstName: 50,
  lastName: 50,
  email: 254,
  promoCode: 40,
  password: 128,
} as const;

export type BoundedField = keyof typeof INPUT_BOUNDS;

/** Whether a value is longer than its field takes. */
export function isTooLong(field: BoundedField, value: string | null | undefined): boolean {
  const text = field === 'password' ? (value ?? '') : (value ?? '').trim();
  return text.length > INPUT_BOUNDS[field];
}

/** A query parameter as the portal takes it: null when absent or longer than its field takes. */
export function boundedQueryValue(field: BoundedField, value: string | null): string | null {
  return value === null || isTooLong(field, value) ? null : value;
}
