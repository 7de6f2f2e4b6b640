/**
 * Batches calls that arrive while the previous batch is still running. A call made when
 * nothing is running starts a batch of one at once (no added wait when idle); calls made
 * meanwhile wait and go together as the next batch. Under load, one query answers many
 * requests instead of each paying its own round trip. Every call's batch starts after the
 * call was made, so a batch never answers from a state older than the call.
 */
export function createBatcher<Key, Value>(
  /** Answers one value per key, in the keys' order. */
  load: (keys: Key[]) => Promise<Value[]>,
  { maxBatch = 1000 }: { maxBatch?: number } = {},
): (key: Key) => Promise<Value> {
  type Waiting = { key: Key; resolve: (value: Value) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        const values = await load(batch.map((entry) => entry.key));
        if (values.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${values.length}`);
        batch.forEach((entry, index) => entry.resolve(values[index] as Value));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running = false;
  }

  return (key) =>
    new Promise<Value>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!running) void drain();
    });
}

/** One batcher per database (a test app, a benchmark's second database), made on first use. */
export function batcherPerOwner<Owner extends object, Key, Value>(
  make: (owner: Owner) => (key: Key) => Promise<Value>,
): (owner: Owner) => (key: Key) => Promise<Value> {
  const made = new WeakMap<Owner, (key: Key) => Promise<Value>>();
  return (owner) => {
    let batcher = made.get(owner);
    if (!batcher) {
      batcher = make(owner);
      made.set(owner, batcher);
    }
    return batcher;
  };
}
