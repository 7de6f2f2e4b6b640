// The SQL of User Subscriptions' list. Every statement takes `today` (the service's date):
// an active subscription past its end date reads, filters and counts as expired.
import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { subscriptionListVersion } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { escapeLike } from '../../db/like.ts';
import {
  isLapsed,
  orderOf,
  ROW_COLUMNS,
  searchCondition,
  statusCondition,
  statusIs,
  type ListFilters,
  type ListKey,
  type SubscriptionRow,
} from './subscription-sql.ts';

export type { ListFilters, ListKey, SubscriptionRow } from './subscription-sql.ts';

/** The plans whose title holds the search: a handful of rows, read whole. */
export async function plansMatching(db: Executor, search: string): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(
    sql`select id from plans where lower(title) like lower(${`%${escapeLike(search)}%`}) order by id`,
  );
  return rows.rows.map((row) => row.id);
}

/** What every list call reads first, prepared (see readListState). */
const listState = preparedPerDatabase((db) =>
  db
    .select({
      version: subscriptionListVersion.version,
      firstActiveEnd: sql<string | null>`(select min(end_date)::text from user_subscriptions where status = 'active')`,
    })
    .from(subscriptionListVersion)
    .where(eq(subscriptionListVersion.id, 1))
    .prepare('subscription_list_state'),
);

export type ListState = {
  /** Moves with every change that can alter a list's counts (lib/version-cache.ts). */
  version: number;
  /** The earliest end date of an active subscription (the expiry index's first entry). */
  firstActiveEnd: string | null;
};

/** The version and the earliest active end date: one round trip. */
export async function readListState(db: Executor): Promise<ListState> {
  const [row] = await listState(db).execute();
  if (!row) throw new Error('subscription_list_version has no row: the migrations did not run');
  return { version: Number(row.version), firstActiveEnd: row.firstActiveEnd };
}

/** Subscriptions with the status (all when none) as of today, from the totals the database keeps. */
export async function countFromTotals(db: Executor, filters: ListFilters): Promise<number> {
  const rows = await db.execute<{ n: string }>(
    sql`select coalesce(sum(c.n), 0) as n from subscription_counts c where ${statusIs(filters.status, filters.today, 'c')}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

/** How many subscriptions match a searched list: count(*) of the list's own filter (every match is read: sparse). */
export async function countMatches(db: Executor, filters: ListFilters, planIds: number[]): Promise<number> {
  const where = sql`${statusCondition(filters)} and ${searchCondition({ ...filters, isSparse: true }, planIds)}`;
  const rows = await db.execute<{ n: string }>(sql`select count(*) as n from user_subscriptions s where ${where}`);
  return Number(rows.rows[0]?.n ?? 0);
}

/**
 * The ids of the list's first `limit` rows, in its order: one statement (an unsearched
 * list's from the order's index; the status ones are partial indexes).
 */
export async function firstIds(
  db: Executor,
  filters: ListFilters,
  planIds: number[],
  limit: number,
): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    select s.id from user_subscriptions s
     where ${statusCondition(filters)} and ${searchCondition(filters, planIds)}
     order by ${orderOf(filters.ordering)} limit ${limit}`);
  return rows.rows.map((row) => row.id);
}

/** The rows with these ids with their readers and plans, in the order given. */
export async function readRowsByIds(db: Executor, ids: readonly number[]): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute<SubscriptionRow>(sql`
    select ${ROW_COLUMNS} from user_subscriptions s
      join users u on u.id = s.user_id join plans p on p.id = s.plan_id
     where s.id in (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The next `limit` rows after `after` in the list's order, every column: an export's batch. */
export async function readBatchAfter(
  db: Executor,
  filters: ListFilters,
  planIds: number[],
  after: ListKey | null,
  limit: number,
): Promise<SubscriptionRow[]> {
  const key = after ? sql`(${after.createdAt}::timestamptz, ${after.id}::int)` : null;
  const afterKey = !key
    ? sql`true`
    : filters.ordering === 'created_at'
      ? sql`(s.created_at, s.id) > ${key}`
      : sql`(s.created_at, s.id) < ${key}`;
  const rows = await db.execute<SubscriptionRow>(sql`
    select ${ROW_COLUMNS} from user_subscriptions s
      join users u on u.id = s.user_id join plans p on p.id = s.plan_id
     where ${statusCondition(filters)} and ${searchCondition(filters, planIds)} and ${afterKey}
     order by ${orderOf(filters.ordering)} limit ${limit}`);
  return rows.rows;
}

/** One subscription, locked until the transaction ends when `lock` (a cancel takes turns). */
export async function readRow(db: Executor, id: number, lock = false): Promise<SubscriptionRow | undefined> {
  const rows = await db.execute<SubscriptionRow>(sql`
    select ${ROW_COLUMNS} from user_subscriptions s
      join users u on u.id = s.user_id join plans p on p.id = s.plan_id
     where s.id = ${id} ${lock ? sql`for update of s` : sql``}`);
  return rows.rows[0];
}

/** Cancels a subscription: status cancelled, auto-renewal off. */
export async function markCancelled(db: Executor, id: number): Promise<void> {
  await db.execute(
    sql`update user_subscriptions set status = 'cancelled', auto_renewal = false, cancelled_at = now() where id = ${id}`,
  );
}

/**
 * Writes `expired` on up to `limit` active subscriptions whose last day is before
 * `today`, with a line in each reader's activity, in one statement; answers how many.
 */
export async function expireLapsed(db: Executor, today: string, limit: number): Promise<number> {
  const rows = await db.execute<{ n: string }>(sql`
    with lapsed as (
      update user_subscriptions s set status = 'expired', auto_renewal = false
       where s.id in (select l.id from user_subscriptions l where ${isLapsed(today, 'l')}
                       order by l.end_date, l.id limit ${limit} for update skip locked)
      returning s.user_id, s.plan_id, s.end_date
    ), logged as (
      insert into user_activities (user_id, activity_type, description)
      select l.user_id, 'subscription', 'Subscription to ' || p.title || ' expired after ' || to_char(l.end_date, 'FMDD Mon YYYY')
        from lapsed l join plans p on p.id = l.plan_id
      returning 1
    )
    select count(*) as n from logged`);
  return Number(rows.rows[0]?.n ?? 0);
}
