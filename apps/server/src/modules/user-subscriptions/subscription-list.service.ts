// User Subscriptions' list: every reader's subscriptions searched, filtered by status as
// of today, counted exactly and paged (as deep as LIST_DEPTH; the reversed order reaches
// the other end), at millions of rows; and the CSV export of the same rows. Reading never
// writes: an active subscription past its end date is shown, filtered and counted as
// expired until the hourly job stores it so.
import type { SubscriptionItem, SubscriptionListFilters } from '@epaper/shared/user-subscriptions.contract';
import type { AppContext } from '../../context.ts';
import { LIST_DEPTH } from '@epaper/shared/list-depth';
import { keptUnderVersion } from '../../lib/version-cache.ts';
import { serviceDay } from '../../lib/service-day.ts';
import { phoneDigitsOf } from '../users/reader-list.service.ts';
import * as repo from './subscription-list.repository.ts';
import { toSubscription } from './subscription-view.ts';

type Page<Item> = { count: number; results: Item[] };

type Query = Pick<SubscriptionListFilters, 'search' | 'status' | 'ordering'>;

/**
 * The query's filters, the plans its search finds by title, and the list's version. The
 * filters say whether some active subscription is past its end date (the hourly job has
 * not written it yet): only then does the `expired` list also read the active ones.
 */
async function listState(ctx: AppContext, query: Query) {
  const search = query.search || undefined;
  const today = serviceDay(ctx.settings.timeZone);
  const [state, planIds] = await Promise.all([
    repo.readListState(ctx.db),
    search ? repo.plansMatching(ctx.db, search) : [],
  ]);
  const filters: repo.ListFilters = {
    today,
    status: query.status,
    search,
    phoneDigits: search ? phoneDigitsOf(search) : undefined,
    ordering: query.ordering,
    hasLapsed: state.firstActiveEnd !== null && state.firstActiveEnd < today,
  };
  return { version: state.version, filters, planIds };
}

type ListState = Awaited<ReturnType<typeof listState>>;

/** What a searched list's answers are kept under, its order aside (lib/version-cache.ts). */
const searchKey = ({ filters }: ListState) => [
  'subscriptions',
  filters.today,
  filters.status ?? null,
  filters.search,
  filters.phoneDigits ?? null,
];

/**
 * The exact count: the totals the database keeps answer an unsearched list; a search is
 * counted once per data version.
 */
function countOf(ctx: AppContext, state: ListState) {
  const { version, filters, planIds } = state;
  if (!filters.search) return repo.countFromTotals(ctx.db, filters);
  return keptUnderVersion(ctx.db, version, JSON.stringify(searchKey(state)), () =>
    repo.countMatches(ctx.db, filters, planIds),
  );
}

/**
 * Finding a search's first rows by walking the list in order passes about
 * `reach × all / matches` rows; past this many, reading the matches and sorting them is
 * the cheaper plan.
 */
const WALK_ROWS = 100_000;

/** One page of the list in the asked order, with the exact count of every matching row. */
export async function listSubscriptions(
  ctx: AppContext,
  query: SubscriptionListFilters,
): Promise<Page<SubscriptionItem>> {
  const state = await listState(ctx, query);
  const { filters, planIds } = state;
  const limit = query.page_size;
  const offset = (query.page - 1) * limit;
  const [count, rows] = filters.search
    ? await searchedPage(ctx, state, limit, offset)
    : await Promise.all([countOf(ctx, state), repo.readPage(ctx.db, filters, planIds, limit, offset)]);
  return { count, results: rows.map((row) => toSubscription(row, filters.today)) };
}

/**
 * A searched page: the ids of the search's first LIST_DEPTH rows in the asked order are
 * found once per data version, then the page's rows are read by id. The count comes
 * first: it picks how the ids are found.
 */
async function searchedPage(ctx: AppContext, state: ListState, limit: number, offset: number) {
  const [count, all] = await Promise.all([countOf(ctx, state), repo.countFromTotals(ctx.db, state.filters)]);
  const isSparse = Math.min(count, LIST_DEPTH) * all > WALK_ROWS * count;
  const key = JSON.stringify([...searchKey(state), state.filters.ordering]);
  const ids = await keptUnderVersion(ctx.db, state.version, key, () =>
    repo.firstMatchIds(ctx.db, { ...state.filters, isSparse }, state.planIds, LIST_DEPTH),
  );
  return [count, await repo.readRowsByIds(ctx.db, ids.slice(offset, offset + limit))] as const;
}

const EXPORT_BATCH = 1000;

/**
 * Every subscription matching the list's filters, paging ignored, in the list's order:
 * read in keyset batches as the consumer asks for them, so an export of two million rows
 * holds one batch in memory and the database only for a batch's short statement.
 */
export async function* exportSubscriptions(ctx: AppContext, query: Query): AsyncGenerator<SubscriptionItem> {
  const { filters, planIds } = await listState(ctx, query);
  let after: repo.ListKey | null = null;
  for (;;) {
    const rows = await repo.readBatchAfter(ctx.db, filters, planIds, after, EXPORT_BATCH);
    for (const row of rows) yield toSubscription(row, filters.today);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { createdAt: last.created_at_key, id: last.id };
  }
}
