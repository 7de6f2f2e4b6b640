// The SQL of User Subscriptions' list. Every statement takes `today` (the service's date):
// an active subscription past its end date reads, filters and counts as expired.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionStatus } from '@epaper/shared/user-subscriptions.contract';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { subscriptionListVersion } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { escapeLike } from '../../db/like.ts';

export type ListFilters = {
  /** yyyy-mm-dd in the service's time zone. */
  today: string;
  status?: SubscriptionStatus;
  /** Matched case-insensitively, as a literal substring of the reader's name, email or phone or the plan's title. */
  search?: string;
  /** Digits of a search that looks like a phone number, matched inside the stored E.164 phone. */
  phoneDigits?: string;
  /**
   * Whether some active subscription is past its end date (the sweep has not written it
   * yet): only then does a walk of `expired` also read the active ones.
   */
  hasLapsed?: boolean;
  /**
   * Whether the readers a search finds have few subscriptions (counted): a walk then
   * reads them as one set beside the matching plans' rows, instead of looking up the
   * reader of every row it passes.
   */
  fewReaders?: boolean;
};

/** Where a walk starts: after the row with this sort key (newest first: created_at, then id). */
export type ListKey = { createdAt: string; id: number };

/** The list's filter on the effective status (`s` is user_subscriptions). */
function statusCondition(filters: ListFilters): SQL {
  switch (filters.status) {
    case 'active':
      return sql`s.status = 'active' and s.end_date >= ${filters.today}::date`;
    case 'expired':
      return sql`(s.status = 'expired' or (s.status = 'active' and s.end_date < ${filters.today}::date))`;
    case 'cancelled':
      return sql`s.status = 'cancelled'`;
    case undefined:
      return sql`true`;
  }
}

/** The readers a search finds (`u` is users): the trigram index on search_text serves it. */
function readerMatches(filters: ListFilters & { search: string }): SQL {
  const pattern = sql`lower(${`%${escapeLike(filters.search)}%`})`;
  const digits = filters.phoneDigits ? sql` or u.search_text like ${`%${filters.phoneDigits}%`}` : sql``;
  return sql`u.role = 'user' and (u.search_text like ${pattern}${digits})`;
}

/** The plans whose title holds the search: a handful of rows, read whole. */
export async function plansMatching(db: Executor, search: string): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(
    sql`select id from plans where lower(title) like lower(${`%${escapeLike(search)}%`}) order by id`,
  );
  return rows.rows.map((row) => row.id);
}

const planIn = (planIds: number[]) =>
  planIds.length === 0
    ? sql`false`
    : sql`s.plan_id in (${sql.join(
        planIds.map((id) => sql`${id}`),
        sql`, `,
      )})`;

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

export type StatusTotals = Record<SubscriptionStatus | 'all', number>;

