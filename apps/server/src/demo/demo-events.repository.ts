import { sql } from 'drizzle-orm';
import { auditEvents, pageViews, userActivities } from '../db/schema.ts';
import { EVENT_BATCH_SIZE } from './demo-config.ts';
import type { DemoActivity } from './activities.generator.ts';
import { DEMO_AUDIT_SOURCE, type DemoAuditEvent } from './audit.generator.ts';
import type { Tx } from './demo-transaction.ts';
import { column, insertInBatches } from './insert-batches.ts';
import type { DemoPageView } from './reading.generator.ts';

/** Inserts activities of readers that were inserted; returns how many. */
export async function insertActivities(
  tx: Tx,
  activities: DemoActivity[],
  userIds: Map<string, number>,
): Promise<number> {
  const rows = activities.flatMap(({ userPhone, ...activity }) => {
    const userId = userIds.get(userPhone);
    return userId === undefined ? [] : [{ userId, ...activity }];
  });
  await insertInBatches(
    rows,
    async (batch) => {
      await tx.execute(sql`
        INSERT INTO ${userActivities} (user_id, activity_type, description, ip_address, created_at, actor_name)
        SELECT * FROM unnest(${column(batch, (r) => r.userId)}::int[], ${column(batch, (r) => r.activityType)}::text[],
                             ${column(batch, (r) => r.description)}::text[], ${column(batch, (r) => r.ipAddress)}::text[],
                             ${column(batch, (r) => r.createdAt.toISOString())}::timestamptz[],
                             ${column(batch, (r) => r.actorName ?? null)}::text[])`);
    },
    EVENT_BATCH_SIZE,
  );
  return rows.length;
}

/**
 * Inserts page views of readers that were inserted, on editions that were written
 * (`epaperIds[i]` is the id of the plan's edition i), in the order given (by time, as
 * the BRIN index on viewed_at wants); returns how many.
 */
export async function insertPageViews(
  tx: Tx,
  views: readonly DemoPageView[],
  userIds: Map<string, number>,
  epaperIds: readonly number[],
): Promise<number> {
  const rows = views.flatMap((view) => {
    const userId = userIds.get(view.userPhone);
    const epaperId = epaperIds[view.edition];
    return userId === undefined || epaperId === undefined ? [] : [{ userId, epaperId, view }];
  });
  await insertInBatches(
    rows,
    async (batch) => {
      await tx.execute(sql`
        INSERT INTO ${pageViews} (user_id, epaper_id, page_number, viewed_at)
        SELECT * FROM unnest(${column(batch, (r) => r.userId)}::int[], ${column(batch, (r) => r.epaperId)}::int[],
                             ${column(batch, (r) => r.view.pageNumber)}::int[],
                             ${column(batch, (r) => r.view.viewedAt.toISOString())}::timestamptz[])`);
    },
    EVENT_BATCH_SIZE,
  );
  return rows.length;
}

/**
 * Inserts the demo's audit rows, actors and records resolved from phone or title to id
 * (a row whose account or plan was skipped is skipped too), marked as the demo's own.
 */
export async function insertAuditEvents(
  tx: Tx,
  events: DemoAuditEvent[],
  ids: { accounts: Map<string, number>; plans: Map<string, number> },
): Promise<number> {
  const rows = events.flatMap((event) => {
    const actorId = ids.accounts.get(event.actorPhone);
    const targetId =
      event.target.kind === 'plan' ? ids.plans.get(event.target.title) : ids.accounts.get(event.target.phone);
    if (actorId === undefined || targetId === undefined) return [];
    return [
      {
        actorId,
        actorName: event.actorName,
        action: event.action,
        targetType: event.target.kind === 'plan' ? 'plan' : 'user',
        targetId: String(targetId),
        ipAddress: event.ipAddress,
        details: { changes: event.changes, source: DEMO_AUDIT_SOURCE },
        createdAt: event.createdAt,
      },
    ];
  });
  await insertInBatches(rows, async (batch) => {
    await tx.insert(auditEvents).values(batch);
  });
  return rows.length;
}
