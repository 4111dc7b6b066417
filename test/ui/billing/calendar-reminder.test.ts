import ICAL from 'ical.js';

import {
  calendarReminderIcs,
  type CalendarReminder,
} from '../../../src/ui/shared/billing/calendar-reminder';

const reminder = (overrides: Partial<CalendarReminder> = {}): CalendarReminder => ({
  uid: 'trial-end-2026-11-13@mindful.example',
  day: '2026-11-13',
  summary: 'Your Mindful trial ends soon',
  description: '£39.99; cancel, any time\nin your profile — ok',
  url: 'https://portal.mindful.example/profile',
  createdAt: new Date('2026-11-08T10:15:30.456Z'),
  ...overrides,
});

/** The calendar as a calendar application reads it. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('No VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

const physicalLines = (ics: string) => ics.split('\r\n').slice(0, -1);
const octets = (text: string) => Buffer.byteLength(text, 'utf8');

describe('calendarReminderIcs', () => {
  test('writes one published Gregorian calendar from this portal', () => {
    const { calendar } = parse(calendarReminderIcs(reminder()));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Mindful//Subscription portal//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
  });

  test('the event is all-day on the reminder day, stamped in UTC', () => {
    const ics = calendarReminderIcs(reminder());
    const { vevent, event } = parse(ics);
    expect(event.uid).toBe('trial-end-2026-11-13@mindful.example');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-11-13');
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe('2026-11-14');
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20261113\r\n');
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20261114\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261108T101530Z\r\n');
    const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe('2026-11-08T10:15:30.000Z');
  });

  test.each([
    ['2026-12-31', '2027-01-01'],
    ['2028-02-28', '2028-02-29'],
    ['2027-02-28', '2027-03-01'],
  ])('an event on %s ends at the start of %s', (day, end) => {
    const { event } = parse(calendarReminderIcs(reminder({ day })));
    expect(event.startDate.toString()).toBe(day);
    expect(event.endDate.toString()).toBe(end);
  });

  test('summary and description keep commas, semicolons, line breaks and non-ASCII text', () => {
    const { event } = parse(calendarReminderIcs(reminder()));
    expect(event.summary).toBe('Your Mindful trial ends soon');
    expect(event.description).toBe('£39.99; cancel, any time\nin your profile — ok');
  });

  test('text is escaped as RFC 5545 TEXT', () => {
    const ics = calendarReminderIcs(
      reminder({ summary: 'a\\b;c,d', description: 'one\r\ntwo\rthree\nfour' }),
    );
    expect(ics).toContain('\r\nSUMMARY:a\\\\b\\;c\\,d\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:one\\ntwo\\nthree\\nfour\r\n');
    const { event } = parse(ics);
    expect(event.summary).toBe('a\\b;c,d');
    expect(event.description).toBe('one\ntwo\nthree\nfour');
  });

  test('control characters other than tab are dropped from text', () => {
    const { event } = parse(calendarReminderIcs(reminder({ summary: 'a\u0000b\u0007c\td\u007f' })));
    expect(event.summary).toBe('abc\td');
  });

  test('the address is given when there is one', () => {
    const { vevent } = parse(calendarReminderIcs(reminder()));
    expect(vevent.getFirstPropertyValue('url')).toBe('https://portal.mindful.example/profile');
  });

  test('an address with a comma is kept as it is, and one with a line break cannot add lines', () => {
    const ics = calendarReminderIcs(
      reminder({ url: 'https://portal.example/p?a=1,2\r\nX-EVIL:1' }),
    );
    const { vevent } = parse(ics);
    expect(vevent.getFirstPropertyValue('url')).toBe(
      'https://portal.example/p?a=1,2%0D%0AX-EVIL:1',
    );
    expect(vevent.getFirstProperty('x-evil')).toBeNull();
  });

  test.each([undefined, ''])('no address (%p) writes no URL', (url) => {
    const ics = calendarReminderIcs(reminder({ url }));
    expect(ics).not.toMatch(/^URL/mu);
    expect(parse(ics).vevent.getFirstProperty('url')).toBeNull();
  });

  test('an alarm pops up at nine in the morning of the day, saying the summary', () => {
    const { vevent } = parse(calendarReminderIcs(reminder()));
    const alarms = vevent.getAllSubcomponents('valarm');
    expect(alarms).toHaveLength(1);
    const alarm = alarms[0]!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(9 * 60 * 60);
    expect(trigger.isNegative).toBe(false);
    expect(alarm.getFirstPropertyValue('description')).toBe('Your Mindful trial ends soon');
  });

  test('every line ends with CRLF, and the file with one', () => {
    const ics = calendarReminderIcs(reminder());
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/u);
  });

  test('the lines come in the RFC 5545 order', () => {
    const names = physicalLines(calendarReminderIcs(reminder({ description: 'short' }))).map(
      (line) => line.split(/[:;]/u)[0],
    );
    expect(names).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'DESCRIPTION',
      'URL',
      'BEGIN',
      'ACTION',
      'TRIGGER',
      'DESCRIPTION',
      'END',
      'END',
      'END',
    ]);
  });

  describe('folding', () => {
    const long = (unit: string, count: number) => unit.repeat(count);

    test.each([
      ['ASCII', long('a', 300)],
      ['two-octet characters', long('é', 200)],
      ['three-octet characters', long('—', 200)],
      ['four-octet characters', long('🧘', 150)],
      ['a mix, with escapes', long('£39.99; cancel, any time\n🧘 — ok ', 12)],
    ])('%s: no physical line exceeds 75 octets, and the text comes back whole', (_label, text) => {
      const ics = calendarReminderIcs(reminder({ summary: text, description: text }));
      const lines = physicalLines(ics);
      for (const line of lines) {
        expect(octets(line)).toBeLessThanOrEqual(75);
        // A line cut inside a character would not survive a round trip through UTF-8.
        expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      }
      expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
      const { event } = parse(ics);
      expect(event.summary).toBe(text);
      expect(event.description).toBe(text);
    });

    test('a line of exactly 75 octets is not folded; 76 is', () => {
      const prefix = 'SUMMARY:';
      const fits = calendarReminderIcs(reminder({ summary: long('x', 75 - prefix.length) }));
      expect(fits).toContain(`\r\n${prefix}${long('x', 67)}\r\nDESCRIPTION`);
      const over = calendarReminderIcs(reminder({ summary: long('x', 76 - prefix.length) }));
      expect(over).toContain(`\r\n${prefix}${long('x', 67)}\r\n x\r\nDESCRIPTION`);
    });

    test('continuation lines hold 74 octets after their space', () => {
      const ics = calendarReminderIcs(reminder({ summary: long('x', 300) }));
      const lines = physicalLines(ics);
      const summaryAt = lines.findIndex((line) => line.startsWith('SUMMARY:'));
      // 'SUMMARY:' and 67 x, three continuations of a space and 74 x, then the last 11 x.
      expect(lines.slice(summaryAt, summaryAt + 5).map(octets)).toEqual([75, 75, 75, 75, 12]);
      expect(lines[summaryAt + 5]).toMatch(/^DESCRIPTION:/u);
    });

    test('a multi-byte character that would cross the limit moves to the next line', () => {
      const prefix = 'SUMMARY:';
      const ics = calendarReminderIcs(reminder({ summary: `${long('x', 66)}€` }));
      // 8 + 66 octets leave one: the three-octet euro sign goes on the next line.
      expect(ics).toContain(`\r\n${prefix}${long('x', 66)}\r\n €\r\n`);
    });
  });

  test('a timestamp day is read as its day', () => {
    const { event } = parse(calendarReminderIcs(reminder({ day: '2026-11-13T23:00:00Z' })));
    expect(event.startDate.toString()).toBe('2026-11-13');
  });

  test.each(['', '2026-02-30', 'tomorrow'])('an invalid day %p is refused', (day) => {
    expect(() => calendarReminderIcs(reminder({ day }))).toThrow(RangeError);
  });
});