/** How many subscriptions there are per status as of `today`, and in all, from the kept counts. */
export async function readTotals(db: Executor, today: string): Promise<StatusTotals> {
  const rows = await db.execute<Record<keyof StatusTotals, string>>(sql`
    select coalesce(sum(c.n), 0) as all,
           coalesce(sum(c.n) filter (where c.status = 'active' and c.end_date >= ${today}::date), 0) as active,
           coalesce(sum(c.n) filter (where c.status = 'expired' or (c.status = 'active' and c.end_date < ${today}::date)), 0) as expired,
           coalesce(sum(c.n) filter (where c.status = 'cancelled'), 0) as cancelled
      from subscription_counts c`);
  const row = rows.rows[0];
  return {
    all: Number(row?.all ?? 0),
    active: Number(row?.active ?? 0),
    expired: Number(row?.expired ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
  };
}

/** Subscriptions with the status (all when none) of the given plans (all when none), from the kept counts. */
export async function countFromTotals(db: Executor, filters: ListFilters, planIds?: number[]): Promise<number> {
  const today = sql`${filters.today}::date`;
  const status =
    filters.status === 'active'
      ? sql`c.status = 'active' and c.end_date >= ${today}`
      : filters.status === 'expired'
        ? sql`(c.status = 'expired' or (c.status = 'active' and c.end_date < ${today}))`
        : filters.status === 'cancelled'
          ? sql`c.status = 'cancelled'`
          : sql`true`;
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
    sql`select coalesce(sum(c.n), 0) as n from subscription_counts c where ${status} and ${plans}`,
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

/**
 * A walk's condition for a search: the plan is read inside the list index; the reader
 * is looked up only for rows of other plans.
 */
function walkSearchCondition(filters: ListFilters, planIds: number[]): SQL {
  if (!filters.search) return sql`true`;
  const byReader = sql`exists (select 1 from users u where u.id = s.user_id and ${readerMatches({ ...filters, search: filters.search })})`;
  return sql`(${planIn(planIds)} or ${byReader})`;
}

const ORDER = { newest: sql`s.created_at desc, s.id desc`, oldest: sql`s.created_at asc, s.id asc` };

function afterKey(reversed: boolean, after: ListKey | null): SQL {
  if (!after) return sql`true`;
  const key = sql`(${after.createdAt}::timestamptz, ${after.id}::int)`;
  return reversed ? sql`(s.created_at, s.id) > ${key}` : sql`(s.created_at, s.id) < ${key}`;
}

/**
 * The status filter as stored statuses, each walked along its own index: `expired`
 * today is the stored expired ones and, until the sweep has written them, the active
 * ones past their end date, merged in order. (The planner cannot know how few those
 * are, and would rather sort every expired row: the service sweeps first.)
 */
function statusArms(filters: ListFilters): SQL[] {
  const today = sql`${filters.today}::date`;
  switch (filters.status) {
    case 'active':
      return [sql`s.status = 'active' and s.end_date >= ${today}`];
    case 'expired':
      return filters.hasLapsed === false
        ? [sql`s.status = 'expired'`]
        : [sql`s.status = 'expired'`, sql`s.status = 'active' and s.end_date < ${today}`];
    case 'cancelled':
      return [sql`s.status = 'cancelled'`];
    case undefined:
      return [sql`true`];
  }
}

/**
 * A walk along the list (newest first, or oldest first when `reversed`): one index scan
 * per status arm, merged in order by PostgreSQL (Merge Append) when there are two.
 */
function walk(
  filters: ListFilters,
  planIds: number[],
  window: { reversed: boolean; after: ListKey | null; limit: number; offset: number },
  columns: SQL,
): SQL {
  const order = window.reversed ? ORDER.oldest : ORDER.newest;
  const after = afterKey(window.reversed, window.after);
  const arms = statusArms(filters).flatMap((status) => {
    if (!filters.fewReaders || !filters.search) {
      return [
        sql`select s.id, s.created_at from user_subscriptions s
          where ${status} and ${walkSearchCondition(filters, planIds)} and ${after}`,
      ];
    }
    // Few readers match: their subscriptions (of other plans) are one small set, and the
    // walk reads the plans' rows inside the index without looking up a reader per row.
    const search = { ...filters, search: filters.search };
    return [
      // One input per plan: its rows of this status in order, from (plan_id, status, created_at).
      ...planIds.map(
        (planId) =>
          sql`select s.id, s.created_at from user_subscriptions s where ${status} and s.plan_id = ${planId} and ${after}`,
      ),
      sql`select s.id, s.created_at from user_subscriptions s
        where ${status} and not (${planIn(planIds)}) and ${after}
          and s.user_id in (select u.id from users u where ${readerMatches(search)})`,
    ];
  });
  if (arms.length === 1) {
    return sql`select ${columns} from (${arms[0]}) as s order by ${order} limit ${window.limit} offset ${window.offset}`;
  }
  // Each input in order and cut at the window's end, then merged: the planner would rather
  // sort every row of the inputs than merge them (it never picks Merge Append here).
  const reach = window.offset + window.limit;
  const ordered = arms.map((arm) => sql`(${arm} order by ${order} limit ${reach})`);
  return sql`select ${columns} from (${sql.join(ordered, sql` union all `)}) as s
    order by ${order} limit ${window.limit} offset ${window.offset}`;
}

/** The sort key of the row at 0-based `position` of the walk, or null past the end. */
export async function listKeyAt(
  db: Executor,
  filters: ListFilters,
  planIds: number[],
  reversed: boolean,
  position: number,
): Promise<ListKey | null> {
  const rows = await db.execute<{ created_at: string; id: number }>(
    walk(filters, planIds, { reversed, after: null, limit: 1, offset: position }, sql`s.created_at::text, s.id`),
  );
  const row = rows.rows[0];
  return row ? { createdAt: row.created_at, id: row.id } : null;
}

/** The ids of one window of the walk, in the walk's order. */
export async function walkIds(
  db: Executor,
  filters: ListFilters,
  planIds: number[],
  window: { reversed: boolean; after: ListKey | null; limit: number; offset: number },
): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(walk(filters, planIds, window, sql`s.id`));
  return rows.rows.map((row) => row.id);
}

/** The rows of one window of the walk with their reader and plan, in the walk's order: one statement. */
export async function walkRows(
  db: Executor,
  filters: ListFilters,
  planIds: number[],
  window: { reversed: boolean; after: ListKey | null; limit: number; offset: number },
): Promise<SubscriptionRow[]> {
  const order = window.reversed ? sql`w.created_at asc, w.id asc` : sql`w.created_at desc, w.id desc`;
  const rows = await db.execute<SubscriptionRow>(sql`
    select ${ROW_COLUMNS} from (${walk(filters, planIds, window, sql`s.id, s.created_at`)}) as w
      join user_subscriptions s on s.id = w.id join users u on u.id = s.user_id join plans p on p.id = s.plan_id
     order by ${order}`);
  return rows.rows;
}

/** A subscription with its reader and plan, as the list and the details show it. */
export type SubscriptionRow = {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string | null;
  user_phone: string;
  user_profile_image: string | null;
  plan_id: number;
  plan_title: string;
  plan_description: string;
  plan_price: string;
  start_date: string;
  end_date: string;
  status: string;
  amount_paid: string;
  payment_method: string;
  payment_reference: string;
  auto_renewal: boolean;
  created_at: string | Date;
  /** created_at as PostgreSQL writes it: exact to the microsecond, for a keyset cursor. */
  created_at_key: string;
};

const ROW_COLUMNS = sql`s.id, s.user_id, u.name as user_name, u.email as user_email, u.phone as user_phone,
  u.profile_image as user_profile_image, s.plan_id, p.title as plan_title, p.description as plan_description,
  p.price::text as plan_price, s.start_date::text, s.end_date::text, s.status, s.amount_paid::text,
  s.payment_method, s.payment_reference, s.auto_renewal, s.created_at, s.created_at::text as created_at_key`;

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

/** The next `limit` rows after `after` (newest first), every column: an export's batch. */
export async function readBatchAfter(
  db: Executor,
  filters: ListFilters,
  planIds: number[],
  after: ListKey | null,
  limit: number,
): Promise<SubscriptionRow[]> {
  const rows = await db.execute<SubscriptionRow>(sql`
    select ${ROW_COLUMNS} from user_subscriptions s
      join users u on u.id = s.user_id join plans p on p.id = s.plan_id
     where ${statusCondition(filters)} and ${walkSearchCondition(filters, planIds)} and ${afterKey(false, after)}
     order by ${ORDER.newest} limit ${limit}`);
  return rows.rows;
}

/** Cancels a subscription: status cancelled, auto-renewal off. */
export async function markCancelled(db: Executor, id: number): Promise<void> {
  await db.execute(sql`update user_subscriptions set status = 'cancelled', auto_renewal = false where id = ${id}`);
}

/**
 * Writes `expired` on up to `limit` active subscriptions whose last day is before
 * `today`, with a line in each reader's activity, in one statement; answers how many.
 */
export async function expireLapsed(db: Executor, today: string, limit: number): Promise<number> {
  const rows = await db.execute<{ n: string }>(sql`
    with lapsed as (
      update user_subscriptions s set status = 'expired', auto_renewal = false
       where s.id in (select id from user_subscriptions
                       where status = 'active' and end_date < ${today}::date
                       order by end_date, id limit ${limit} for update skip locked)
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
