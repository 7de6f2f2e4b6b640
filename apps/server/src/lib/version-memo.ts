// What a list computes slowly, remembered per data version: a search's exact count
// (counting reads every matching row), where a deep page starts (skipping 50,000 entries
// of an index costs milliseconds), a search's matching ids in order. The version moves,
// in the database, with every change that could alter any of them, so whatever is
// remembered under the current version is still exact. Each API process keeps its own
// memo per database and list; processes agree through the version.

type Entry = { value: unknown; weight: number };

export class VersionMemo {
  private version: number | null = null;
  private readonly entries = new Map<string, Entry>();
  private weight = 0;

  /** `budget`: the most the memo holds, as the sum of its entries' weights (1 each unless said). */
  constructor(private readonly budget: number) {}

  /**
   * The value for `key` under `version`: remembered, or computed now and remembered. A
   * newer version forgets everything older (it can never be asked for again); the least
   * recently used entries go first when the memo is full, and a value heavier than the
   * whole budget is answered but not kept.
   */
  async remember<T>(
    version: number,
    key: string,
    compute: () => Promise<T>,
    weightOf: (value: T) => number = () => 1,
  ): Promise<T> {
    if (version !== this.version) {
      // A request that read an older version than another already did: answer it, keep nothing.
      if (this.version !== null && version < this.version) return compute();
      this.entries.clear();
      this.weight = 0;
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit) {
      // Used again: it moves to the back of the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const value = await compute();
    if (this.version !== version || this.entries.has(key)) return value;
    const weight = Math.max(1, weightOf(value));
    if (weight > this.budget) return value;
    while (this.weight + weight > this.budget) this.evictOldest();
    this.entries.set(key, { value, weight });
    this.weight += weight;
    return value;
  }

  private evictOldest(): void {
    const [key, entry] = this.entries.entries().next().value as [string, Entry];
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}

const memos = new WeakMap<object, Map<string, VersionMemo>>();

/** The memo named `list` of one database (a process may open several: tests do). */
export function versionMemo(database: object, list: string, budget: number): VersionMemo {
  let byList = memos.get(database);
  if (!byList) {
    byList = new Map();
    memos.set(database, byList);
  }
  let memo = byList.get(list);
  if (!memo) {
    memo = new VersionMemo(budget);
    byList.set(list, memo);
  }
  return memo;
}
