import { z } from 'zod';
import { pruneSignInAttempts } from '../modules/sign-in/sign-in-attempts.service.ts';
import { pruneStaleCodes } from '../modules/reader-sign-in/otp.service.ts';
import { defineJob } from './job-definition.ts';

/**
 * Hourly: deletes sign-in bookkeeping older than the throttling window (the sign-in
 * service decides the window), and readers' sign-in codes expired a day ago.
 */
export const pruneSignInAttemptsJob = defineJob({
  name: 'prune-sign-in-attempts',
  payload: z.object({}),
  policy: 'stately',
  schedule: { cron: '47 * * * *', payload: {} },
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 10 * 60,
  keepFinishedSeconds: 24 * 3600,
  pollingIntervalSeconds: 60,
  handler: async (_payload, { db, log }) => {
    const deleted = await pruneSignInAttempts(db);
    const codes = await pruneStaleCodes({ db });
    log.info({ deleted, codes }, 'pruned old sign-in attempts and sign-in codes');
  },
});
