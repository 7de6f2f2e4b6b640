/** How many days the Revenue Overview and the daily lists show. */
export const LATEST_DAYS = 7;

/**
 * The latest `count` rows by day, newest first. The API sends one row per day oldest
 * first; sorting by the yyyy-mm-dd text instead of trusting that order keeps the lists
 * right should it ever change.
 */
export function latestDays<Row extends { date: string }>(rows: readonly Row[], count = LATEST_DAYS): Row[] {
  return [...rows].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, Math.max(0, count));
}
