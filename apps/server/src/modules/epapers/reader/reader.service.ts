// What readers see: the published editions, and a page opened (its view recorded, in
// batches). The reader room's public service.
import type { Paginated } from '@epaper/shared/pagination.contract';
import { READER_TEXTS, type ReaderEpaper, type ReaderPage } from '@epaper/shared/reader.contract';
import type { AppContext } from '../../../context.ts';
import { forbidden, notFound, rateLimited } from '../../../lib/http-error.ts';
import type { Principal } from '../../../lib/principal.ts';
import { serviceDay } from '../../../lib/service-day.ts';
import { batcherPerOwner, createBatcher } from '../../../lib/batcher.ts';
import { PAGE_VIEW_RULES, type PageViewRecorder } from '../../analytics/page-views.service.ts';
import { fileUrlsFor } from '../epaper-view.ts';
import * as repo from './reader-epapers.repository.ts';

/** A reader's list of published editions, newest first. */
export async function listReaderEpapers(
  ctx: AppContext,
  principal: Principal,
  query: { page: number; page_size: number },
): Promise<Omit<Paginated<ReaderEpaper>, 'next' | 'previous'>> {
  const urls = fileUrlsFor(ctx, principal);
  const { rows, count } = await repo.listPublished(ctx.db, query.page_size, (query.page - 1) * query.page_size);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      publication_date: row.publicationDate,
      page_count: row.pageCount,
      thumbnail_url: row.thumbnailKey ? urls(row.thumbnailKey) : null,
    })),
  };
}

/**
 * The page lookups of the requests that arrive together share one query (lib/batcher.ts).
 * Keyed by the context: its `today` is the service's date when the batch runs.
 */
const readablePage = batcherPerOwner((ctx: AppContext) =>
  createBatcher(
    (requests: repo.PageRequest[]) => repo.findReadablePages(ctx.db, requests, serviceDay(ctx.settings.timeZone)),
    { maxBatch: 500 },
  ),
);

/** No person reads this fast: the opening is refused and not counted (PAGE_VIEW_RULES). */
export const PAGE_OPEN_TEXTS = {
  tooFast: `More than ${PAGE_VIEW_RULES.opensPerMinute} pages were opened in a minute.`,
} as const;

const openedTooFast = (secondsUntilRetry: number) => rateLimited(PAGE_OPEN_TEXTS.tooFast, secondsUntilRetry);

/**
 * Opens one page for a reader and records the view: page 1 of any published edition,
 * the others with a subscription active today. A draft is as absent as a deleted edition.
 * A repeat of a counted view is answered alike but not counted again; a reader opening
 * pages faster than anyone reads gets 429 (modules/analytics/page-views.service.ts).
 */
export async function openReaderPage(
  ctx: AppContext,
  pageViews: PageViewRecorder,
  principal: Principal,
  epaperId: number,
  pageNumber: number,
): Promise<ReaderPage> {
  const page = await readablePage(ctx)({ epaperId, pageNumber, userId: principal.userId });
  if (!page) throw notFound(READER_TEXTS.epaperNotFound);
  if (page.page_number === null || page.pdf_key === null || page.thumbnail_key === null || page.image_key === null) {
    throw notFound(READER_TEXTS.pageNotFound);
  }
  if (!page.can_read) throw forbidden(READER_TEXTS.subscriptionRequired);
  const recorded = await pageViews.record({ userId: principal.userId, epaperId, pageNumber });
  if (recorded.refusedFor) throw openedTooFast(recorded.refusedFor.secondsUntilRetry);
  const urls = fileUrlsFor(ctx, principal);
  return {
    epaper_id: epaperId,
    title: page.title,
    page_number: page.page_number,
    page_count: page.page_count,
    width: page.width ?? 0,
    height: page.height ?? 0,
    // Until the reading image is made, the file route draws it on first request.
    image_url: urls(page.image_key),
    thumbnail_url: urls(page.thumbnail_key),
    pdf_url: urls(page.pdf_key),
  };
}
