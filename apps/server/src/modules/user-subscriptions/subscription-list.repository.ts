// The SQL of User Subscriptions' list. Every statement takes `today` (the service's date):
// an active subscription past its end date reads, filters and counts as expired.
import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { subscriptionListVersion } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { escapeLike } from '../../db/like.ts';
import {
  isLapsed,
  planIn,
  readerMatches,
  ROW_COLUMNS,
  statusCondition,
  statusIs,
  type ListFilters,
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
  /** Moves with every change that can alter a list's rows, order or counts. */
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

/** Subscriptions with the status (all when none) of the given plans (all when none), from the kept counts. */
export async function countFromTotals(db: Executor, filters: ListFilters, planIds?: number[]): Promise<number> {
  const plans =
    planIds === undefined
      ? sql`true`
      : planIds.length === 0
        ? sql`false`
        : sql`c.plan_id in (${sql.join(
            planIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const rows = await db.execute<{ n: string }>(
    sql`select coalesce(sum(c.n), 0) as n from subscription_counts c
         where ${statusIs(filters.status, filters.today, 'c')} and ${plans}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

/** Subscriptions of the readers a search finds, not already counted by their plan. */
export async function countReaderMatches(
  db: Executor,
  filters: ListFilters & { search: string },
  planIds: number[],
): Promise<number> {
  const rows = await db.execute<{ n: string }>(sql`
    select count(*) as n from user_subscriptions s
     where s.user_id in (select u.id from users u where ${readerMatches(filters)})
       and ${statusCondition(filters)} and not (${planIn(planIds)})`);
  return Number(rows.rows[0]?.n ?? 0);
}

/**
 * The ids of every subscription a search finds, newest first, or null when there are more
 * than `cap`: each side (by reader, by plan) is read from its own index in order.
 */
export async function searchMatchIds(
  db: Executor,
  filters: ListFilters & { search: string },
  planIds: number[],
  cap: number,
): Promise<Int32Array | null> {
  const rows = await db.execute<{ id: number }>(sql`
    select id from (
      select s.id, s.created_at from user_subscriptions s
       where s.user_id in (select u.id from users u where ${readerMatches(filters)}) and ${statusCondition(filters)}
      union
      select s.id, s.created_at from user_subscriptions s where ${planIn(planIds)} and ${statusCondition(filters)}
    ) as m
    order by created_at desc, id desc
    limit ${cap + 1}`);
  if (rows.rows.length > cap) return null;
  return Int32Array.from(rows.rows, (row) => row.id);
}

/** The rows of these ids, in the order of the ids. */
export async function readRows(db: Executor, ids: readonly number[]): Promise<SubscriptionRow[]> {
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
