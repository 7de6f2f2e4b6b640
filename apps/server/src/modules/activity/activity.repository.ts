import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';
import { userActivities } from '../../db/schema.ts';

export type ActivityRow = typeof userActivities.$inferSelect;
export type NewActivity = typeof userActivities.$inferInsert;

export async function insertActivity(db: Executor, activity: NewActivity): Promise<void> {
  await db.insert(userActivities).values(activity);
}

/** One page of an account's activity, newest first, and how many there are in all. */
export async function listActivities(
  db: Executor,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: ActivityRow[] }> {
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userActivities)
    .where(eq(userActivities.userId, userId));
  const rows = await db
    .select()
    .from(userActivities)
    .where(eq(userActivities.userId, userId))
    .orderBy(desc(userActivities.createdAt), desc(userActivities.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}
