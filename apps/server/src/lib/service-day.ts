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
