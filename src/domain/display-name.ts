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
 * The names to save from the identity provider's display name at sign-in, or null to leave the
 * profile's own alone: the member's names are never re-split ("Mary Ann" + "van der Berg" stays),
 * so they change only when the provider's name differs from the profile's "first last" (renamed
 * at Google, say). An empty display name changes nothing.
 */
export function namesFromProvider(
  displayName: string | null | undefined,
  saved: PersonName | null,
): PersonName | null {
  const given = collapse(displayName ?? '');
  if (given === '') return null;
  if (saved && collapse(joinDisplayName(saved)) === given) return null;
  return splitDisplayName(given);
}
