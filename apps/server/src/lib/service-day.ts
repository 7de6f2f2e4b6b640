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
