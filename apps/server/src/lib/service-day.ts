import { isCalendarDate, isIsoTimestamp } from '@epaper/shared/calendar-date';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date (yyyy-mm-dd) an admin reads on the calendar at `now` in the service's time
 * zone, not UTC's: Asia/Kolkata's day starts five and a half hours before UTC's. One
 * formatter per zone, made once: building one costs more than a page view's whole query.
 */
export function serviceDay(timeZone: string, now: Date = new Date()): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    formats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * The calendar day a client means: a yyyy-mm-dd date is that day wherever the service is
 * (what the dashboard sends); an ISO 8601 timestamp, as other clients may send, is the day
 * its instant falls on in the service's time zone. Undefined for anything else.
 */
export function calendarDayIn(timeZone: string, value: string): string | undefined {
  if (isCalendarDate(value)) return value;
  return isIsoTimestamp(value) ? serviceDay(timeZone, new Date(value)) : undefined;
}

const stampFormats = new Map<string, Intl.DateTimeFormat>();

function stampFormat(timeZone: string): Intl.DateTimeFormat {
  let format = stampFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    stampFormats.set(timeZone, format);
  }
  return format;
}

/**
 * An instant as the service's wall clock reads it, in ISO 8601 with its offset:
 * "2026-11-26T21:40:00+05:30" in Asia/Kolkata for 16:10 UTC. What a CSV export writes, so
 * a spreadsheet shows the desk's own time and still knows the instant. Whole seconds.
 */
export function serviceTimestamp(timeZone: string, instant: Date | string): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of stampFormat(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  // "GMT+05:30", or "GMT" alone at a zero offset.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : (parts.timeZoneName ?? 'GMT+00:00').slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
