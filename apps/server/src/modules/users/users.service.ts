import { TEXTS } from '@epaper/shared/texts';
import type { Role } from '@epaper/shared/roles';
import {
  USER_TEXTS,
  type User,
  type UserActivity,
  type UserChangesBody,
  type UsersListFilters,
  type UserSubscription,
} from '@epaper/shared/users.contract';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { fieldError, forbidden, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../../lib/principal.ts';
import { listAccountActivity, recordActivity } from '../activity/activity.service.ts';
import { isEmailTaken, isPhoneTaken } from '../accounts/accounts.service.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { endAccountSessions } from '../sessions/sessions.service.ts';
import { readerListMemo } from './reader-list-memo.ts';
import * as repo from './users.repository.ts';

type PageRequest = { page: number; page_size: number };
type Page<Item> = { count: number; results: Item[] };

const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    is_active: row.isActive,
    is_verified: row.isVerified,
    is_admin: row.isAdmin,
    role: row.role as Role,
    profile_image: row.profileImage,
    date_joined: row.dateJoined.toISOString(),
    created_at: row.dateJoined.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
  };
}

/**
 * The digits of a search that looks like a phone number ("98765 43210", "+91-98765-43210",
 * "098765 43210"), to be found inside the stored E.164 number; undefined for other text.
 */
export function phoneDigitsOf(search: string): string | undefined {
  if (!/^[\d\s\-().+]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  if (digits.length === 0) return undefined;
  // A national trunk prefix (0 before a 10-digit number) is not part of the E.164 form.
  return digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
}

function readerFilters(query: Pick<UsersListFilters, 'search' | 'is_active' | 'ordering'>): repo.ReaderFilters {
  const search = query.search || undefined;
  return {
    search,
    phoneDigits: search ? phoneDigitsOf(search) : undefined,
    isActive: query.is_active === undefined ? undefined : query.is_active === 'true',
    ordering: query.ordering,
  };
}

const EXPORT_BATCH = 1000;

/**
 * Every reader matching the list's filters, paging ignored, in the list's order: fetched
 * in keyset batches as the consumer asks for them, so an export of a million rows holds
 * one batch in memory and the database connection only for a batch's short statement.
 */
export async function* exportReaders(
  ctx: AppContext,
  query: Pick<UsersListFilters, 'search' | 'is_active' | 'ordering'>,
): AsyncGenerator<User> {
  const filters = readerFilters(query);
  let cursor: repo.ReaderCursor | null = null;
  for (;;) {
    const rows = await repo.readReadersAfter(ctx.db, filters, cursor, EXPORT_BATCH);
    for (const row of rows) yield toUser(row);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = { dateJoined: last.dateJoined, name: last.name, id: last.id };
  }
}

/** Deep pages start from a remembered key every this many rows instead of skipping them all. */
const ANCHOR_STEP = 10_000;

/**
 * How many readers match, and the data version it holds for: the active and suspended
 * totals are kept by the database; a search is counted once per version.
 */
async function readerCount(
  ctx: AppContext,
  filters: repo.ReaderFilters,
): Promise<{ count: number; version: number; readers: number }> {
  const stats = await repo.readReaderStats(ctx.db);
  const { version } = stats;
  const readers = stats.active + stats.inactive;
  if (!filters.search) {
    const count =
      filters.isActive === undefined ? stats.active + stats.inactive : filters.isActive ? stats.active : stats.inactive;
    return { count, version, readers };
  }
  const key = JSON.stringify(['count', filters.search, filters.phoneDigits ?? null, filters.isActive ?? null]);
  const count = await readerListMemo(ctx.db).remember(version, key, () => repo.countReaders(ctx.db, filters));
  return { count, version, readers };
}

/**
 * Which rows a page is and how to reach them cheaply: a page in the second half is read
 * from the end (no page skips more than half the list), and a deep one starts from the
 * remembered key of the nearest ANCHOR_STEP boundary before it (found once per version).
 */
async function pageWindow(
  ctx: AppContext,
  filters: repo.ReaderFilters,
  { count, version }: { count: number; version: number },
  limit: number,
  offset: number,
) {
  const fromEnd = offset + limit / 2 > count / 2;
  const ordering = fromEnd ? repo.REVERSED_ORDERING[filters.ordering] : filters.ordering;
  const windowLimit = fromEnd ? Math.min(limit, count - offset) : limit;
  const windowOffset = fromEnd ? Math.max(0, count - offset - limit) : offset;
  const anchorAt = Math.floor(windowOffset / ANCHOR_STEP) * ANCHOR_STEP;
  if (anchorAt === 0) return { ordering, after: null, limit: windowLimit, offset: windowOffset };
  const key = JSON.stringify([
    'anchor',
    ordering,
    filters.search ?? null,
    filters.phoneDigits ?? null,
    filters.isActive ?? null,
    anchorAt,
  ]);
  const after = await readerListMemo(ctx.db).remember(version, key, () =>
    repo.readerKeyAt(ctx.db, filters, ordering, anchorAt - 1),
  );
  if (!after) return { ordering, after: null, limit: windowLimit, offset: windowOffset };
  return { ordering, after, limit: windowLimit, offset: windowOffset - anchorAt };
}

/**
 * How to find a searched page, from the exact count the planner does not know: walking
 * the list index reads about readers × (offset + limit) / matches entries (0.14 µs each
 * here), the trigram index reads every match from the table (about 2.5 µs each). Walk
 * when that is cheaper: a common surname's first pages, never a rare term's.
 */
function searchPath(
  counted: { count: number; readers: number },
  window: { offset: number; limit: number },
): 'walk' | 'trigram' {
  const walked = (counted.readers * (window.offset + window.limit)) / counted.count;
  return walked * 0.14 < counted.count * 2.5 ? 'walk' : 'trigram';
}

/** Readers (role `user`) only, filtered, ordered and paged. */
export async function listReaders(ctx: AppContext, query: UsersListFilters): Promise<Page<User>> {
  const filters = readerFilters(query);
  const counted = await readerCount(ctx, filters);
  const offset = pageOffset(query.page, query.page_size);
  if (offset >= counted.count) return { count: counted.count, results: [] };
  const window = await pageWindow(ctx, filters, counted, query.page_size, offset);
  const pathed = filters.search ? { ...filters, searchPath: searchPath(counted, window) } : filters;
  const rows = await repo.listReaderWindow(ctx.db, pathed, window);
  return { count: counted.count, results: rows.map(toUser) };
}

async function findOrNotFound(ctx: AppContext, id: number): Promise<repo.UserRow> {
  const row = id > 0 ? await repo.findUserById(ctx.db, id) : undefined;
  if (!row) throw notFound(USER_TEXTS.notFound);
  return row;
}

/** A reader to change: admins are changed only through Admin Management. */
async function findReaderToChange(ctx: AppContext, id: number): Promise<repo.UserRow> {
  const row = await findOrNotFound(ctx, id);
  if (row.isAdmin) throw forbidden(USER_TEXTS.adminsElsewhere);
  return row;
}

/** Any account by id: a reader, or an admin opened read-only. */
export async function getUser(ctx: AppContext, id: number): Promise<User> {
  return toUser(await findOrNotFound(ctx, id));
}

function snapshot(row: repo.UserRow) {
  return { name: row.name, email: row.email, phone: row.phone, address: row.address, is_verified: row.isVerified };
}

/**
 * Edits a reader's name, email, phone, address and verification. The change, the
 * reader's activity line and the audit row commit together; nothing is written when
 * nothing changed.
 */
export async function updateReader(ctx: AppContext, actor: Actor, id: number, body: UserChangesBody): Promise<User> {
  const current = await findReaderToChange(ctx, id);
  if (body.phone !== undefined && (await isPhoneTaken(ctx.db, body.phone, id))) {
    throw fieldError('phone', TEXTS.phoneTaken);
  }
  if (body.email && (await isEmailTaken(ctx.db, body.email, id))) {
    throw fieldError('email', USER_TEXTS.emailTaken);
  }
  const changes = diffFields(snapshot(current), {
    name: body.name,
    email: body.email,
    phone: body.phone,
    address: body.address,
    is_verified: body.is_verified,
  });
  if (Object.keys(changes).length === 0) return toUser(current);

  const updated = await withTransaction(ctx.db, async (tx) => {
    const row = await repo.updateReader(tx, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.email !== undefined && { email: body.email }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.address !== undefined && { address: body.address }),
      ...(body.is_verified !== undefined && { isVerified: body.is_verified }),
    });
    if (row === 'phone_taken') throw fieldError('phone', TEXTS.phoneTaken);
    if (row === 'email_taken') throw fieldError('email', USER_TEXTS.emailTaken);
    if (!row) throw notFound(USER_TEXTS.notFound);
    await recordActivity(tx, {
      userId: id,
      type: 'others',
      description: `Profile updated by an administrator (${Object.keys(changes).join(', ')})`,
      ip: actor.ip,
    });
    await recordAudit(tx, { actor, action: 'user.update', recordType: 'user', recordId: id, changes });
    return row;
  });
  return toUser(updated);
}

