// User Management's list: readers searched, filtered, counted and paged at a million
// rows, and the CSV export of the same rows.
import type { User, UsersListFilters } from '@epaper/shared/users.contract';
import type { AppContext } from '../../context.ts';
import { LIST_DEPTH } from '@epaper/shared/list-depth';
import { keptUnderVersion } from '../../lib/version-cache.ts';
import { toUser } from './user-view.ts';
import * as repo from './users.repository.ts';

type Page<Item> = { count: number; results: Item[] };

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

/** How many readers an unsearched list holds: the active and suspended totals the database keeps. */
function unsearchedCount(stats: repo.ReaderStats, filters: repo.ReaderFilters): number {
  if (filters.isActive === undefined) return stats.active + stats.inactive;
  return filters.isActive ? stats.active : stats.inactive;
}

/**
 * Readers (role `user`) only, filtered, ordered and paged (the contract refuses pages past
 * LIST_DEPTH): the ids of the list's first LIST_DEPTH readers in the asked order, and a
 * search's count, each found once per data version (lib/version-cache.ts), then the
 * page's rows by id. A search with fewer ids than LIST_DEPTH needs no count of its own.
 */
export async function listReaders(ctx: AppContext, query: UsersListFilters): Promise<Page<User>> {
  const filters = readerFilters(query);
  const offset = (query.page - 1) * query.page_size;
  const stats = await repo.readReaderStats(ctx.db);
  const list = ['readers', filters.search ?? null, filters.phoneDigits ?? null, filters.isActive ?? null];
  const ids = await keptUnderVersion(ctx.db, stats.version, JSON.stringify([...list, filters.ordering]), () =>
    repo.firstReaderIds(ctx.db, filters, LIST_DEPTH),
  );
  const count = !filters.search
    ? unsearchedCount(stats, filters)
    : ids.length < LIST_DEPTH
      ? ids.length
      : keptUnderVersion(ctx.db, stats.version, JSON.stringify(list), () => repo.countReaders(ctx.db, filters));
  const [total, rows] = await Promise.all([
    count,
    repo.readersByIds(ctx.db, ids.slice(offset, offset + query.page_size)),
  ]);
  return { count: total, results: rows.map(toUser) };
}
