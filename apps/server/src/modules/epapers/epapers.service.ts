import type { Epaper, EpaperListFilters, EpaperWithPages, UpdateEpaperRequest } from '@epaper/shared/epapers.contract';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { parseWrittenDate } from '@epaper/shared/written-date';
import type { AppContext } from '../../context.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { fieldError, notFound } from '../../lib/http-error.ts';
import { serviceDay } from '../../lib/service-day.ts';
import type { Actor, Principal } from '../../lib/principal.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { epaperNotFound, notNow } from './epaper-errors.ts';
import { epaperFilesPrefix } from './epaper-keys.ts';
import { fileUrlsFor, toEpaper, toEpaperPage } from './epaper-view.ts';
import * as repo from './epapers.repository.ts';
import { queueProcessing, restartProcessing } from './processing/processing.service.ts';
import { publicationDayIn } from './publication-day.ts';
import { listEpaperFindings } from './readiness/readiness.service.ts';
import { askAboutSameDay, scheduledInstant, sendPublishAt } from './schedule/schedule.service.ts';

// The editions' own service: list, details, edit, delete and retry. It sits above the
// rooms (intake/, processing/, pages/, schedule/, readiness/, reader/) and calls their
// public services; no room imports it (the epapers routes hand rooms the details they answer).

/**
 * One page of editions. A search finds the title or the date as listed, and also the day
 * a date written as people write it names ("26 Nov", "26/11": the nearest such day to
 * today in the service's time zone, when no year is given).
 */
export async function listEpapers(ctx: AppContext, principal: Principal, query: EpaperListFilters) {
  const search = query.search || undefined;
  const searchDay = search && parseWrittenDate(search, serviceDay(ctx.settings.timeZone));
  const { count, rows } = await repo.listEpapers(
    ctx.db,
    { search, searchDay, status: query.status, isOldestFirst: query.ordering === 'publication_date' },
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  const urls = fileUrlsFor(ctx, principal);
  return { count, results: rows.map((row) => toEpaper(row, urls)) };
}

/** One edition as the API answers it, without its pages. */
export async function epaperSummary(ctx: AppContext, principal: Principal, id: number): Promise<Epaper> {
  const row = await repo.findListedEpaper(ctx.db, id);
  if (!row) throw epaperNotFound();
  return toEpaper(row, fileUrlsFor(ctx, principal));
}

export async function getEpaper(ctx: AppContext, principal: Principal, id: number): Promise<EpaperWithPages> {
  const row = await repo.findListedEpaper(ctx.db, id);
  if (!row) throw epaperNotFound();
  const urls = fileUrlsFor(ctx, principal);
  const [pages, findings] = await Promise.all([repo.listPages(ctx.db, row.id), listEpaperFindings(ctx.db, row.id)]);
  return { ...toEpaper(row, urls), pages: pages.map((page) => toEpaperPage(page, urls)), findings };
}

export async function listEpaperPages(ctx: AppContext, principal: Principal, id: number): Promise<EpaperPage[]> {
  return (await getEpaper(ctx, principal, id)).pages;
}

export async function getEpaperPage(
  ctx: AppContext,
  principal: Principal,
  id: number,
  pageId: number,
): Promise<EpaperPage> {
  const page = await repo.findPage(ctx.db, id, pageId);
  if (!page) throw notFound(EPAPER_TEXTS.pageNotFound);
  return toEpaperPage(page, fileUrlsFor(ctx, principal));
}

const audited = (row: repo.EpaperRow) => ({
  title: row.title,
  description: row.description,
  publication_date: row.publicationDate,
  is_published: row.isPublished,
  scheduled_at: row.scheduledAt?.toISOString() ?? null,
  hold_if_late: row.holdIfLate,
});

const isLiveOrScheduled = (row: Pick<repo.EpaperRow, 'isPublished' | 'scheduledAt'>) =>
  row.isPublished || row.scheduledAt !== null;

/**
 * What an edit does to publishing: published now (its schedule done with), unpublished,
 * scheduled, moved or unscheduled. Publishing needs completed processing; a schedule, an
 * edition that has not failed.
 */
async function publishingChanges(
  tx: Tx,
  ctx: AppContext,
  before: repo.EpaperRow,
  request: UpdateEpaperRequest,
): Promise<repo.EpaperChanges> {
  const publish = request.is_published ?? before.isPublished;
  const wantsSchedule = typeof request.scheduled_at === 'string';
  if (publish && wantsSchedule) throw fieldError('scheduled_at', EPAPER_TEXTS.scheduleAndPublish);
  if (publish && !before.isPublished) {
    if (before.processingStatus !== 'completed') throw fieldError('is_published', EPAPER_TEXTS.publishNotCompleted);
    return { isPublished: true, publishedAt: new Date(), scheduledAt: null, heldAt: null };
  }
  // Live, and staying live: an edit of its words changes nothing of its publishing.
  if (publish) return {};
  // Taken off the site, and perhaps scheduled to come back in the same edit.
  const unpublished: repo.EpaperChanges = before.isPublished ? { isPublished: false, publishedAt: null } : {};
  if (typeof request.scheduled_at === 'string') {
    if (before.processingStatus === 'failed') throw notNow(EPAPER_TEXTS.scheduleFailed);
    const at = await scheduledInstant(tx, ctx.settings.timeZone, request.scheduled_at);
    const holdIfLate = request.hold_if_late ?? before.holdIfLate;
    const unchanged = before.scheduledAt?.getTime() === at.getTime() && holdIfLate === before.holdIfLate;
    return unchanged ? unpublished : { ...unpublished, scheduledAt: at, holdIfLate, heldAt: null };
  }
  if (request.scheduled_at === null) return { ...unpublished, scheduledAt: null, heldAt: null };
  return request.hold_if_late === undefined ? unpublished : { ...unpublished, holdIfLate: request.hold_if_late };
}

/**
 * Title, description, date, and publishing: published, or a time to go live. A second
 * edition published or scheduled for a day that has one is asked about first.
 */
export async function updateEpaper(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  id: number,
  request: UpdateEpaperRequest,
): Promise<EpaperWithPages> {
  const publication = publicationDayIn(ctx.settings.timeZone, request.publication_date);
  if (!publication.ok) throw fieldError('publication_date', publication.refused);
  const publicationDate = publication.day;
  const row = await withTransaction(ctx.db, async (tx) => {
    const before = await repo.lockEpaper(tx, id);
    if (!before) throw epaperNotFound();
    const publishing = await publishingChanges(tx, ctx, before, request);
    const next = { ...before, ...publishing, publicationDate };
    const joinsTheDay =
      isLiveOrScheduled(next) && (!isLiveOrScheduled(before) || before.publicationDate !== publicationDate);
    if (joinsTheDay) await askAboutSameDay(tx, publicationDate, id, request.confirm_same_day);
    const after = await repo.updateEpaper(tx, id, {
      title: request.title,
      description: request.description,
      publicationDate,
      ...publishing,
    });
    if (!after) throw epaperNotFound();
    const changes = diffFields(audited(before), audited(after));
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, { actor, action: 'epaper.update', recordType: 'epaper', recordId: id, changes });
    }
    return after;
  });
  if (row.scheduledAt) await sendPublishAt(ctx, id, row.scheduledAt);
  return getEpaper(ctx, principal, id);
}

