const countFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "1,23,456 subscriptions": a count the Indian way (lakh grouping) with its noun, singular for one. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${countFormat.format(count)} ${count === 1 ? singular : plural}`;
}
