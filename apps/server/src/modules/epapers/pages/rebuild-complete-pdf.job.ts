import { z } from 'zod';
import { defineJob, requireDeps } from '../../../jobs/job-definition.ts';
import { followPages } from './complete-pdf.ts';

/**
 * Rebuilds an edition's complete PDF and front-page preview after its pages changed,
 * when the rebuild the change started at once did not finish (its process was killed, or the store failed). Sent with
 * a delay before that rebuild starts; finds nothing to do when it finished.
 */
export const rebuildCompletePdfJob = defineJob({
  name: 'rebuild-complete-pdf',
  payload: z.object({ epaperId: z.number().int().positive() }),
  policy: 'exclusive',
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 30,
  keepFinishedSeconds: 24 * 3600,
  concurrency: 1,
  pollingIntervalSeconds: 10,
  handler: async ({ epaperId }, context) => {
    const deps = requireDeps(context);
    await followPages({ db: context.db, files: deps.files, pdf: deps.pdf }, epaperId);
  },
});
