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
