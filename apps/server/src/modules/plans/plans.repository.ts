import { asc, eq, sql, type Placeholder } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { Executor } from '../../db/transaction.ts';
import { plans } from '../../db/schema.ts';

export type PlanRow = typeof plans.$inferSelect & { subscriptionCount: number; activeSubscriptionCount: number };
export type PlanFields = Pick<
  typeof plans.$inferInsert,
  'title' | 'description' | 'price' | 'durationDays' | 'editionCount' | 'features' | 'sortOrder' | 'isActive'
>;

/**
 * A plan with its subscriptions of any status, and those active on `today` (the service's
 * day: stored active and not past their last day, as User Subscriptions counts them).
 * From the totals the database keeps (a few hundred rows per plan), not by counting
 * millions of subscriptions. Spelled out: inside the subquery an unqualified "id" is not the plan's.
 */
const withCounts = (today: string | Placeholder) => ({
  plan: plans,
  subscriptionCount: sql<number>`(select coalesce(sum("n"), 0)::int from "subscription_counts" where "subscription_counts"."plan_id" = "plans"."id")`,
  activeSubscriptionCount: sql<number>`(select coalesce(sum("n"), 0)::int from "subscription_counts" where "subscription_counts"."plan_id" = "plans"."id" and "status" = 'active' and "end_date" >= ${today}::date)`,
});
type Counted = { plan: typeof plans.$inferSelect; subscriptionCount: number; activeSubscriptionCount: number };
const flatten = ({ plan, ...counts }: Counted): PlanRow => ({ ...plan, ...counts });

/** The plans table's one statement, prepared: every admin's visit to the screen runs it. */
const everyPlan = preparedPerDatabase((db) =>
  db
    .select(withCounts(sql.placeholder('today')))
    .from(plans)
    .orderBy(asc(plans.sortOrder), asc(plans.price), asc(plans.id))
    .prepare('every_plan'),
);

/** Every plan, by sort order, then price, then age, with its counts as of `today` (yyyy-mm-dd). */
export async function listPlans(db: Executor, today: string): Promise<PlanRow[]> {
  const rows = await everyPlan(db).execute({ today });
  return rows.map(flatten);
}

export async function findPlan(db: Executor, id: number, today: string): Promise<PlanRow | undefined> {
  const [row] = await db.select(withCounts(today)).from(plans).where(eq(plans.id, id));
  return row && flatten(row);
}

/** The plan, locked until the transaction ends: concurrent changes to it take turns. */
export async function lockPlan(db: Executor, id: number, today: string): Promise<PlanRow | undefined> {
  const [row] = await db.select(withCounts(today)).from(plans).where(eq(plans.id, id)).for('update', { of: plans });
  return row && flatten(row);
}

export async function insertPlan(db: Executor, fields: PlanFields): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(fields).returning();
  return { ...row!, subscriptionCount: 0, activeSubscriptionCount: 0 };
}

export async function updatePlan(db: Executor, id: number, fields: Partial<PlanFields>): Promise<void> {
  await db
    .update(plans)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(plans.id, id));
}

export async function deletePlan(db: Executor, id: number): Promise<void> {
  await db.delete(plans).where(eq(plans.id, id));
}
