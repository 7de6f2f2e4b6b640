import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets, sessions, signInFailures, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The account a sign-in names, or undefined. */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type NewSession = {
  id: string;
  userId: number;
  refreshHash: string;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The user behind a live session, when the session and the account are both still in good standing. */
export async function findLiveSessionUser(db: Db, sessionId: string, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, isAdmin: users.isAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

export async function findSession(db: Db, sessionId: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row;
}

/**
 * Swaps the stored refresh hash, but only if it still is `expectedHash`: of two
 * concurrent refreshes with one token, exactly one wins.
 */
export async function rotateRefreshHash(
  db: Db,
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
  return updated.length === 1;
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Db, userId: number, reason: string, keepSessionId?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(sql`${sessions.id} <> ${keepSessionId}`);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(...conditions));
}

export async function recordSignIn(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Records an attempt under `key` before the password is checked, and answers how many
 * attempts the key now has within the window, this one included. Counting after
 * recording means parallel guesses cannot all slip under the limit.
 */
export async function recordAttempt(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ id: number; count: number }> {
  const [row] = await db.insert(signInFailures).values({ key }).returning({ id: signInFailures.id });
  if (!row) throw new Error('attempt not recorded');
  await db
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.key, key),
        lt(signInFailures.failedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.key, key),
        gt(signInFailures.failedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return { id: row.id, count: counted?.n ?? 1 };
}

/** Forgets one recorded attempt (it succeeded). */
export async function forgetAttempt(db: Db, id: number): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

/** Forgets every attempt under `key` (the account signed in). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}

/** Reads a server-generated secret, creating it once if absent; every process gets the same value. */
export async function ensureAppSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}

/** Admin accounts of either role, active or not. */
export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.isAdmin, true));
  return row?.n ?? 0;
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('User was not created');
  return row;
}
