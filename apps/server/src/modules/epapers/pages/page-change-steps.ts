// The steps every late page change shares (pages.service.ts runs them): whether the
// edition's pages may change, its lock, the new PDF's pages rendered before the change,
// and what follows a change (the complete PDF, the checks, the answer).
import type { z } from 'zod';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { EPAPER_PAGE_TEXTS } from '@epaper/shared/epaper-pages.texts';
import type { AppContext } from '../../../context.ts';
import { withTransaction, type Tx } from '../../../db/transaction.ts';
import type { Actor, Principal } from '../../../lib/principal.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { epaperNotFound, notNow } from '../epaper-errors.ts';
import { epaperFilesPrefix } from '../epaper-keys.ts';
import * as repo from '../epapers.repository.ts';
import { readChangeUpload } from '../intake/intake.service.ts';
import { checkEditionReadiness } from '../readiness/readiness.service.ts';
import type { UploadPart } from '../upload-body.ts';
import { followPages } from './complete-pdf.ts';
import * as pagesRepo from './epaper-pages.repository.ts';
import { rebuildCompletePdfJob } from './rebuild-complete-pdf.job.ts';
import { discardPages, renderNewPages } from './render-new-pages.ts';

/** A rebuild the change started at once has this long before the job makes sure of it. */
const REBUILD_BACKSTOP_SECONDS = 120;

/**
 * Who asks for the change, and how the edition is answered after it: its details, as the
 * epapers routes answer them, or only its id (a resumable upload names it in a header).
 */
export type Request<Answer = EpaperWithPages> = {
  principal: Principal;
  actor: Actor;
  details: (id: number) => Promise<Answer>;
};

/** The edition, if its pages may change now: it exists and its processing has completed. */
export async function editableEdition(ctx: AppContext, id: number): Promise<repo.EpaperRow> {
  const row = await repo.findEpaper(ctx.db, id);
  if (!row) throw epaperNotFound();
  if (row.processingStatus !== 'completed') throw notNow(EPAPER_PAGE_TEXTS.notCompleted);
  return row;
}

/** The same, locked for the change: it may have been deleted or re-run since the request began. */
export async function lockEditable(tx: Tx, id: number): Promise<repo.EpaperRow> {
  const row = await repo.lockEpaper(tx, id);
  if (!row) throw epaperNotFound();
  if (row.processingStatus !== 'completed') throw notNow(EPAPER_PAGE_TEXTS.notCompleted);
  return row;
}

/**
 * After a change has committed: the complete PDF and the front page's preview follow the
 * pages (a durable job makes sure of both should this process stop first), and the
 * checks run on the new pages.
 */
export async function afterChange<Answer>(ctx: AppContext, request: Request<Answer>, id: number): Promise<Answer> {
  await ctx.jobs
    .send(rebuildCompletePdfJob, { epaperId: id }, { startAfterSeconds: REBUILD_BACKSTOP_SECONDS })
    .catch(() => undefined);
  try {
    await followPages({ db: ctx.db, files: ctx.files, pdf: ctx.pdf }, id);
  } catch {
    // The job sent above tries again; the pages have changed either way.
  }
  await checkEditionReadiness(ctx.db, ctx.settings, id, { notify: false });
  return request.details(id);
}

/** Every change of the pages: their count, the revision the complete PDF follows, and its audit row. */
export async function pagesChangedBy(
  tx: Tx,
  request: Request<unknown>,
  id: number,
  action: string,
  changes: Record<string, { before: unknown; after: unknown }>,
): Promise<void> {
  await pagesRepo.pagesChanged(tx, id);
  await recordAudit(tx, { actor: request.actor, action, recordType: 'epaper', recordId: id, changes });
}

/** Renders an uploaded PDF's pages and runs `apply` with them; they are removed if it refuses. */
export async function withNewPages<Fields>(
  ctx: AppContext,
  row: repo.EpaperRow,
  upload: { parts: AsyncIterable<UploadPart>; declaredBytes: number | undefined },
  rules: z.ZodType<Fields>,
  check: (fields: Fields, pageCount: number) => void,
  apply: (tx: Tx, fields: Fields, pages: pagesRepo.PageContent[]) => Promise<void>,
): Promise<void> {
  const sent = await readChangeUpload(ctx, row.storageId, upload.parts, upload.declaredBytes, rules);
  let pages: pagesRepo.PageContent[] = [];
  try {
    check(sent.fields, sent.pageCount);
    pages = await renderNewPages(ctx, row.storageId, sent.path, sent.pageCount);
  } finally {
    await sent.discard();
  }
  try {
    await withTransaction(ctx.db, (tx) => apply(tx, sent.fields, pages));
  } catch (error) {
    await discardPages(ctx, pages);
    // Deleted meanwhile: the folders this change's files made are nobody's.
    if (!(await repo.findEpaper(ctx.db, row.id))) {
      await ctx.files.deletePrefix(epaperFilesPrefix(row.storageId)).catch(() => undefined);
    }
    throw error;
  }
}
