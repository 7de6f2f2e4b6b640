// Writing many rows a slice at a time, and the events' rows a column at a time.
import { sql } from 'drizzle-orm';
import { INSERT_BATCH_SIZE } from './demo-config.ts';

/** Runs `insert` (or a delete) on slices of `rows`: one statement per slice keeps memory and parameter counts bounded. */
export async function insertInBatches<T, R = never>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<R[] | void>,
  batchSize = INSERT_BATCH_SIZE,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < rows.length; i += batchSize) {
    results.push(...((await insert(rows.slice(i, i + batchSize))) ?? []));
  }
  return results;
}

/** One column of an event batch as a single array parameter (see EVENT_BATCH_SIZE). */
export const column = <T>(rows: readonly T[], value: (row: T) => unknown) => sql.param(rows.map(value));
