// The dates the API takes, without zod: the contracts build their fields from this, and
// the dashboard's e-paper forms check the same rule without loading the schema library.

/**
 * The one range of days every date input of the API accepts: publication dates, and the
 * `from`/`to` of the analytics and reports. PostgreSQL takes years 4713 BC to 5874897 AD
 * but refuses year 0 (`0000-01-01` was a 500); no edition or report of this service falls
 * outside this century, so a date outside it is a typing slip, answered 400 naming the field.
 */
export const DATE_RANGE = { first: '2000-01-01', last: '2100-12-31' } as const;

/** What a field says when its day is outside {@link DATE_RANGE}. */
export const dateOutOfRangeMessage = (label: string) =>
  `${label} must be between ${DATE_RANGE.first} and ${DATE_RANGE.last}`;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (2026-02-30 is not one, though `Date` would roll it to March). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toISOString().slice(0, 10) === value;
}

/** True for a yyyy-mm-dd day within {@link DATE_RANGE} (the text compares as the days do). */
export function isDateInRange(day: string): boolean {
  return day >= DATE_RANGE.first && day <= DATE_RANGE.last;
}

// yyyy-mm-ddThh:mm[:ss[.fraction]] with Z or an offset: an instant, as other clients send it.
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-](0\d|1[0-4]):?[0-5]\d)$/;

/** An ISO 8601 timestamp with its offset, on a real calendar day (`Date` alone would take 2026-02-30 or 24:00). */
export function isIsoTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  return match !== null && isCalendarDate(match[1] ?? '') && !Number.isNaN(Date.parse(value));
}

/** Whole days from `a` to `b` (yyyy-mm-dd); negative when `b` is before `a`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
