// What a searched list costs to find, kept per data version: its exact count and the ids
// of its first LIST_DEPTH rows in each order. Finding them reads every row the search
// matches (tens of milliseconds at a million readers); a person paging through the
// search then costs a primary-key read per page. Each is kept under the list's change
// counter, which the database moves in the same transaction as every write that could
// alter a search's rows or their order (triggers of migrations 0003 and 0006). The
// counter is read before the work: an answer made under version v is at least as new as
// v, and no request that reads v can start after a change that moved it. An entry of an
// older version is never asked for again and ages out of the LRU.
import { LRUCache } from 'lru-cache';

type Kept = number | readonly number[];

/** About 16 MB of ids at most (a count weighs one). */
const MAX_IDS = 2_000_000;

type Cache = LRUCache<string, Kept, () => Promise<Kept>>;
const caches = new WeakMap<object, Cache>();

function cacheOf(database: object): Cache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new LRUCache<string, Kept, () => Promise<Kept>>({
      maxSize: MAX_IDS,
      sizeCalculation: (value) => (typeof value === 'number' ? 1 : value.length + 1),
      // Requests that miss the same entry at once share one computation.
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    caches.set(database, cache);
  }
  return cache;
}

/**
 * The answer kept for `key` under `version`, or computed now and kept. One cache per
 * database (tests open several).
 */
export async function keptUnderVersion<Value extends Kept>(
  database: object,
  version: number,
  key: string,
  compute: () => Promise<Value>,
): Promise<Value> {
  const value = await cacheOf(database).fetch(`${version} ${key}`, { context: compute });
  if (value === undefined) throw new Error(`version cache: nothing computed for ${key}`);
  return value as Value;
}
