import { count, eq } from 'drizzle-orm';
import type { Executor } from '../db/transaction.ts';
import { auditEvents, epapers, pageViews, plans, userActivities, userSubscriptions, users } from '../db/schema.ts';
import type { Tx } from './demo-transaction.ts';

export type TableCounts = {
  readers: number;
  admins: number;
  plans: number;
  subscriptions: number;
  activities: number;
  signIns: number;
  auditEvents: number;
};

/** Rows per table after the fill (all rows, demo or not). */
export async function countRows(tx: Tx): Promise<TableCounts> {
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    readers: await countOf(tx.select({ n: count() }).from(users).where(eq(users.isAdmin, false))),
    admins: await countOf(tx.select({ n: count() }).from(users).where(eq(users.isAdmin, true))),
    plans: await countOf(tx.select({ n: count() }).from(plans)),
    subscriptions: await countOf(tx.select({ n: count() }).from(userSubscriptions)),
    activities: await countOf(tx.select({ n: count() }).from(userActivities)),
    signIns: await countOf(
      tx.select({ n: count() }).from(userActivities).where(eq(userActivities.activityType, 'login')),
    ),
    auditEvents: await countOf(tx.select({ n: count() }).from(auditEvents)),
  };
}

/** Rows of the tables the steps after the fill write (editions, page views), all of them. */
export async function countEditionsAndViews(db: Executor): Promise<{ epapers: number; pageViews: number }> {
  const [editions] = await db.select({ n: count() }).from(epapers);
  const [views] = await db.select({ n: count() }).from(pageViews);
  return { epapers: editions?.n ?? 0, pageViews: views?.n ?? 0 };
}
