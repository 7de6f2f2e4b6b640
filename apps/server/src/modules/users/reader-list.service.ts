// User Management's list: readers searched, filtered, counted and paged at a million
// rows, and the CSV export of the same rows.
import type { User, UsersListFilters } from '@epaper/shared/users.contract';
import type { AppContext } from '../../context.ts';
import { pageWindow } from '../../lib/page-window.ts';
import { versionMemo } from '../../lib/version-memo.ts';
import { toUser } from './user-view.ts';
import * as repo from './users.repository.ts';

type Page<Item> = { count: number; results: Item[] };

const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

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

// Where the plain query misses the People benchmark's latency target at a million
// readers: counting a search's matches, and skipping the rows before a deep page, each
// cost a read of every row they pass. So a search's count and the keys that deep pages
// start from are remembered per data version, and a page past the middle is read from
// the end (lib/page-window.ts). Everything else is the plain query.

/** Enough for the searches and deep pages a team of admins opens between two changes. */
const MEMO_ENTRIES = 2000;
const readerListMemo = (database: object) => versionMemo(database, 'readers', MEMO_ENTRIES);

/** Deep pages start from a remembered key every this many rows instead of skipping them all. */
const ANCHOR_STEP = 10_000;

/**
 * How many readers match, and the data version it holds for: the active and suspended
 * totals are kept by the database; a search is counted once per version.
 */
async function readerCount(ctx: AppContext, filters: repo.ReaderFilters): Promise<{ count: number; version: number }> {
  const stats = await repo.readReaderStats(ctx.db);
  const { version } = stats;
  if (!filters.search) {
    const count =
      filters.isActive === undefined ? stats.active + stats.inactive : filters.isActive ? stats.active : stats.inactive;
    return { count, version };
  }
  const key = JSON.stringify(['count', filters.search, filters.phoneDigits ?? null, filters.isActive ?? null]);
  const count = await readerListMemo(ctx.db).remember(version, key, () => repo.countReaders(ctx.db, filters));
  return { count, version };
}

/** Which rows a page is, and the reader order to read them in (see lib/page-window.ts). */
async function readerWindow(
  ctx: AppContext,
  filters: repo.ReaderFilters,
  { count, version }: { count: number; version: number },
  limit: number,
  offset: number,
) {
  const window = await pageWindow({
    count,
    limit,
    offset,
    anchorStep: ANCHOR_STEP,
    keyAt: (reversed, position) => {
      const ordering = reversed ? repo.REVERSED_ORDERING[filters.ordering] : filters.ordering;
      const key = JSON.stringify([
        'anchor',
        ordering,
        filters.search ?? null,
        filters.phoneDigits ?? null,
        filters.isActive ?? null,
        position,
      ]);
      return readerListMemo(ctx.db).remember(version, key, () => repo.readerKeyAt(ctx.db, filters, ordering, position));
    },
  });
  return { ...window, ordering: window.reversed ? repo.REVERSED_ORDERING[filters.ordering] : filters.ordering };
}

/** Readers (role `user`) only, filtered, ordered and paged. */
export async function listReaders(ctx: AppContext, query: UsersListFilters): Promise<Page<User>> {
  const filters = readerFilters(query);
  const counted = await readerCount(ctx, filters);
  const offset = pageOffset(query.page, query.page_size);
  if (offset >= counted.count) return { count: counted.count, results: [] };
  const window = await readerWindow(ctx, filters, counted, query.page_size, offset);
  const rows = await repo.listReaderWindow(ctx.db, filters, window);
  return { count: counted.count, results: rows.map(toUser) };
}
