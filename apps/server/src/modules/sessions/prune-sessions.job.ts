import { defineHourlySweep } from '../../jobs/job-definition.ts';
import { pruneEndedSessions } from './sessions.service.ts';

/**
 * Hourly: deletes sessions that ended (revoked or past their expiry) long enough ago that
 * nobody needs them; the sessions service decides which and how, in small batches.
 */
export const pruneSessionsJob = defineHourlySweep({
  name: 'prune-sessions',
  minute: 17,
  handler: async ({ db, log }) => {
    const deleted = await pruneEndedSessions(db);
    log.info({ deleted }, 'pruned ended sessions');
  },
});
