/**
 * A gift's code (DESIGN.md, "Gifts"): 16 characters of Crockford's base32, shown in four groups of
 * four (`MNDF-YEAR-2026-0001`). The back end draws it from a secure random source once the gift is
 * paid; the portal never makes one, and never logs or tracks one: it only reads what a person
 * typed, and writes a code for display.
 */

/** Crockford's base32: the digits and the letters but I, L, O and U. */
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CODE_LENGTH = 16;
const GROUP_LENGTH = 4;

/**
 * What a person may type around a code: spaces, dashes, and the dashes a phone's keyboard or a
 * copied e-mail puts in (‐ ‑ – —).
 */
const SEPARATORS = /[\s\-\u2010-\u2014_]/gu;

/** Crockford's reading of letters easily taken for digits. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/** A typed code longer than this is no code, whatever it holds (DESIGN.md, "Bounded input"). */
export const MAX_TYPED_GIFT_CODE = 40;

/**
 * The code in a person's input, as the back end keeps it (16 characters, upper case, no
 * separators), or null when the input holds no code: any case, spaces and dashes are fine, and O, I
 * and L read as 0, 1 and 1.
 */
export function parseGiftCode(typed: string | null | undefined): string | null {
  if (!typed || typed.length > MAX_TYPED_GIFT_CODE) return null;
  let code = '';
  for (const char of typed.replace(SEPARATORS, '').toUpperCase()) {
    const read = LOOK_ALIKES[char] ?? char;
    if (!GIFT_CODE_ALPHABET.includes(read)) return null;
    code += read;
  }
  return code.length === GIFT_CODE_LENGTH ? code : null;
}

/** A code for display and for the API: four groups of four, `MNDF-YEAR-2026-0001`; null for no code. */
export function formatGiftCode(typed: string | null | undefined): string | null {
  const code = parseGiftCode(typed);
  if (code === null) return null;
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += GROUP_LENGTH) {
    groups.push(code.slice(start, start + GROUP_LENGTH));
  }
  return groups.join('-');
}
