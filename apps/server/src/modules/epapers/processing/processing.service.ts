// An edition's processing, as the rest of the app asks for it: queued when it is uploaded
// (or again after a restart or a retry), run by the process-epaper job
// (epaper-processing.ts), and the reading images the file server makes on request. The
// processing room's public service: the other rooms, the editions' own service, app.ts,
// start-up and the demo reach processing only through this file.
import type { AppContext } from '../../../context.ts';
import type { Executor } from '../../../db/transaction.ts';
import { EPAPERS_ROOT } from '../epaper-keys.ts';
import * as repo from '../epapers.repository.ts';
import { processEpaper as runProcessing, type ProcessingRun } from './epaper-processing.ts';
import * as processingRepo from './epaper-processing.repository.ts';
import { processEpaperJob } from './process-epaper.job.ts';
import { makeMissingReadingImage, type ReadingImageDeps } from './reading-images.ts';

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
  await processingRepo.failProcessing(
    ctx.db,
    id,
    'Processing could not be started. Use Retry processing to start it again.',
  );
}

/** Back to pending for another run, from nothing (Retry processing, in its transaction). */
export function restartProcessing(tx: Executor, id: number): Promise<repo.EpaperRow | undefined> {
  return processingRepo.restartProcessing(tx, id);
}

/** Processes one edition now, in this process (the demo's editions); uploads queue it instead. */
export function processEpaper(run: ProcessingRun, epaperId: number): Promise<void> {
  return runProcessing(run, epaperId);
}

/**
 * What the app registers with the file server (app.ts): the editions' keys, a reading
 * image not made yet among them drawn on the request that finds it missing.
 */
export const readingImageProducer = (deps: ReadingImageDeps) => ({
  prefix: EPAPERS_ROOT,
  produce: (key: string) => makeMissingReadingImage(deps, key),
});
