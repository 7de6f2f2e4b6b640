import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { UserOrdering } from '@epaper/shared/users.contract';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
import { plans, readerStats, users, userSubscriptions } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { escapeLike } from '../../db/like.ts';

export type UserRow = typeof users.$inferSelect;
export type SubscriptionWithPlan = {
  subscription: typeof userSubscriptions.$inferSelect;
  plan: Pick<typeof plans.$inferSelect, 'id' | 'title' | 'description' | 'price'>;
};

const ORDER_BY: Record<UserOrdering, SQL[]> = {
  '-date_joined': [desc(users.dateJoined), desc(users.id)],
  date_joined: [asc(users.dateJoined), asc(users.id)],
  name: [asc(users.name), asc(users.id)],
  '-name': [desc(users.name), desc(users.id)],
};

export type ReaderFilters = {
  /** Matched case-insensitively, as a literal substring of name, email or phone. */
  search?: string;
  /** Digits of a search that looks like a phone number, matched inside the stored E.164 phone. */
  phoneDigits?: string;
  isActive?: boolean;
  ordering: UserOrdering;
};

/**
 * Readers matching the filters. The search looks in `search_text` (name, email and phone,
 * lower-cased, kept by the database), which the trigram index serves; lower() runs in
 * the database on both sides so they agree on every character.
 */
function readerConditions(filters: ReaderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(users.role, 'user')];
  if (filters.isActive !== undefined) conditions.push(eq(users.isActive, filters.isActive));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      or(
        sql`${users.searchText} like lower(${pattern})`,
        filters.phoneDigits ? sql`${users.searchText} like ${`%${filters.phoneDigits}%`}` : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** Where the previous batch of an export ended: the last row's sort key. */
export type ReaderCursor = { dateJoined: Date; name: string; id: number };

/** The rows after `cursor` in the filters' order, as a row-value comparison an index can serve. */
function afterCursor(ordering: UserOrdering, cursor: ReaderCursor): SQL {
  switch (ordering) {
    case '-date_joined':
      return sql`(${users.dateJoined}, ${users.id}) < (${cursor.dateJoined.toISOString()}::timestamptz, ${cursor.id})`;
    case 'date_joined':
      return sql`(${users.dateJoined}, ${users.id}) > (${cursor.dateJoined.toISOString()}::timestamptz, ${cursor.id})`;
    case 'name':
      return sql`(${users.name}, ${users.id}) > (${cursor.name}, ${cursor.id})`;
    case '-name':
      return sql`(${users.name}, ${users.id}) < (${cursor.name}, ${cursor.id})`;
  }
}

/**
 * The next `limit` readers matching the filters after `cursor` (keyset paging): each
 * batch is one short statement however deep the export is, and no connection is held
 * between batches.
 */
export async function readReadersAfter(
  db: Executor,
  filters: ReaderFilters,
  cursor: ReaderCursor | null,
  limit: number,
): Promise<UserRow[]> {
  const where = and(readerConditions(filters), cursor ? afterCursor(filters.ordering, cursor) : undefined);
  return db
    .select()
    .from(users)
    .where(where)
    .orderBy(...ORDER_BY[filters.ordering])
    .limit(limit);
}

export type ReaderStats = { active: number; inactive: number; version: number };

/** Read by every list call. */
const readerStatsRow = preparedPerDatabase((db) =>
  db
    .select({ active: readerStats.active, inactive: readerStats.inactive, version: readerStats.version })
    .from(readerStats)
    .where(eq(readerStats.id, 1))
    .prepare('reader_stats'),
);

/** The readers' counts and change version, kept by the database's triggers (one row, no counting). */
export async function readReaderStats(db: Executor): Promise<ReaderStats> {
  const [row] = await readerStatsRow(db).execute();
  if (!row) throw new Error('reader_stats has no row: the migrations did not run');
  return row;
}

/** How many readers match the filters, counted (for a search; the stats answer the rest). */
export async function countReaders(db: Executor, filters: ReaderFilters): Promise<number> {
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(readerConditions(filters));
  return total?.n ?? 0;
}

/** The ids of the first `limit` readers matching the filters, in their order: one statement. */
export async function firstReaderIds(db: Executor, filters: ReaderFilters, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(readerConditions(filters))
    .orderBy(...ORDER_BY[filters.ordering])
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The readers with these ids, in the order given (an id no longer a reader is left out). */
export async function readersByIds(db: Executor, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.role, 'user')));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * The account, locked until the transaction ends, so concurrent changes to it take turns
 * and each compares against what the one before committed. `no key update` (the lock an
 * update of non-key columns takes anyway) leaves the row's key free: a sign-in inserting
 * a session for the account is not held up.
 */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return row;
}

export type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'name' | 'phone' | 'email' | 'address' | 'isVerified' | 'isActive'>
>;

/**
 * Saves the changes of a reader (never an admin: the row must still have role `user`);
 * `phone_taken` or `email_taken` when another account got it in the meantime.
 */
export async function updateReader(
  db: Executor,
  id: number,
  changes: UserChanges,
): Promise<UserRow | 'phone_taken' | 'email_taken' | undefined> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.role, 'user')))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_key')) return 'phone_taken';
    if (isUniqueViolation(error, 'users_email_key')) return 'email_taken';
    throw error;
  }
}

/**
 * One page of an account's subscriptions with their plans, newest first, and the total:
 * one statement (the total as a window count over the same rows); only a page past the
 * end, which has no row to carry the total, counts again.
 */
export async function listSubscriptions(
  db: Executor,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: SubscriptionWithPlan[] }> {
  const ofUser = eq(userSubscriptions.userId, userId);
  const rows = await db
    .select({
      subscription: userSubscriptions,
      plan: { id: plans.id, title: plans.title, description: plans.description, price: plans.price },
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(userSubscriptions)
    .innerJoin(plans, eq(plans.id, userSubscriptions.planId))
    .where(ofUser)
    .orderBy(desc(userSubscriptions.createdAt), desc(userSubscriptions.id))
    .limit(limit)
    .offset(offset);
  if (rows[0]) return { count: rows[0].total, rows };
  if (offset === 0) return { count: 0, rows: [] };
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userSubscriptions)
    .where(ofUser);
  return { count: counted?.n ?? 0, rows: [] };
}
