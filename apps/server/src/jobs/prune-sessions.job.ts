import { z } from 'zod';
import { pruneEndedSessions } from '../modules/sessions/sessions.service.ts';
import { defineJob } from './job-definition.ts';

/**
 * Hourly: deletes sessions that ended (revoked or past their expiry) long enough ago that
 * nobody needs them; the sessions service decides which and how, in small batches.
 */
export const pruneSessionsJob = defineJob({
  name: 'prune-sessions',
  payload: z.object({}),
  // At most one queued and one running: a slow sweep is never stacked behind another.
  policy: 'stately',
  schedule: { cron: '17 * * * *', payload: {} },
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 10 * 60,
  keepFinishedSeconds: 24 * 3600,
  // Scheduled hourly: finding the job a minute late costs nothing, and each idle poll is a statement.
  pollingIntervalSeconds: 60,
  handler: async (_payload, { db, log }) => {
    const deleted = await pruneEndedSessions(db);
    log.info({ deleted }, 'pruned ended sessions');
  },
});
