// Turning an uploaded edition into pages: the work of the process-epaper job, in two
// phases. First every page's own PDF and thumbnail (and the edition's preview), after
// which the edition is completed; then every page's reading image. Each step is safe to
// repeat: pages are stored under fixed keys and one row per page number, so a run that
// was killed half-way and runs again finishes the rest, never duplicating anything.
import pLimit from 'p-limit';
import type { Db } from '../../../db/client.ts';
import type { JobDeps, JobLog } from '../../../jobs/job-definition.ts';
import { asBuffer } from '../../../lib/as-buffer.ts';
import { PdfRejectedError } from '../../../lib/pdf/pdf-errors.ts';
import { epaperFilesPrefix, pageKeys, pagesPrefix, previewKey } from '../epaper-keys.ts';
import { makeReadingImage } from './reading-images.ts';
import * as processingRepo from './epaper-processing.repository.ts';
import * as repo from '../epapers.repository.ts';
import { publishDueEditions } from '../schedule/schedule.service.ts';
import { notifyAdmins } from '../../notifications/notifications.service.ts';
import { EPAPER_NOTICES } from '../epaper-notices.ts';
import { checkEditionReadiness } from '../readiness/readiness.service.ts';

export type ProcessingRun = {
  db: Db;
  deps: Pick<JobDeps, 'files' | 'pdf' | 'settings'>;
  log: JobLog;
  signal: AbortSignal;
  isLastAttempt: boolean;
};

/** What the view page says when the cause is ours, not the file's, and retries ran out. */
const GAVE_UP = 'Processing could not finish because of a server problem. Use Retry processing to try again.';

/**
 * Runs `work` on every item, at most `parallel` at once. After a failure no queued item
 * starts, and the first failure is thrown only once every running one has stopped: nothing
 * of this run is still writing when the caller reacts to it (fails the edition, cleans up).
 */
async function eachAtMost<Item>(items: Item[], parallel: number, work: (item: Item) => Promise<void>): Promise<void> {
  let failure: { error: unknown } | undefined;
  // No task rejects, so the map settles only when every started item has finished.
  await pLimit(parallel).map(items, async (item) => {
    if (failure) return;
    try {
      await work(item);
    } catch (error) {
      failure ??= { error };
    }
  });
  if (failure) throw failure.error;
}

class EditionGone extends Error {}

/**
 * Pages in flight at once: one for each PDF thread, and more whose photographs are being
 * decoded or whose files stored meanwhile, so no thread waits for the next page. Reading
 * images are four times wider (sixteen times the pixels held per page): one per thread,
 * which keeps the server's peak memory down on the largest edition; one more in flight
 * finishes them sooner after `completed` for a higher peak (measured with `bench:epapers`:
 * bench/README.md and its history).
 */
const pagesInFlight = (run: ProcessingRun, phase: 'pages' | 'reading images') =>
  run.deps.settings.pdf.threads + (phase === 'pages' ? 2 : 0);

async function fail(run: ProcessingRun, row: repo.EpaperRow, reason: string): Promise<void> {
  const failed = await processingRepo.failProcessing(run.db, row.id, reason);
  if (failed) await notifyAdmins(run.db, EPAPER_NOTICES.failed(row, reason));
  // After the rows: a failed run leaves no page behind, in the database or the store.
  await run.deps.files.deletePrefix(pagesPrefix(row.storageId));
  await run.deps.files.delete(previewKey(row.storageId));
  run.log.warn({ epaperId: row.id, reason }, 'e-paper processing failed');
}

async function renderAndStore(run: ProcessingRun, row: repo.EpaperRow, filePath: string, pageNumber: number) {
  if (run.signal.aborted) throw new Error('Processing was stopped; it resumes on the next attempt');
  const { files, pdf } = run.deps;
  const rendered = await pdf.renderPage(filePath, pageNumber, { preview: pageNumber === 1 });
  const keys = pageKeys(row.storageId, pageNumber);
  await Promise.all([
    files.put(keys.pdfKey, asBuffer(rendered.pdf), { contentType: 'application/pdf' }),
    files.put(keys.thumbnailKey, asBuffer(rendered.thumbnail), { contentType: 'image/webp' }),
  ]);
  if (rendered.preview) {
    await files.put(previewKey(row.storageId), asBuffer(rendered.preview), { contentType: 'image/webp' });
    await processingRepo.setPreview(run.db, row.id, previewKey(row.storageId));
  }
  const saved = await processingRepo.savePage(run.db, {
    epaperId: row.id,
    pageNumber,
    ...keys,
    width: rendered.width,
    height: rendered.height,
    ...rendered.facts,
  });
  if (!saved) throw new EditionGone();
}

