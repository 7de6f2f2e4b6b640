import type { Db } from './client.ts';

/** An open transaction: the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a repository runs its SQL on: the database, or a transaction a service opened. */
export type Executor = Db | Tx;

/**
 * Runs `work` in one transaction: everything it writes commits together or not at all.
 * Never hold it across file I/O, rendering or a network call: it holds a pooled
 * connection and its row locks for everyone meanwhile.
 */
export function withTransaction<T>(db: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
