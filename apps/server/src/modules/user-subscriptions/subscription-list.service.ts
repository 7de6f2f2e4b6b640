// User Subscriptions' list: every reader's subscriptions searched, filtered by status as
// of today, counted exactly and paged, at millions of rows; and the CSV export of the
// same rows. Reading never writes: an active subscription past its end date is shown,
// filtered and counted as expired until the hourly job stores it so.
//
// Where the plain query (one ORDER BY … LIMIT … OFFSET, a count(*) for a search) misses
// the User Subscriptions benchmark's latency target at two million rows, and only there:
// a deep page would skip every row before it, so it starts from a key remembered every
// `anchorStep` rows, from the nearer end; a search's count reads every match, so it is
// counted once per data version, and a search of up to `matchListCap` matches keeps its
// ids in order, each page a slice; the expired ones and a plan's rows each walk their own
// index (subscription-walk.repository.ts). The unsearched counts are the kept totals.
import type { SubscriptionItem, SubscriptionListFilters } from '@epaper/shared/user-subscriptions.contract';
import type { AppContext } from '../../context.ts';
import { pageWindow } from '../../lib/page-window.ts';
import { serviceDay } from '../../lib/service-day.ts';
import { versionMemo } from '../../lib/version-memo.ts';
import { phoneDigitsOf } from '../users/reader-list.service.ts';
import * as repo from './subscription-list.repository.ts';
import * as walkRepo from './subscription-walk.repository.ts';
import { toSubscription } from './subscription-view.ts';

type Page<Item> = { count: number; results: Item[] };

/**
 * How the list trades memory for speed. Exported so a test can reach every path with a
 * few thousand rows; nothing else changes it.
 */
export const SUBSCRIPTION_LIST_TUNING = {
  /**
   * A search finding at most this many subscriptions keeps their ids in order: every page
   * of it is then a slice. One finding more is dense enough that walking the list index
   * in order reaches any page quickly.
   */
  matchListCap: 100_000,
  /** Deep pages of a walk start from a remembered key every this many rows. */
  anchorStep: 5_000,
};
/** What the memo may hold, in ids (an anchor or a count weighs 1): a few kept searches. */
const MEMO_BUDGET = 2_000_000;

const listMemo = (database: object) => versionMemo(database, 'user-subscriptions', MEMO_BUDGET);

type Query = Pick<SubscriptionListFilters, 'search' | 'status'>;

function filtersOf(ctx: AppContext, query: Query): repo.ListFilters {
  const search = query.search || undefined;
  return {
    today: serviceDay(ctx.settings.timeZone),
    status: query.status,
    search,
    phoneDigits: search ? phoneDigitsOf(search) : undefined,
  };
}

/** What the memo keys of one list share: the day (statuses change at midnight) and the filters. */
const keyOf = (filters: repo.ListFilters, ...rest: unknown[]) =>
  JSON.stringify([filters.today, filters.status ?? null, filters.search ?? null, filters.phoneDigits ?? null, ...rest]);

type Searched = repo.ListFilters & { search: string };
const isSearched = (filters: repo.ListFilters): filters is Searched => Boolean(filters.search);

/**
 * A searched list's exact count: by plan from the kept totals, by reader (other plans'
 * subscriptions of the readers it finds) counted once per version.
 */
async function searchCount(
  ctx: AppContext,
  version: number,
  filters: Searched,
  planIds: number[],
): Promise<{ byPlan: number; byReader: number }> {
  return listMemo(ctx.db).remember(version, keyOf(filters, 'count'), async () => {
    const [byPlan, byReader] = await Promise.all([
      repo.countFromTotals(ctx.db, filters, planIds),
      repo.countReaderMatches(ctx.db, filters, planIds),
    ]);
    return { byPlan, byReader };
  });
}

/** The ids a search finds, in list order, or null when it finds too many to keep (then walk). */
function searchMatches(ctx: AppContext, version: number, filters: Searched, planIds: number[]) {
  return listMemo(ctx.db).remember(
    version,
    keyOf(filters, 'ids'),
    () => repo.searchMatchIds(ctx.db, filters, planIds, SUBSCRIPTION_LIST_TUNING.matchListCap),
    (ids) => ids?.length ?? 1,
  );
}

