import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';
import { userActivities, users } from '../../db/schema.ts';

export type ActivityRow = typeof userActivities.$inferSelect;
export type NewActivity = Omit<typeof userActivities.$inferInsert, 'actorName' | 'description'> & {
  description: string;
  /** Said after the description with the admin's name, e.g. "Account deactivated" "by". */
  byActor?: boolean;
};

/**
 * Writes one line. With an admin as actor, the admin's current name is copied in (and
 * into the description: "Account deactivated by Asha Rao"), so the line still says who
 * did it after that admin's account is deleted, as the audit trail does.
 */
export async function insertActivity(db: Executor, { byActor, actorId, description, ...activity }: NewActivity) {
  if (actorId === undefined || actorId === null) {
    await db.insert(userActivities).values({ ...activity, description });
    return;
  }
  const actorName = sql`(select ${users.name} from ${users} where ${eq(users.id, actorId)})`;
  await db.insert(userActivities).values({
    ...activity,
    actorId,
    actorName,
    description: byActor ? sql`${description} || ' by ' || coalesce(${actorName}, 'an administrator')` : description,
  });
}

/** One page of an account's activity (of one type, when given), newest first, and how many there are in all. */
export async function listActivities(
  db: Executor,
  userId: number,
  type: string | undefined,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: ActivityRow[] }> {
  const where: SQL | undefined = and(
    eq(userActivities.userId, userId),
    type === undefined ? undefined : eq(userActivities.activityType, type),
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userActivities)
    .where(where);
  const rows = await db
    .select()
    .from(userActivities)
    .where(where)
    .orderBy(desc(userActivities.createdAt), desc(userActivities.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}
