/**
 * The `limit` rows with the most views once the rows of the same key (an edition, a page)
 * from the range's parts are added up; ties in the order `tieBreak` gives.
 */
export function mostRead<Row extends { views: number }>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  limit: number,
  tieBreak: (a: Row, b: Row) => number,
): Row[] {
  const summed = new Map<string, Row>();
  for (const row of rows) {
    const key = keyOf(row);
    const seen = summed.get(key);
    summed.set(key, seen ? { ...seen, views: seen.views + row.views } : row);
  }
  return [...summed.values()].sort((a, b) => b.views - a.views || tieBreak(a, b)).slice(0, limit);
}
