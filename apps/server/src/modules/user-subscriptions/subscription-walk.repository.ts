// User Subscriptions' walks: a page read along an index in the list's order (newest
// first, or from the end), one input per status or plan merged in order, and the
// export's keyset batches.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';
import {
  isLapsed,
  planIn,
  readerMatches,
  ROW_COLUMNS,
  statusCondition,
  type ListFilters,
  type ListKey,
  type SubscriptionRow,
} from './subscription-sql.ts';

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
 * today is the stored expired ones and, until the hourly job has written them, the
 * active ones past their end date, merged in order. (The planner cannot know how few
 * those are, and would rather sort every expired row.)
 */
function statusArms(filters: ListFilters): SQL[] {
  if (filters.status !== 'expired') return [statusCondition(filters)];
  const stored = sql`s.status = 'expired'`;
  return filters.hasLapsed === false ? [stored] : [stored, isLapsed(filters.today)];
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
