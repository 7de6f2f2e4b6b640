// Turning an uploaded edition into pages: the work of the process-epaper job. Each step is
// safe to repeat: pages are stored under fixed keys and one row per page number, so a run
// that was killed half-way and runs again finishes the rest, never duplicating anything.
import type { Db } from '../../db/client.ts';
import type { JobDeps, JobLog } from '../../jobs/job-definition.ts';
import { PdfRejectedError } from '../../lib/pdf/pdf-errors.ts';
import { pageKeys, pagesPrefix, previewKey } from './epaper-keys.ts';
import * as repo from './epapers.repository.ts';

export type ProcessingRun = { db: Db; deps: JobDeps; log: JobLog; signal: AbortSignal; isLastAttempt: boolean };

/** What the view page says when the cause is ours, not the file's, and retries ran out. */
const GAVE_UP = 'Processing could not finish because of a server problem. Use Retry processing to try again.';

/**
 * Runs `work` on every item, at most `parallel` at once. After a failure no lane takes a
 * new item, and the first failure is thrown only once every lane has stopped: nothing of
 * this run is still writing when the caller reacts to it (fails the edition, cleans up).
 */
async function eachAtMost<Item>(items: Item[], parallel: number, work: (item: Item) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length && failures.length === 0) {
      const item = items[next++] as Item;
      try {
        await work(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}

class EditionGone extends Error {}

async function fail(run: ProcessingRun, row: repo.EpaperRow, reason: string): Promise<void> {
  await repo.failProcessing(run.db, row.id, reason);
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
    files.put(keys.pdfKey, Buffer.from(rendered.pdf), { contentType: 'application/pdf' }),
    files.put(keys.imageKey, Buffer.from(rendered.image), { contentType: 'image/webp' }),
    files.put(keys.thumbnailKey, Buffer.from(rendered.thumbnail), { contentType: 'image/webp' }),
  ]);
  if (rendered.preview) {
    await files.put(previewKey(row.storageId), Buffer.from(rendered.preview), { contentType: 'image/webp' });
    await repo.setPreview(run.db, row.id, previewKey(row.storageId));
  }
  const saved = await repo.savePage(run.db, {
    epaperId: row.id,
    pageNumber,
    ...keys,
    width: rendered.width,
    height: rendered.height,
  });
  if (!saved) throw new EditionGone();
}

/**
 * Processes one edition if it is still pending: checks the PDF, renders the pages not yet
 * stored (on the renderer's threads), then marks it completed. A file the renderer
 * refuses fails the edition with the renderer's reason; any other error is thrown for
 * the job runner to retry, and on the last attempt fails the edition too.
 */
export async function processEpaper(run: ProcessingRun, epaperId: number): Promise<void> {
  const row = await repo.findEpaper(run.db, epaperId);
  if (!row || row.processingStatus !== 'pending') return;
  if (!row.originalPdfKey)
    return fail(run, row, 'The uploaded PDF is missing. Delete this e-paper and upload it again.');
  const started = performance.now();
  const local = await run.deps.files.localCopy(row.originalPdfKey);
  try {
    const { pageCount } = await run.deps.pdf.inspect(local.path);
    if (!(await repo.setPageCount(run.db, row.id, pageCount))) return;
    const stored = new Set((await repo.listPages(run.db, row.id)).map((page) => page.pageNumber));
    const missing = Array.from({ length: pageCount }, (_, index) => index + 1).filter((n) => !stored.has(n));
    await eachAtMost(missing, run.deps.settings.pdf.threads, (n) => renderAndStore(run, row, local.path, n));
    await repo.completeProcessing(run.db, row.id);
    run.log.info(
      { epaperId: row.id, pages: pageCount, rendered: missing.length, ms: Math.round(performance.now() - started) },
      'e-paper processed',
    );
  } catch (error) {
    if (error instanceof EditionGone) {
      // Deleted while its pages rendered: the pages stored since then are nobody's.
      await run.deps.files.deletePrefix(pagesPrefix(row.storageId));
      return;
    }
    if (error instanceof PdfRejectedError) return fail(run, row, error.reason);
    if (run.isLastAttempt) await fail(run, row, GAVE_UP);
    throw error;
  } finally {
    await local.release();
  }
}
