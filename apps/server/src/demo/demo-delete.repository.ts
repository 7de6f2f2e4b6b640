import { and, eq, inArray, isNull, like, notExists, or, sql } from 'drizzle-orm';
import { auditEvents, pageViews, plans, userSubscriptions, users } from '../db/schema.ts';
import { DEMO_ADMIN_EMAIL_DOMAIN } from './demo-config.ts';
import { DEMO_AUDIT_SOURCE } from './audit.generator.ts';
import type { Tx } from './demo-transaction.ts';
import { insertInBatches } from './insert-batches.ts';

export type DeletedCounts = { admins: number; readers: number; plans: number; pageViews: number };

/**
 * Deletes only what the demo made: admins by demo phone *and* demo email domain,
 * readers by demo phone with no email or a reserved `.example` one, and demo plans
 * nobody else subscribes to. The first-run super admin and real readers stay.
 * Subscriptions, activities and sessions go with their users (ON DELETE CASCADE); page
 * views have no foreign key, so the demo readers' are deleted here. The roll-ups are
 * left to analytics_rebuild() after the fill.
 */
export async function deleteDemoRows(
  tx: Tx,
  demo: { adminPhones: string[]; readerPhones: string[]; planTitles: string[] },
): Promise<DeletedCounts> {
  const admins = await tx
    .delete(users)
    .where(
      and(
        inArray(users.phone, demo.adminPhones),
        eq(users.isAdmin, true),
        like(users.email, `%@${DEMO_ADMIN_EMAIL_DOMAIN}`),
      ),
    )
    .returning({ id: users.id });
  const readers = await insertInBatches(demo.readerPhones, (phones) =>
    tx
      .delete(users)
      .where(
        and(
          inArray(users.phone, phones),
          eq(users.isAdmin, false),
          or(isNull(users.email), like(users.email, '%.example')),
        ),
      )
      .returning({ id: users.id }),
  );
  // One pass over page_views for all of them (a hash join): it has no index on the reader.
  const readerIds = readers.map((reader) => reader.id);
  const views =
    readerIds.length > 0
      ? await tx.execute(sql`
          DELETE FROM ${pageViews} USING unnest(${sql.param(readerIds)}::int[]) AS gone(id)
           WHERE ${pageViews.userId} = gone.id`)
      : { rowCount: 0 };
  const deletedPlans = await tx
    .delete(plans)
    .where(
      and(
        inArray(plans.title, demo.planTitles),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(userSubscriptions)
            .where(eq(userSubscriptions.planId, plans.id)),
        ),
      ),
    )
    .returning({ id: plans.id });
  // The trail the demo wrote about itself goes with it; the product's own rows stay.
  await tx.delete(auditEvents).where(sql`${auditEvents.details}->>'source' = ${DEMO_AUDIT_SOURCE}`);
  return {
    admins: admins.length,
    readers: readers.length,
    plans: deletedPlans.length,
    pageViews: views.rowCount ?? 0,
  };
}
