import { addDays, type IsoDate } from '../../../domain/dates';

/** An all-day calendar event that reminds the member of a coming charge. */
export interface CalendarReminder {
  uid: string;
  day: IsoDate;
  summary: string;
  description: string;
  url?: string;
  /** Written as DTSTAMP. */
  createdAt: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
/** An all-day event starts at midnight, floating; the alarm pops in the morning of that day. */
const ALARM_TRIGGER = 'PT9H';

/** The reminder as an RFC 5545 calendar file (text/calendar). Throws RangeError for an invalid day. */
export function calendarReminderIcs(reminder: CalendarReminder): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mindful//Subscription portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...eventLines(reminder),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('');
}

function eventLines(reminder: CalendarReminder): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(reminder.uid)}`,
    `DTSTAMP:${utcDateTime(reminder.createdAt)}`,
    `DTSTART;VALUE=DATE:${basicDate(reminder.day)}`,
    `DTEND;VALUE=DATE:${basicDate(addDays(reminder.day, 1))}`,
    `SUMMARY:${escapeText(reminder.summary)}`,
    `DESCRIPTION:${escapeText(reminder.description)}`,
    ...(reminder.url ? [`URL:${safeUri(reminder.url)}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:${ALARM_TRIGGER}`,
    `DESCRIPTION:${escapeText(reminder.summary)}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** 'YYYYMMDD'; addDays checks that it is a day and writes it as 'YYYY-MM-DD'. */
function basicDate(day: IsoDate): string {
  return addDays(day, 0).replaceAll('-', '');
}

/** 'YYYYMMDDTHHMMSSZ', the UTC form of DATE-TIME. */
function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/u, 'Z')
    .replace(/[-:]/gu, '');
}

const TEXT_ESCAPES = new Map([
  ['\\', '\\\\'],
  [';', '\\;'],
  [',', '\\,'],
  ['\n', '\\n'],
]);

/** TEXT values (RFC 5545, 3.3.11): line breaks become \n; other controls than tab are not allowed. */
function escapeText(value: string): string {
  return Array.from(value.replace(/\r\n?/gu, '\n'), (character) => {
    const escaped = TEXT_ESCAPES.get(character);
    if (escaped !== undefined) return escaped;
    return isControl(character) && character !== '\t' ? '' : character;
  }).join('');
}

/** A URI holds no control characters; encoding them keeps the address from breaking the line. */
function safeUri(value: string): string {
  return Array.from(value, (character) =>
    isControl(character) ? encodeURIComponent(character) : character,
  ).join('');
}

function isControl(character: string): boolean {
  const codePoint = character.codePointAt(0) as number;
  return codePoint < 0x20 || codePoint === 0x7f;
}

/**
 * Content lines are folded after 75 octets of UTF-8 with CRLF and a space (RFC 5545, 3.1), between
 * characters, never inside one.
 */
function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    if (octets + size > MAX_LINE_OCTETS) {
      folded += `${CRLF} `;
      octets = 1;
    }
    folded += character;
    octets += size;
  }
  return folded + CRLF;
}

function utf8Octets(character: string): number {
  const codePoint = character.codePointAt(0) as number;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}
