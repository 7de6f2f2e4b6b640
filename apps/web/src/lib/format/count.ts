import { onFirstUse } from './first-use.ts';

const countFormat = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

/** "1,23,456": a count the Indian way (lakh grouping); "—" for what is not a number. */
export function formatCount(count: number): string {
  return Number.isFinite(count) ? countFormat().format(count) : '—';
}

/** "1,23,456 subscriptions": a count with its noun, singular for one. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
