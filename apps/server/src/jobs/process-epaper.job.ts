import { z } from 'zod';
import { processEpaper } from '../modules/epapers/epaper-processing.service.ts';
import { defineJob, requireDeps } from './job-definition.ts';

/**
 * Turns an uploaded edition into pages (see epaper-processing.service.ts). One job per
 * edition at a time; a run killed with its process is failed by its missing heartbeat
 * within a minute or two and runs again, carrying on from the pages already stored.
 */
export const processEpaperJob = defineJob({
  name: 'process-epaper',
  payload: z.object({ epaperId: z.number().int().positive() }),
  policy: 'exclusive',
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  // A 250 MB edition renders in a minute or two; a page has its own limit in the renderer.
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
