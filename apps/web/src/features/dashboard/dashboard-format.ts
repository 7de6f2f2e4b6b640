import { formatDay } from '../../lib/format/date-format.ts';

const countFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "1,23,456": a count the Indian way (lakh grouping), like the rest of the app's figures. */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? countFormat.format(value) : '—';
}

/** "1 Mar 2026 – 30 Mar 2026": the days an answer covers, both included; one day once. */
export function formatDayRange(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}
