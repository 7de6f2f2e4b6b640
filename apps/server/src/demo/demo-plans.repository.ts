import { inArray } from 'drizzle-orm';
import { plans, userSubscriptions } from '../db/schema.ts';
import type { Tx } from './demo-transaction.ts';
import { insertInBatches } from './insert-batches.ts';
import type { DemoPlan } from './plans.generator.ts';
import type { DemoSubscription } from './subscriptions.generator.ts';

/** Inserts the plans whose title is not taken yet and returns title → id for all of them. */
export async function insertPlans(
  tx: Tx,
  demoPlans: DemoPlan[],
): Promise<{ ids: Map<string, number>; inserted: number }> {
  const titles = demoPlans.map((plan) => plan.title);
  const existing = await tx
    .select({ id: plans.id, title: plans.title })
    .from(plans)
    .where(inArray(plans.title, titles));
  const ids = new Map(existing.map((row) => [row.title, row.id]));
  const missing = demoPlans.filter((plan) => !ids.has(plan.title));
  if (missing.length > 0) {
    const rows = await tx
      .insert(plans)
      .values(missing.map((plan) => ({ ...plan, updatedAt: plan.createdAt })))
      .returning({ id: plans.id, title: plans.title });
    for (const row of rows) ids.set(row.title, row.id);
  }
  return { ids, inserted: missing.length };
}

/** Inserts subscriptions of readers that were inserted; returns how many. */
export async function insertSubscriptions(
  tx: Tx,
  subscriptions: DemoSubscription[],
  userIds: Map<string, number>,
  planIds: Map<string, number>,
): Promise<number> {
  const rows = subscriptions.flatMap((s) => {
    const userId = userIds.get(s.userPhone);
    const planId = planIds.get(s.planTitle);
    if (userId === undefined || planId === undefined) return [];
    const { startDate, endDate, status, amountPaid, paymentMethod, paymentReference, autoRenewal, createdAt } = s;
    return [
      {
        userId,
        planId,
        startDate,
        endDate,
        status,
        amountPaid,
        paymentMethod,
        paymentReference,
        autoRenewal,
        cancelledAt: s.cancelledAt,
        createdAt,
      },
    ];
  });
  await insertInBatches(rows, async (batch) => {
    await tx.insert(userSubscriptions).values(batch);
  });
  return rows.length;
}