/**
 * Suspends or activates a reader. Suspending ends every session of the account at once.
 * Idempotent: an account already in that state is answered as it is, and nothing is recorded.
 */
export async function setReaderActive(ctx: AppContext, actor: Actor, id: number, active: boolean): Promise<User> {
  const current = await findReaderToChange(ctx, id);
  const updated = await withTransaction(ctx.db, async (tx) => {
    // Sessions end even when the account was already suspended: none may outlive a suspension.
    if (!active) await endAccountSessions(tx, id, 'suspended');
    if (current.isActive === active) return current;
    const row = await repo.updateReader(tx, id, { isActive: active });
    if (typeof row !== 'object') throw notFound(USER_TEXTS.notFound);
    await recordActivity(tx, {
      userId: id,
      type: 'others',
      description: active ? 'Account activated by an administrator' : 'Account suspended by an administrator',
      ip: actor.ip,
    });
    await recordAudit(tx, {
      actor,
      action: active ? 'user.activate' : 'user.suspend',
      recordType: 'user',
      recordId: id,
      changes: { is_active: { before: current.isActive, after: active } },
    });
    return row;
  });
  return toUser(updated);
}

/** An account's subscriptions with their plans, newest first. */
export async function listUserSubscriptions(
  ctx: AppContext,
  id: number,
  page: PageRequest,
): Promise<Page<UserSubscription>> {
  await findOrNotFound(ctx, id);
  const { count, rows } = await repo.listSubscriptions(
    ctx.db,
    id,
    page.page_size,
    pageOffset(page.page, page.page_size),
  );
  return {
    count,
    results: rows.map(({ subscription, plan }) => ({
      id: subscription.id,
      plan: { id: plan.id, title: plan.title, description: plan.description, price: plan.price },
      start_date: subscription.startDate,
      end_date: subscription.endDate,
      status: subscription.status as UserSubscription['status'],
      payment_method: subscription.paymentMethod,
      payment_reference: subscription.paymentReference,
      auto_renewal: subscription.autoRenewal,
      amount_paid: subscription.amountPaid,
    })),
  };
}

/** An account's activity, newest first. */
export async function listUserActivity(ctx: AppContext, id: number, page: PageRequest): Promise<Page<UserActivity>> {
  await findOrNotFound(ctx, id);
  return listAccountActivity(ctx.db, id, page);
}
