import { z } from 'zod';
import { prunePageViewWindows } from '../modules/analytics/page-views.service.ts';
import { defineJob } from './job-definition.ts';

/**
 * Hourly: deletes readers' repeat windows past 30 minutes and their page-open minutes
 * long over (the page-views service decides which), in small batches. Nothing counted
 * depends on them: a deleted window only means the next opening is a new view, as it is.
 */
export const prunePageViewWindowsJob = defineJob({
  name: 'prune-page-view-windows',
  payload: z.object({}),
  // At most one queued and one running: a slow sweep is never stacked behind another.
  policy: 'stately',
  schedule: { cron: '37 * * * *', payload: {} },
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 10 * 60,
  keepFinishedSeconds: 24 * 3600,
  pollingIntervalSeconds: 60,
  handler: async (_payload, { db, log }) => {
    const deleted = await prunePageViewWindows(db);
    log.info({ deleted }, 'pruned page-view windows and page-open minutes');
  },
});
