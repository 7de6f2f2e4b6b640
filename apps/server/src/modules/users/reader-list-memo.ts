// What the reader list computes slowly, remembered per data version: a search's exact
// count (counting reads every matching row: thousands for a common surname) and where
// a deep page starts (skipping 50,000 entries of an index costs milliseconds). The
// version moves, in the database, with every change that could alter either (a reader
// added, removed, suspended, activated or edited in a searched field), so whatever is
// remembered under the current version is still exact. Each API process keeps its own
// memo per database; processes agree through the version.

/** Enough for the searches and deep pages a team of admins opens between two changes. */
const MAX_ENTRIES = 2000;

class VersionMemo {
  private version: number | null = null;
  private readonly values = new Map<string, unknown>();

  /**
   * The value for `key` under `version`: remembered, or computed now and remembered. A
   * newer version forgets everything older (it can never be asked for again); the oldest
   * entries go first when the memo is full.
   */
  async remember<T>(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (version !== this.version) {
      // A request that read an older version than another already did: answer it, keep nothing.
      if (this.version !== null && version < this.version) return compute();
      this.values.clear();
      this.version = version;
    }
    if (this.values.has(key)) return this.values.get(key) as T;
    const value = await compute();
    if (this.version !== version) return value;
    if (this.values.size >= MAX_ENTRIES) this.values.delete(this.values.keys().next().value as string);
    this.values.set(key, value);
    return value;
  }
}

const memos = new WeakMap<object, VersionMemo>();

/** The memo of one database (a process may open several: tests do). */
export function readerListMemo(database: object): VersionMemo {
  let memo = memos.get(database);
  if (!memo) {
    memo = new VersionMemo();
    memos.set(database, memo);
  }
  return memo;
}
