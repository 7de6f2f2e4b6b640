import { z } from 'zod';
import { backupSourceOf, runDailyBackup } from './backups.service.ts';
import { defineJob, requireDeps } from '../../jobs/job-definition.ts';

/**
 * Daily at 02:30 in the service's time zone, when BACKUP_DIR is set: one archive of the
 * database and the files in BACKUP_DIR, the oldest beyond BACKUP_KEEP removed. A failure
 * is logged as an error and shown to super admins on the Dashboard, and tried again twice.
 */
export const backupJob = defineJob({
  name: 'daily-backup',
  payload: z.object({}),
  policy: 'stately',
  schedule: { cron: '30 2 * * *', payload: {}, inServiceTimeZone: true },
  retry: { limit: 2, delaySeconds: 15 * 60, backoff: false },
  // A large file store takes a while to copy; a heartbeat tells a running backup from a dead one.
  expireInSeconds: 6 * 3600,
  heartbeatSeconds: 60,
  keepFinishedSeconds: 7 * 24 * 3600,
  pollingIntervalSeconds: 60,
  handler: async (_payload, context) => {
    const deps = requireDeps(context);
    if (!deps.settings.backup.dir) return;
    await runDailyBackup(context.db, deps.settings, backupSourceOf(deps.settings, deps.database), context.log);
  },
});
