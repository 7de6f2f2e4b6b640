import { z } from 'zod';
import { processEpaper } from './epaper-processing.ts';
import { defineJob, requireDeps } from '../../../jobs/job-definition.ts';

/**
 * Turns an uploaded edition into pages (see epaper-processing.ts). One job per
 * edition at a time; a run killed with its process is failed by its missing heartbeat
 * within a minute or two and runs again, carrying on from the pages already stored.
 */
export const processEpaperJob = defineJob({
  name: 'process-epaper',
  payload: z.object({ epaperId: z.number().int().positive() }),
  policy: 'exclusive',
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  // Far longer than the largest edition takes to render; a page has its own limit in the renderer.
  expireInSeconds: 30 * 60,
  heartbeatSeconds: 30,
  keepFinishedSeconds: 7 * 24 * 3600,
  // Editions queue one after another here; each uses every renderer thread.
  concurrency: 1,
  pollingIntervalSeconds: 2,
  handler: async ({ epaperId }, context) => {
    await processEpaper(
      {
        db: context.db,
        deps: requireDeps(context),
        log: context.log,
        signal: context.signal,
        isLastAttempt: context.isLastAttempt,
      },
      epaperId,
    );
  },
});
