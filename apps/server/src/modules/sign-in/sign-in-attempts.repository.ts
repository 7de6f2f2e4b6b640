import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/transaction.ts';
import { signInFailures } from '../../db/schema.ts';

const windowStart = (windowSeconds: number) => sql`now() - make_interval(secs => ${windowSeconds})`;

/**
 * The first half of the two-int advisory lock key of the attempt throttle: the two-int key
 * space is apart from the one-bigint keys the migrations and the demo lock take.
 */
const THROTTLE_LOCK_SPACE = 0x5349_474e; // "SIGN"

/** A key's attempts within the window, and seconds until the oldest of them leaves it. */
export type KeyCount = { key: string; count: number; secondsUntilOldestExpires: number };

/**
 * Holds each key until the transaction ends, in one order (no two callers wait on each
 * other crosswise). Every process counts and records under the same lock, so two parallel
 * guesses cannot both read "4 of 5" and both go through: the count is exact.
 */
export async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}::int, hashtext(${key}))`);
  }
}

/** Deletes these keys' attempts older than the window (the prune job sweeps keys no one retries). */
export async function deleteExpiredAttempts(tx: Tx, keys: string[], windowSeconds: number): Promise<void> {
  await tx
    .delete(signInFailures)
    .where(and(inArray(signInFailures.key, keys), lt(signInFailures.failedAt, windowStart(windowSeconds))));
}

/**
 * The keys' attempts within the window; a key with none is absent. Exact only under
 * `lockKeys`; without it, a first look that may be a moment old.
 */
export async function countAttempts(db: Executor, keys: string[], windowSeconds: number): Promise<KeyCount[]> {
  const rows = await db
    .select({
      key: signInFailures.key,
      count: sql<number>`count(*)::int`,
      wait: sql<number>`ceil(extract(epoch from (min(${signInFailures.failedAt}) + make_interval(secs => ${windowSeconds}) - now())))::int`,
    })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, keys), gte(signInFailures.failedAt, windowStart(windowSeconds))))
    .groupBy(signInFailures.key);
  return rows.map((row) => ({ key: row.key, count: row.count, secondsUntilOldestExpires: Math.max(1, row.wait) }));
}

/** Records one attempt under each key (call under `lockKeys`); answers the new rows' ids. */
export async function insertAttempts(tx: Tx, keys: string[]): Promise<number[]> {
  const rows = await tx
    .insert(signInFailures)
    .values(keys.map((key) => ({ key })))
    .returning({ id: signInFailures.id });
  return rows.map((row) => row.id);
}

/** Forgets recorded attempts by id (the password was right). */
export async function forgetAttempts(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(signInFailures).where(inArray(signInFailures.id, ids));
}

/** Forgets every attempt under `key` (the account signed in). */
export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}

/** Deletes up to `batchSize` attempts older than the window, whatever their key; answers how many. */
export async function deleteAttemptsOlderThan(db: Executor, windowSeconds: number, batchSize: number): Promise<number> {
  const batch = db
    .select({ id: signInFailures.id })
    .from(signInFailures)
    .where(lt(signInFailures.failedAt, windowStart(windowSeconds)))
    .limit(batchSize);
  const deleted = await db
    .delete(signInFailures)
    .where(inArray(signInFailures.id, batch))
    .returning({ id: signInFailures.id });
  return deleted.length;
}
