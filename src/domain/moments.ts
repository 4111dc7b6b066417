import { formatLocaleOf } from './language';

/**
 * A moment as a person reads it in their language, in their own time zone: 'November 28, 2026 at
 * 10:42 AM', '28. November 2026 um 10:42'. For the time a request was received.
 */
export function formatDateTime(moment: Date, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(formatLocaleOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(moment);
}
