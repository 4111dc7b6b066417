/** A promo code is trimmed; an empty one means no code and is sent as null. */
export function normalisePromo(value: string | null | undefined): string | null {
  const code = (value ?? '').trim();
  return code === '' ? null : code;
}
