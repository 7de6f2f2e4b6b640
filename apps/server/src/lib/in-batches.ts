/**
 * Runs `runBatch(batchSize)` until a batch does less than a full batch, and answers the
 * total. Each batch is its own short statement: a long backlog never holds the embedded
 * database's one connection for long.
 */
export async function repeatInBatches(batchSize: number, runBatch: (size: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await runBatch(batchSize);
    total += done;
    if (done < batchSize) return total;
  }
}
