import { INPUT_BOUNDS } from './input-bounds';

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** The last word is the last name, the words before it the first name; one word is a first name. */
export function splitDisplayName(displayName: string | null | undefined): PersonName {
  const words = (displayName ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) as string };
}

export function joinDisplayName({ firstName, lastName }: PersonName): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

const collapse = (name: string) => name.trim().replace(/\s+/gu, ' ');

/**
 * `text` with its words kept whole up to `maxLength` characters (as the API counts them): the words
 * that fit, and none cut in half. A first word longer than that alone is cut at `maxLength`, never
 * inside a character written with two code units.
 */
export function cutAtWord(text: string, maxLength: number): string {
  const tidied = collapse(text);
  if (tidied.length <= maxLength) return tidied;
  let kept = '';
  for (const word of tidied.split(' ')) {
    const longer = kept === '' ? word : `${kept} ${word}`;
    if (longer.length > maxLength) break;
    kept = longer;
  }
  if (kept !== '') return kept;
  const cut = tidied.slice(0, maxLength);
  return /[\uD800-\uDBFF]$/u.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The provider's display name as the profile's names: split, and each cut at a word to what the
 * API takes (DESIGN.md, "Bounded input"), so that a long Google or Apple name still signs in.
 */
function providerNames(displayName: string): PersonName {
  const { firstName, lastName } = splitDisplayName(displayName);
  return {
    firstName: cutAtWord(firstName, INPUT_BOUNDS.firstName),
    lastName: cutAtWord(lastName, INPUT_BOUNDS.lastName),
  };
}

/**
 * The names to save from the identity provider's display name at sign-in, or null to leave the
 * profile's own alone: the member's names are never re-split ("Mary Ann" + "van der Berg" stays),
 * so they change only when the provider's name differs from the profile's "first last" (renamed
 * at Google, say), or from what the portal saved of a name too long to keep whole. An empty display
 * name changes nothing.
 */
export function namesFromProvider(
  displayName: string | null | undefined,
  saved: PersonName | null,
): PersonName | null {
  const given = collapse(displayName ?? '');
  if (given === '') return null;
  const names = providerNames(given);
  if (saved) {
    const savedName = collapse(joinDisplayName(saved));
    if (savedName === given || savedName === joinDisplayName(names)) return null;
  }
  return names;
}
