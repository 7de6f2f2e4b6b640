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

/** What a list's answers are kept under, its order aside (lib/version-cache.ts). */
const listKey = ({ filters }: ListState) => [
  'subscriptions',
  filters.today,
  filters.status ?? null,
  filters.search ?? null,
  filters.phoneDigits ?? null,
];

/**
 * The exact count: the totals the database keeps answer an unsearched list; a search is
 * counted once per data version.
 */
function countOf(ctx: AppContext, state: ListState) {
  const { version, filters, planIds } = state;
  if (!filters.search) return repo.countFromTotals(ctx.db, filters);
  return keptUnderVersion(ctx.db, version, JSON.stringify(listKey(state)), () =>
    repo.countMatches(ctx.db, filters, planIds),
  );
}

/**
 * Finding a search's first rows by walking the list in order passes about
 * `reach × all / matches` rows; past this many, reading the matches and sorting them is
 * the cheaper plan.
 */
const WALK_ROWS = 100_000;

/**
 * The ids of the list's first LIST_DEPTH rows in the asked order, found once per data
 * version. For a search, its count (known first) picks how they are found.
 */
function firstIds(ctx: AppContext, state: ListState, count: number) {
  const { filters, planIds } = state;
  return keptUnderVersion(ctx.db, state.version, JSON.stringify([...listKey(state), filters.ordering]), async () => {
    const all = filters.search ? await repo.countFromTotals(ctx.db, filters) : 0;
    const isSparse = Math.min(count, LIST_DEPTH) * all > WALK_ROWS * count;
    return repo.firstIds(ctx.db, { ...filters, isSparse }, planIds, LIST_DEPTH);
  });
}

/**
 * One page of the list in the asked order, with the exact count of every matching row:
 * the page's rows read by id from the list's first ids.
 */
export async function listSubscriptions(
  ctx: AppContext,
  query: SubscriptionListFilters,
): Promise<Page<SubscriptionItem>> {
  const state = await listState(ctx, query);
  const offset = (query.page - 1) * query.page_size;
  const count = await countOf(ctx, state);
  const ids = await firstIds(ctx, state, count);
  const rows = await repo.readRowsByIds(ctx.db, ids.slice(offset, offset + query.page_size));
  return { count, results: rows.map((row) => toSubscription(row, state.filters.today)) };
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
