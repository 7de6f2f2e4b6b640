import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { publishDueEditions } from './publish-due.ts';

/**
 * Puts scheduled editions live. Sent for each schedule to run at its time (one edition),
 * and every minute for all of them: a schedule whose own job was lost (a restore, a queue
 * that could not be reached) still goes live, and a server down at the time publishes on
 * its first minute back. Publishing is one conditional update, so runs that meet publish
 * an edition once.
 */
export const publishScheduledJob = defineJob({
  name: 'publish-scheduled-epapers',
  payload: z.object({ epaperId: z.number().int().positive().optional() }),
  schedule: { cron: '* * * * *', payload: {} },
  retry: { limit: 5, delaySeconds: 5, backoff: false },
  expireInSeconds: 120,
  keepFinishedSeconds: 24 * 3600,
  concurrency: 2,
  // A due job is found within this many seconds of its time.
  pollingIntervalSeconds: 5,
  handler: async ({ epaperId }, context) => {
    await publishDueEditions({ db: context.db, log: context.log }, epaperId);
  },
});
