// The SQL the list's statements share: the status as of today, the filters as
// conditions, the reader search, and the columns of a row with its reader and plan.
import { sql, type SQL } from 'drizzle-orm';
import type { SubscriptionOrdering, SubscriptionStatus } from '@epaper/shared/user-subscriptions.contract';
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
   * Whether some active subscription is past its end date (the hourly job has not written
   * it yet): only then does the `expired` list also read the active ones.
   */
  hasLapsed?: boolean;
  /** Newest first (the default) or oldest first. */
  ordering: SubscriptionOrdering;
  /** Whether a search finds few rows for the page's depth: see searchCondition. */
  isSparse?: boolean;
};

/** Where an export's next batch starts: after the row with this sort key (created_at, then id). */
export type ListKey = { createdAt: string; id: number };

/**
 * Stored active, but its last day is before `today`: expired, though the hourly job has
 * not written it yet. `table` is the alias of a table that keeps status and end_date.
 */
export function isLapsed(today: string, table = 's'): SQL {
  const row = sql.raw(table);
  return sql`${row}.status = 'active' and ${row}.end_date < ${today}::date`;
}

/**
 * Whether a row's status as of `today` is `status` (any, when none): an active
 * subscription past its last day is expired. `table` is user_subscriptions (`s`) or
 * subscription_counts (`c`), which keep the same status and end date: every list, count
 * and export filters through this one rule.
 */
export function statusIs(status: SubscriptionStatus | undefined, today: string, table = 's'): SQL {
  const row = sql.raw(table);
  switch (status) {
    case 'active':
      return sql`${row}.status = 'active' and ${row}.end_date >= ${today}::date`;
    case 'expired':
      return sql`(${row}.status = 'expired' or (${isLapsed(today, table)}))`;
    case 'cancelled':
      return sql`${row}.status = 'cancelled'`;
    case undefined:
      return sql`true`;
  }
}

/**
 * The list's filter on the status as of today (`s` is user_subscriptions). Once the hourly
 * job has written every lapsed one, `expired` is the stored status alone, which its own
 * index serves in order (the planner cannot know how few lapsed ones an `or` would add).
 */
export const statusCondition = (filters: ListFilters): SQL =>
  filters.status === 'expired' && filters.hasLapsed === false
    ? sql`s.status = 'expired'`
    : statusIs(filters.status, filters.today);

/**
 * The list's search (`s` is user_subscriptions): the reader's fields or the plan's title.
 * Alone (no plan found, few rows), the planner joins the readers it finds to their rows
 * through the reader index and sorts those; inside an `or` the readers are one hashed set
 * that a walk in list order checks row by row, stopping at the page: the faster way when
 * the matches are dense. PostgreSQL cannot tell the two cases apart; the count can.
 */
export function searchCondition(filters: ListFilters, planIds: number[]): SQL {
  if (!filters.search) return sql`true`;
  const byReader = sql`s.user_id in (select u.id from users u where ${readerMatches({ ...filters, search: filters.search })})`;
  if (filters.isSparse && planIds.length === 0) return byReader;
  return sql`(${planIn(planIds)} or ${byReader})`;
}

/** The list's order (`s` is user_subscriptions). */
export const orderOf = (ordering: SubscriptionOrdering): SQL =>
  ordering === 'created_at' ? sql`s.created_at asc, s.id asc` : sql`s.created_at desc, s.id desc`;

/** The readers a search finds (`u` is users): the trigram index on search_text serves it. */
export function readerMatches(filters: ListFilters & { search: string }): SQL {
  const pattern = sql`lower(${`%${escapeLike(filters.search)}%`})`;
  const digits = filters.phoneDigits ? sql` or u.search_text like ${`%${filters.phoneDigits}%`}` : sql``;
  return sql`u.role = 'user' and (u.search_text like ${pattern}${digits})`;
}

export const planIn = (planIds: number[]) =>
  planIds.length === 0
    ? sql`false`
    : sql`s.plan_id in (${sql.join(
        planIds.map((id) => sql`${id}`),
        sql`, `,
      )})`;

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

export const ROW_COLUMNS = sql`s.id, s.user_id, u.name as user_name, u.email as user_email, u.phone as user_phone,
  u.profile_image as user_profile_image, s.plan_id, p.title as plan_title, p.description as plan_description,
  p.price::text as plan_price, s.start_date::text, s.end_date::text, s.status, s.amount_paid::text,
  s.payment_method, s.payment_reference, s.auto_renewal, s.created_at, s.created_at::text as created_at_key`;
