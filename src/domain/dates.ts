import { formatLocaleOf } from './language';

/** A calendar day as 'YYYY-MM-DD'. Time always enters the domain as an argument. */
export type IsoDate = string;

/** The day, then nothing or a time part: '2026-11-08', '2026-11-08T10:00:00Z', '2026-11-08 10:00'. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T\s])/u;

/**
 * Built on first use, one per locale: building Intl formatters is slow on a phone, and most pages
 * show no date.
 */
function utcFormat(
  options: (locale: string) => Intl.DateTimeFormatOptions,
): (date: Date, language: string) => string {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (date, language) => {
    const locale = formatLocaleOf(language);
    let formatter = formatters.get(locale);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options(locale), timeZone: 'UTC' });
      formatters.set(locale, formatter);
    }
    return formatter.format(date);
  };
}

// SPEC.md's 'MMMM DD, YYYY' pads the day in English; other languages write it as they do:
// 28. November 2026, 28 novembre 2026, 28 de noviembre de 2026.
const longFormat = utcFormat((locale) => ({
  month: 'long',
  day: locale === 'en-US' ? '2-digit' : 'numeric',
  year: 'numeric',
}));
const shortFormat = utcFormat(() => ({ month: '2-digit', day: '2-digit', year: 'numeric' }));

export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** Reads the day of a 'YYYY-MM-DD' value or an ISO timestamp; anything else is null. */
export function parseDay(value: string | null | undefined): Date | null {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read the years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 ? date : null;
}

export function addDays(day: IsoDate, days: number): IsoDate {
  const date = parseDay(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/**
 * 'MMMM DD, YYYY', used for subscription dates: November 28, 2026 (in German 28. November 2026).
 * Null for no valid date.
 */
export function formatLongDate(value: string | null | undefined, language: string): string | null {
  const date = parseDay(value);
  return date ? longFormat(date, language) : null;
}

/**
 * The locale-short 'L' format, used for the next billing date: 11/28/2026 (in German 28.11.2026).
 * Null for no valid date.
 */
export function formatShortDate(value: string | null | undefined, language: string): string | null {
  const date = parseDay(value);
  return date ? shortFormat(date, language) : null;
}
