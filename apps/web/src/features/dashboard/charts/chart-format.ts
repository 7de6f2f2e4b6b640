import { onFirstUse } from '../../../lib/format/first-use.ts';

// The axes have little room: compact figures ("1.5L", "₹15K") and short days ("5 Mar").
// The tooltip and the data table show the exact ones.
const compactCount = onFirstUse(
  () => new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 }),
);
const compactPrice = onFirstUse(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);
// A yyyy-mm-dd day is read as UTC midnight and written in UTC, so it is the same day
// wherever the browser is.
const shortDay = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const shortMonth = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const monthName = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' }));

/** "1.5L": a count on the value axis. */
export function formatAxisCount(value: number): string {
  return compactCount().format(value);
}

/** "₹1.5L": money on the value axis, in the service currency. */
export function formatAxisPrice(value: number): string {
  return compactPrice().format(value);
}

function timeOf(day: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
}

/** "5 Mar": a day on the time axis; '' for what is not a yyyy-mm-dd day. */
export function formatAxisDay(day: string): string {
  const time = timeOf(day);
  return Number.isNaN(time) ? '' : shortDay().format(time);
}

/** "Mar 2026": the month of a day, on the time axis of a long range; '' for what is not a day. */
export function formatAxisMonth(day: string): string {
  const time = timeOf(day);
  return Number.isNaN(time) ? '' : shortMonth().format(time);
}

/** "Mar": the month of a day without its year, where the axis says the year already; '' for what is not a day. */
export function formatAxisMonthName(day: string): string {
  const time = timeOf(day);
  return Number.isNaN(time) ? '' : monthName().format(time);
}