/** The rows of one page by walking the list index, a deep one from a remembered anchor. */
async function walkPage(
  ctx: AppContext,
  version: number,
  filters: repo.ListFilters,
  planIds: number[],
  counted: { count: number; limit: number; offset: number },
): Promise<repo.SubscriptionRow[]> {
  const window = await pageWindow({
    ...counted,
    anchorStep: SUBSCRIPTION_LIST_TUNING.anchorStep,
    keyAt: (reversed, position) =>
      listMemo(ctx.db).remember(version, keyOf(filters, 'anchor', reversed, position), () =>
        walkRepo.listKeyAt(ctx.db, filters, planIds, reversed, position),
      ),
  });
  const rows = await walkRepo.walkRows(ctx.db, filters, planIds, window);
  return window.reversed ? rows.reverse() : rows;
}

/**
 * The query's filters and the list's version. The filters say whether some active
 * subscription is past its end date (the hourly job has not written it yet): only then
 * does a walk of `expired` also read the active ones.
 */
async function listState(ctx: AppContext, query: Query) {
  const filters = filtersOf(ctx, query);
  const state = await repo.readListState(ctx.db);
  const hasLapsed = state.firstActiveEnd !== null && state.firstActiveEnd < filters.today;
  return { version: state.version, filters: { ...filters, hasLapsed } };
}

/** One page of the list, newest first, with the exact count of every matching row. */
export async function listSubscriptions(
  ctx: AppContext,
  query: SubscriptionListFilters,
): Promise<Page<SubscriptionItem>> {
  const { version, filters } = await listState(ctx, query);
  const limit = query.page_size;
  const offset = (query.page - 1) * limit;
  let count: number;
  let rows: repo.SubscriptionRow[];
  if (isSearched(filters)) {
    const planIds = await repo.plansMatching(ctx.db, filters.search);
    const matches = await searchMatches(ctx, version, filters, planIds);
    if (matches) {
      count = matches.length;
      rows = await repo.readRows(ctx.db, Array.from(matches.subarray(offset, offset + limit)));
    } else {
      const { byPlan, byReader } = await searchCount(ctx, version, filters, planIds);
      count = byPlan + byReader;
      const walked = { ...filters, fewReaders: byReader <= SUBSCRIPTION_LIST_TUNING.matchListCap };
      rows = offset >= count ? [] : await walkPage(ctx, version, walked, planIds, { count, limit, offset });
    }
  } else {
    count = await repo.countFromTotals(ctx.db, filters);
    rows = offset >= count ? [] : await walkPage(ctx, version, filters, [], { count, limit, offset });
  }
  return { count, results: rows.map((row) => toSubscription(row, filters.today)) };
}

const EXPORT_BATCH = 1000;

/**
 * Every subscription matching the list's filters, paging ignored, newest first: read in
 * keyset batches as the consumer asks for them, so an export of two million rows holds
 * one batch in memory and the database only for a batch's short statement.
 */
export async function* exportSubscriptions(ctx: AppContext, query: Query): AsyncGenerator<SubscriptionItem> {
  const { version, filters } = await listState(ctx, query);
  const planIds = isSearched(filters) ? await repo.plansMatching(ctx.db, filters.search) : [];
  // A search's matches, when few enough to keep, are read by id: a walk would pass every row to find them.
  const matches = isSearched(filters) ? await searchMatches(ctx, version, filters, planIds) : null;
  if (matches) {
    for (let start = 0; start < matches.length; start += EXPORT_BATCH) {
      const rows = await repo.readRows(ctx.db, Array.from(matches.subarray(start, start + EXPORT_BATCH)));
      for (const row of rows) yield toSubscription(row, filters.today);
    }
    return;
  }
  let after: repo.ListKey | null = null;
  for (;;) {
    const rows = await walkRepo.readBatchAfter(ctx.db, filters, planIds, after, EXPORT_BATCH);
    for (const row of rows) yield toSubscription(row, filters.today);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { createdAt: last.created_at_key, id: last.id };
  }
}
