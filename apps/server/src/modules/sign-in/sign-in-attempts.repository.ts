import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';
import { signInFailures } from '../../db/schema.ts';

const windowStart = (windowSeconds: number) => sql`now() - make_interval(secs => ${windowSeconds})`;

/**
 * Records an attempt under `key` before the password is checked, and answers how many
 * attempts the key now has within the window (this one included) and how many seconds
 * until the oldest of them leaves it. Counting after recording means parallel guesses
 * cannot all slip under the limit.
 */
export async function recordAttempt(
  db: Executor,
  key: string,
  windowSeconds: number,
): Promise<{ id: number; count: number; secondsUntilOldestExpires: number }> {
  const [row] = await db.insert(signInFailures).values({ key }).returning({ id: signInFailures.id });
  if (!row) throw new Error('attempt not recorded');
  // This key's expired rows go now; the scheduled prune job sweeps keys no one retries.
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.key, key), lt(signInFailures.failedAt, windowStart(windowSeconds))));
  const [counted] = await db
    .select({
      n: sql<number>`count(*)::int`,
      wait: sql<number>`ceil(extract(epoch from (min(${signInFailures.failedAt}) + make_interval(secs => ${windowSeconds}) - now())))::int`,
    })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gt(signInFailures.failedAt, windowStart(windowSeconds))));
  return { id: row.id, count: counted?.n ?? 1, secondsUntilOldestExpires: Math.max(1, counted?.wait ?? windowSeconds) };
}

/** Forgets recorded attempts by id (they were refused unchecked, or succeeded). */
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
