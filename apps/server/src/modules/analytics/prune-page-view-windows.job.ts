import { defineHourlySweep } from '../../jobs/job-definition.ts';
import { prunePageViewWindows } from './page-views.service.ts';

/**
 * Hourly: deletes readers' repeat windows past 30 minutes and their page-open minutes
 * long over (the page-views service decides which), in small batches. Nothing counted
 * depends on them: a deleted window only means the next opening is a new view, as it is.
 */
export const prunePageViewWindowsJob = defineHourlySweep({
  name: 'prune-page-view-windows',
  minute: 37,
  handler: async ({ db, log }) => {
    const deleted = await prunePageViewWindows(db);
    log.info({ deleted }, 'pruned page-view windows and page-open minutes');
  },
});
