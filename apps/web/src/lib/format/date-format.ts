import { onFirstUse } from './first-use.ts';
import { serviceZoneFormat } from './service-zone-format.ts';

// Instants are shown the Indian way (en-IN) on the SERVICE's clock, its zone named: the desk
// may sit anywhere, but the paper's day and morning are the service's (TZ). A browser west
// of India must not show a sign-up at 00:30 IST as the day before.

/** Shown for a missing or unreadable date. */
export const NO_DATE = '—';

/** How much of an instant to show: the whole of it, without the year (a compact cell), or its time only. */
export type InstantForm = 'full' | 'compact' | 'time';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
const INSTANT_FORMS: Record<InstantForm, Intl.DateTimeFormatOptions> = {
  full: { ...DAY, ...TIME },
  compact: { day: 'numeric', month: 'short', ...TIME },
  time: TIME,
};

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Mar 2025": the day of an instant on the service's clock. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? serviceZoneFormat('date', 'en-IN', DAY).format(date) : NO_DATE;
}

/**
 * The one way a screen shows an instant, on the service's clock with its zone named:
 * "27 Nov 2026, 6:00 am IST"; `compact` drops the year ("27 Nov, 6:00 am IST") for a narrow
 * cell, `time` keeps only "6:00 am IST" where the day is said already.
 */
export function formatDateTime(value: string | number | Date | null | undefined, form: InstantForm = 'full'): string {
  const date = toDate(value);
  return date ? serviceZoneFormat(`instant ${form}`, 'en-IN', INSTANT_FORMS[form]).format(date) : NO_DATE;
}

// A calendar day has no zone: it is formatted as the same day in UTC, whatever the browser's.
const calendarDayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { ...DAY, timeZone: 'UTC' }));

/** "5 Mar 2025" for a yyyy-mm-dd day, the day as written whatever the browser's or the service's zone. */
export function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return formatDate(value);
  return calendarDayFormat().format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
