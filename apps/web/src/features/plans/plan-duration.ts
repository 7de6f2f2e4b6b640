/** Days in a month and in a year for the duration wording: 30 days read as 1 month, 365 as 1 year. */
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * A plan's duration in words: under 30 days "n days" ("1 day"); 30 or
 * 31 days "1 month"; under 365 the rounded number of months; 365 "1 year"; past that the
 * rounded number of years.
 */
export function durationText(days: number): string {
  if (days < DAYS_PER_MONTH) return count(days, 'day');
  if (days <= 31) return count(1, 'month');
  if (days < DAYS_PER_YEAR) return count(Math.round(days / DAYS_PER_MONTH), 'month');
  if (days === DAYS_PER_YEAR) return count(1, 'year');
  return count(Math.round(days / DAYS_PER_YEAR), 'year');
}