/**
 * Second phase: the reading image of every page that has none yet. The edition is already
 * completed and readable (a page opened meanwhile gets its image made on the spot), so a
 * page whose large image the renderer refuses keeps its thumbnail and the rest go on.
 */
async function renderReadingImages(run: ProcessingRun, row: repo.EpaperRow, filePath: string): Promise<void> {
  const deps = { db: run.db, files: run.deps.files, pdf: run.deps.pdf };
  const pages = await processingRepo.pagesWithoutImage(run.db, row.id);
  await eachAtMost(pages, pagesInFlight(run, 'reading images'), async (page) => {
    if (run.signal.aborted) throw new Error('Processing was stopped; it resumes on the next attempt');
    try {
      if (!(await makeReadingImage(deps, page, filePath, page.pageNumber))) throw new EditionGone();
    } catch (error) {
      if (!(error instanceof PdfRejectedError)) throw error;
      run.log.warn({ epaperId: row.id, page: page.pageNumber, reason: error.reason }, 'no reading image for a page');
    }
  });
}

/**
 * Processes one edition: if it is still pending, checks the PDF, renders the pages not
 * yet stored (on the renderer's threads) and marks it completed; then, pending before or
 * completed by an earlier run that was cut short, makes its missing reading images. A
 * file the renderer refuses fails the edition with the renderer's reason; any other
 * error is thrown for the job runner to retry, and on the last attempt fails it too.
 */
export async function processEpaper(run: ProcessingRun, epaperId: number): Promise<void> {
  const row = await repo.findEpaper(run.db, epaperId);
  if (!row || (row.processingStatus !== 'pending' && row.processingStatus !== 'completed')) return;
  if (!row.originalPdfKey) {
    if (row.processingStatus === 'pending')
      await fail(run, row, 'The uploaded PDF is missing. Delete this e-paper and upload it again.');
    return;
  }
  // Completed and nothing missing (a job sent twice): no need to fetch the original again.
  if (row.processingStatus === 'completed' && (await processingRepo.pagesWithoutImage(run.db, row.id)).length === 0)
    return;
  const started = performance.now();
  const local = await run.deps.files.localCopy(row.originalPdfKey);
  try {
    if (row.processingStatus === 'pending') {
      if (!(await renderPages(run, row, local.path, started))) return;
    }
    await renderReadingImages(run, row, local.path);
    run.log.info({ epaperId: row.id, ms: Math.round(performance.now() - started) }, 'e-paper reading images made');
  } catch (error) {
    const current = error instanceof EditionGone ? undefined : await repo.findEpaper(run.db, row.id);
    if (!current) {
      // Deleted while its pages rendered: whatever was stored since then is nobody's.
      await run.deps.files.deletePrefix(epaperFilesPrefix(row.storageId));
      return;
    }
    // An error in the second phase leaves the edition completed; the job runs it again.
    if (current.processingStatus === 'pending') {
      if (error instanceof PdfRejectedError) return fail(run, row, error.reason);
      if (run.isLastAttempt) await fail(run, row, GAVE_UP);
    }
    throw error;
  } finally {
    await local.release();
  }
}

/** The first phase; false when the edition stopped being pending meanwhile. */
async function renderPages(run: ProcessingRun, row: repo.EpaperRow, filePath: string, started: number) {
  const { pageCount } = await run.deps.pdf.inspect(filePath);
  if (!(await processingRepo.setPageCount(run.db, row.id, pageCount))) return false;
  const stored = new Set((await repo.listPages(run.db, row.id)).map((page) => page.pageNumber));
  const missing = Array.from({ length: pageCount }, (_, index) => index + 1).filter((n) => !stored.has(n));
  await eachAtMost(missing, pagesInFlight(run, 'pages'), (n) => renderAndStore(run, row, filePath, n));
  if (!(await processingRepo.completeProcessing(run.db, row.id))) return false;
  await notifyAdmins(run.db, EPAPER_NOTICES.processed(row, pageCount));
  // Advisory: an edition whose checks could not run is still processed (they run again after any page change).
  await checkEditionReadiness(run.db, run.deps.settings, row.id, { notify: true }).catch((error: unknown) => {
    run.log.warn({ epaperId: row.id, error: String(error) }, 'the checks before publishing could not run');
  });
  // Scheduled for a time already past: live now, unless the desk asked to hold it when late.
  await publishDueEditions(run, row.id);
  run.log.info(
    { epaperId: row.id, pages: pageCount, rendered: missing.length, ms: Math.round(performance.now() - started) },
    'e-paper processed',
  );
  return true;
}
