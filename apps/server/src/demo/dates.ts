// Date arithmetic for the generators, in whole UTC days. Subscriptions start on a
// calendar day and are created a few hours into it (see subscriptions.generator.ts),
// which keeps the day the same in UTC and in India (UTC+5:30).

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Days since 1970-01-01 (UTC) of an instant. */
export function toDayNumber(instant: Date): number {
  return Math.floor(instant.getTime() / DAY_MS);
}

/** The `YYYY-MM-DD` of a day number, as a Postgres `date` column takes it. */
export function dayToIsoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Midnight UTC of a day number, plus an offset in milliseconds. */
export function dayToInstant(day: number, offsetMs = 0): Date {
  return new Date(day * DAY_MS + offsetMs);
}

/** The later of two instants. */
export function latest(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

// Readers live in India: their day starts at midnight IST (UTC+5:30, no daylight saving),
// which is when the reports' days start too (the service's default time zone).
export const IST_OFFSET_MS = 5 * HOUR_MS + 30 * MINUTE_MS;

/** The day number of the calendar day in India an instant falls on. */
export function toIstDay(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
}

/** The instant a calendar day in India starts (its day number as from toIstDay). */
export function istDayStart(day: number): number {
  return day * DAY_MS - IST_OFFSET_MS;
}

/** The day number of a `YYYY-MM-DD` calendar date. */
export function isoDateToDay(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}
