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
