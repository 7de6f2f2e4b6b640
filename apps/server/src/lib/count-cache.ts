// Exact counts of searched lists, kept per data version. Counting a search reads every
// row it matches (tens of milliseconds at a million readers), so its count is kept under
// the list's change counter, which the database moves in the same transaction as every
// write that could alter any count (triggers of migrations 0003 and 0006). The counter is
// read before counting: a count made under version v is at least as new as v, and no
// request that reads v can start after a change that moved it. An entry of an older
// version is never asked for again and ages out of the LRU.
import { LRUCache } from 'lru-cache';

/** Enough for the searches a team of admins opens between two changes. */
const ENTRIES = 5000;

const caches = new WeakMap<object, LRUCache<string, number>>();

/** The count of `key` under `version`: kept, or counted now and kept. One cache per database (tests open several). */
export async function countOnce(
  database: object,
  version: number,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new LRUCache({ max: ENTRIES });
    caches.set(database, cache);
  }
  const versioned = `${version} ${key}`;
  const kept = cache.get(versioned);
  if (kept !== undefined) return kept;
  const counted = await count();
  cache.set(versioned, counted);
  return counted;
}
