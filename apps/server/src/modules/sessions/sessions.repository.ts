import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { Executor } from '../../db/transaction.ts';
import { rotatedRefreshSecrets, sessions, users } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export type NewSession = {
  id: string;
  userId: number;
  refreshHash: string;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  isReaderSession: boolean;
};

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findSession(db: Executor, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row;
}

/**
 * The accounts behind live sessions, with their roles as they are now: a session whose
 * account was suspended, deleted or changed role answers what the account is today.
 */
export type LiveSessionKey = { sessionId: string; userId: number };
export type LiveSessionAccount = { id: number; role: string; isAdmin: boolean };

/**
 * Every request's check, prepared: PostgreSQL parses and plans the join once per connection
 * instead of on every call. `$1` is the session ids as an array literal (`{id,id}`).
 */
const liveSessions = preparedPerDatabase((db) =>
  db
    .select({ sessionId: sessions.id, id: users.id, role: users.role, isAdmin: users.isAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.id} = any(${sql.placeholder('ids')}::uuid[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .prepare('live_sessions'),
);

/** The same check for many requests in one query, answered in their order (undefined: refused). */
export async function findLiveSessionAccounts(
  db: Executor,
  keys: LiveSessionKey[],
): Promise<(LiveSessionAccount | undefined)[]> {
  // A malformed session id cannot be live; keeping it out of the uuid[] keeps the query valid.
  const ids = keys.map((key) => key.sessionId).filter((id) => UUID.test(id));
  const rows = ids.length === 0 ? [] : await liveSessions(db).execute({ ids: `{${ids.join(',')}}` });
  const bySession = new Map(rows.map((row) => [row.sessionId, row]));
  return keys.map((key) => {
    const row = bySession.get(key.sessionId);
    return row && row.id === key.userId ? { id: row.id, role: row.role, isAdmin: row.isAdmin } : undefined;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Swaps the stored refresh hash, but only if it still is `expectedHash` (of two concurrent
 * refreshes with one token exactly one wins), and remembers the old hash as rotated.
 */
export async function rotateRefreshHash(
  db: Executor,
  sessionId: string,
  expectedHash: string,
  nextHash: string,
): Promise<boolean> {
  // The expiry stays where sign-in set it: a session that keeps refreshing still ends.
  const updated = await db
    .update(sessions)
    .set({ refreshHash: nextHash, lastUsedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.refreshHash, expectedHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (updated.length !== 1) return false;
  await db.insert(rotatedRefreshSecrets).values({ sessionId, refreshHash: expectedHash }).onConflictDoNothing();
  return true;
}

/** True when this session issued the secret with `hash` and has since rotated it. */
export async function wasRotated(db: Executor, sessionId: string, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: rotatedRefreshSecrets.sessionId })
    .from(rotatedRefreshSecrets)
    .where(and(eq(rotatedRefreshSecrets.sessionId, sessionId), eq(rotatedRefreshSecrets.refreshHash, hash)))
    .limit(1);
  return row !== undefined;
}

export async function revokeSession(db: Executor, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Executor, userId: number, reason: string, keepSessionId?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(sql`${sessions.id} <> ${keepSessionId}`);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(...conditions));
}

/** True when the account started a session from `ipAddress` within the last `days`. */
export async function hasSignedInFrom(db: Executor, userId: number, ipAddress: string, days: number) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.ipAddress, ipAddress),
        gt(sessions.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes up to `batchSize` sessions that ended (revoked or expired) more than `days` ago,
 * with their rotated secrets; answers how many. Small batches keep each statement short.
 */
export async function deleteSessionsEndedBefore(db: Executor, days: number, batchSize: number): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  const batch = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))))
    .limit(batchSize);
  const deleted = await db.delete(sessions).where(inArray(sessions.id, batch)).returning({ id: sessions.id });
  return deleted.length;
}
