import { defineHourlySweep } from '../../jobs/job-definition.ts';
import { pruneStaleCodes } from '../reader-sign-in/otp.service.ts';
import { pruneSignInAttempts } from './sign-in-attempts.service.ts';

/**
 * Hourly: deletes sign-in bookkeeping older than the throttling window (the sign-in
 * service decides the window), and readers' sign-in codes expired a day ago.
 */
export const pruneSignInAttemptsJob = defineHourlySweep({
  name: 'prune-sign-in-attempts',
  minute: 47,
  handler: async ({ db, log }) => {
    const deleted = await pruneSignInAttempts(db);
    const codes = await pruneStaleCodes({ db });
    log.info({ deleted, codes }, 'pruned old sign-in attempts and sign-in codes');
  },
});
