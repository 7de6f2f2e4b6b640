/**
 * The date (yyyy-mm-dd) an admin reads on the calendar at `now` in the service's time
 * zone, not UTC's: Asia/Kolkata's day starts five and a half hours before UTC's.
 */
export function serviceDay(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}
