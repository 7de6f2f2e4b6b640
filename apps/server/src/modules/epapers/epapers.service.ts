import type {
  Epaper,
  EpaperListFilters,
  EpaperPage,
  EpaperWithPages,
  UpdateEpaperRequest,
} from '@epaper/shared/epapers.contract';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Actor, Principal } from '../../lib/principal.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { processEpaperJob } from './process-epaper.job.ts';
import { epaperFilesPrefix } from './epaper-keys.ts';
import { fileUrlsFor, toEpaper, toEpaperPage } from './epaper-view.ts';
import * as repo from './epapers.repository.ts';
import { publicationDayIn } from './publication-day.ts';

const epaperNotFound = () => notFound(EPAPER_TEXTS.notFound);
const refused = (field: string, message: string) =>
  new HttpError(400, message, ERROR_CODES.validation, { [field]: [message] });

export async function listEpapers(ctx: AppContext, principal: Principal, query: EpaperListFilters) {
  const { count, rows } = await repo.listEpapers(
    ctx.db,
    { search: query.search || undefined, status: query.status },
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  const urls = fileUrlsFor(ctx, principal);
  return { count, results: rows.map((row) => toEpaper(row, urls)) };
}

async function withPages(ctx: AppContext, principal: Principal, row: repo.EpaperRow): Promise<EpaperWithPages> {
  const urls = fileUrlsFor(ctx, principal);
  const pages = await repo.listPages(ctx.db, row.id);
  return { ...toEpaper(row, urls), pages: pages.map((page) => toEpaperPage(page, urls)) };
}

export async function getEpaper(ctx: AppContext, principal: Principal, id: number): Promise<EpaperWithPages> {
  const row = await repo.findEpaper(ctx.db, id);
  if (!row) throw epaperNotFound();
  return withPages(ctx, principal, row);
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
});

/** Title, description, date and publication; only a completed edition can be published. */
export async function updateEpaper(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  id: number,
  request: UpdateEpaperRequest,
): Promise<EpaperWithPages> {
  const publication = publicationDayIn(ctx.settings.timeZone, request.publication_date);
  if (!publication.ok) throw refused('publication_date', publication.refused);
  const publicationDate = publication.day;
  const row = await withTransaction(ctx.db, async (tx) => {
    const before = await repo.lockEpaper(tx, id);
    if (!before) throw epaperNotFound();
    const publish = request.is_published ?? before.isPublished;
    if (publish && !before.isPublished && before.processingStatus !== 'completed') {
      throw refused('is_published', EPAPER_TEXTS.publishNotCompleted);
    }
    const after = await repo.updateEpaper(tx, id, {
      title: request.title,
      description: request.description,
      publicationDate,
      isPublished: publish,
    });
    if (!after) throw epaperNotFound();
    const changes = diffFields(audited(before), audited(after));
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, { actor, action: 'epaper.update', recordType: 'epaper', recordId: id, changes });
    }
    return after;
  });
  return withPages(ctx, principal, row);
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
  return { message: 'E-paper deleted successfully.' };
}

/** Queues an edition's processing; `exclusive` per edition, so a double click queues it once. */
export async function queueProcessing(ctx: Pick<AppContext, 'jobs'>, id: number): Promise<void> {
  await ctx.jobs.send(processEpaperJob, { epaperId: id }, { singletonKey: `epaper-${id}` });
}

/**
 * Queues the processing of every edition still pending. After a carry-over from PGlite
 * the job queue stayed behind in the old folder; an edition queued there is queued again
 * (once: the queue keeps one job per edition).
 */
export async function queueUnfinishedProcessing(ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<number> {
  const ids = await repo.pendingEpaperIds(ctx.db);
  for (const id of ids) await queueProcessing(ctx, id);
  return ids.length;
}

/** An edition whose processing could not be queued: failed, so Retry processing is offered. */
export async function failUnqueued(ctx: AppContext, id: number): Promise<void> {
  await repo.failProcessing(ctx.db, id, 'Processing could not be started. Use Retry processing to start it again.');
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
    if (before.processingStatus !== 'failed') {
      throw new HttpError(409, EPAPER_TEXTS.retryNotFailed, ERROR_CODES.conflict);
    }
    const after = await repo.restartProcessing(tx, id);
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
  return toEpaper(row, fileUrlsFor(ctx, principal));
}
