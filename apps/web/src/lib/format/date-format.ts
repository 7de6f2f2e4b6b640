import { onFirstUse } from './first-use.ts';

// Dates are shown the Indian way (en-IN), in the browser's time zone.
const dateFormatter = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const dateTimeFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** Shown for a missing or unreadable date. */
export const NO_DATE = '—';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Mar 2025". */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormatter().format(date) : NO_DATE;
}

/** "5 Mar 2025, 2:30 pm". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormatter().format(date) : NO_DATE;
}

/**
 * "5 Mar 2025" for a yyyy-mm-dd day. Read as a local day: `new Date('2025-03-05')` is UTC
 * midnight, which west of Greenwich would show the day before.
 */
export function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return formatDate(value);
  return formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
