// Exact counts of searched reader lists, remembered per data version. Counting the
// readers a search matches reads every matching row (thousands for a common surname);
// the version moves, in the database, whenever any reader is added, removed,
// suspended, activated or edited in a searched field, so a count remembered under the
// current version is still exact. Each API process keeps its own; they agree through
// the version.

/** Enough for the searches a team of admins runs between two changes; the oldest go first. */
const MAX_ENTRIES = 1000;

const counts = new Map<string, number>();

export type SearchCountKey = { version: number; search: string; phoneDigits?: string; isActive?: boolean };

const keyOf = (key: SearchCountKey) =>
  JSON.stringify([key.version, key.search, key.phoneDigits ?? null, key.isActive ?? null]);

/** The count for this search under this version: remembered, or counted now and remembered. */
export async function searchCount(key: SearchCountKey, count: () => Promise<number>): Promise<number> {
  const id = keyOf(key);
  const known = counts.get(id);
  if (known !== undefined) return known;
  const counted = await count();
  // Counts of older versions can never be read again: drop them as soon as a newer one lands.
  for (const [storedId] of counts) {
    if (JSON.parse(storedId)[0] !== key.version) counts.delete(storedId);
  }
  if (counts.size >= MAX_ENTRIES) counts.delete(counts.keys().next().value as string);
  counts.set(id, counted);
  return counted;
}