/** Deletes the edition and then its files (a failure to remove files leaves them for the sweep, never the row). */
export async function deleteEpaper(ctx: AppContext, actor: Actor, id: number): Promise<{ message: string }> {
  const row = await withTransaction(ctx.db, async (tx) => {
    const deleted = await repo.deleteEpaper(tx, id);
    if (!deleted) throw epaperNotFound();
    await recordAudit(tx, {
      actor,
      action: 'epaper.delete',
      recordType: 'epaper',
      recordId: id,
      changes: Object.fromEntries(
        Object.entries(audited(deleted)).map(([key, value]) => [key, { before: value, after: null }]),
      ),
    });
    return deleted;
  });
  await ctx.files.deletePrefix(epaperFilesPrefix(row.storageId));
  return { message: 'E-paper deleted successfully!' };
}

/** A failed edition processed again from its original PDF. */
export async function retryProcessing(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  id: number,
): Promise<Epaper> {
  const row = await withTransaction(ctx.db, async (tx) => {
    const before = await repo.lockEpaper(tx, id);
    if (!before) throw epaperNotFound();
    if (before.processingStatus !== 'failed') throw notNow(EPAPER_TEXTS.retryNotFailed);
    const after = await restartProcessing(tx, id);
    if (!after) throw epaperNotFound();
    await recordAudit(tx, {
      actor,
      action: 'epaper.retry',
      recordType: 'epaper',
      recordId: id,
      changes: { processing_status: { before: 'failed', after: 'pending' } },
      context: { previous_error: before.processingError },
    });
    return after;
  });
  await queueProcessing(ctx, id);
  return epaperSummary(ctx, principal, row.id);
}
