/** An address: something without spaces or @, an @, then a domain with at least one dot. Unicode allowed. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

export function normaliseEmail(value: string): string {
  return value.trim();
}

export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(normaliseEmail(value));
}
