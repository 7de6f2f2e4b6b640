import { and, count, eq, inArray, isNull, like, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { Executor } from '../transaction.ts';
import { auditEvents, epapers, pageViews, plans, userActivities, userSubscriptions, users } from '../schema.ts';
import { DEMO_ADMIN_EMAIL_DOMAIN, EVENT_BATCH_SIZE, INSERT_BATCH_SIZE } from './demo-config.ts';
import type { DemoActivity } from './activities.generator.ts';
import type { DemoAdmin } from './admins.generator.ts';
import { DEMO_AUDIT_SOURCE, type DemoAuditEvent } from './audit.generator.ts';
import type { DemoPlan } from './plans.generator.ts';
import type { DemoPageView } from './reading.generator.ts';
import type { DemoSubscription } from './subscriptions.generator.ts';
import type { DemoReader } from './users.generator.ts';

/** The open transaction the whole demo fill runs in: it lands completely or not at all. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Beside the migration lock's key: two demo runs at once fill the database only once. */
const DEMO_LOCK_KEY = 7_413_002;

export async function lockDemoSeeding(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
}

/** True when the demo super admin (phone and email both) is already there. */
export async function hasDemoMarker(tx: Tx, phone: string, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.email, email)))
    .limit(1);
  return rows.length > 0;
}

/** Runs `insert` (or a delete) on slices of `rows`: one statement per slice keeps memory and parameter counts bounded. */
async function insertInBatches<T, R = never>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<R[] | void>,
  batchSize = INSERT_BATCH_SIZE,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < rows.length; i += batchSize) {
    results.push(...((await insert(rows.slice(i, i + batchSize))) ?? []));
  }
  return results;
}

/** One column of an event batch as a single array parameter (see EVENT_BATCH_SIZE). */
const column = <T>(rows: readonly T[], value: (row: T) => unknown) => sql.param(rows.map(value));

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

/** Inserts the admins in order, each `created_by` resolved to an earlier one; phone → id. */
export async function insertAdmins(tx: Tx, admins: DemoAdmin[], passwordHash: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const byIndex: (number | undefined)[] = [];
  for (const admin of admins) {
    const createdBy = admin.createdByIndex === null ? null : (byIndex[admin.createdByIndex] ?? null);
    const [row] = await tx
      .insert(users)
      .values({
        name: admin.name,
        email: admin.email,
        phone: admin.phone,
        passwordHash,
        isActive: admin.isActive,
        isVerified: true,
        role: admin.role,
        createdBy,
        dateJoined: admin.dateJoined,
        updatedAt: admin.dateJoined,
        lastLogin: admin.lastLogin,
      })
      .onConflictDoNothing() // a real account already holds that phone or email: leave it be
      .returning({ id: users.id });
    byIndex.push(row?.id);
    if (row) ids.set(admin.phone, row.id);
  }
  return ids;
}

/** Inserts readers, skipping any whose phone or email a real account already has; phone → id. */
export async function insertReaders(tx: Tx, readers: DemoReader[]): Promise<Map<string, number>> {
  const rows = await insertInBatches(readers, (batch) =>
    tx
      .insert(users)
      .values(batch.map(({ suspendedAt: _notStored, ...reader }) => ({ ...reader, passwordHash: null, role: 'user' })))
      .onConflictDoNothing()
      .returning({ id: users.id, phone: users.phone }),
  );
  return new Map(rows.map((row) => [row.phone, row.id]));
}

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
        INSERT INTO ${userActivities} (user_id, activity_type, description, ip_address, created_at)
        SELECT * FROM unnest(${column(batch, (r) => r.userId)}::int[], ${column(batch, (r) => r.activityType)}::text[],
                             ${column(batch, (r) => r.description)}::text[], ${column(batch, (r) => r.ipAddress)}::text[],
                             ${column(batch, (r) => r.createdAt.toISOString())}::timestamptz[])`);
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
