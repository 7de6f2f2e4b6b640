import { prunePageViewWindowsJob } from '../modules/analytics/prune-page-view-windows.job.ts';
import { backupJob } from '../modules/backups/backup.job.ts';
import { cleanAbandonedUploadsJob } from '../modules/epapers/intake/clean-abandoned-uploads.job.ts';
import { processEpaperJob } from '../modules/epapers/processing/process-epaper.job.ts';
import { publishScheduledJob } from '../modules/epapers/schedule/publish-scheduled.job.ts';
import { rebuildCompletePdfJob } from '../modules/epapers/pages/rebuild-complete-pdf.job.ts';
import { sendNotificationEmailsJob } from '../modules/notifications/send-notification-emails.job.ts';
import { pruneSessionsJob } from '../modules/sessions/prune-sessions.job.ts';
import { pruneSignInAttemptsJob } from '../modules/sign-in/prune-sign-in-attempts.job.ts';
import { expireSubscriptionsJob } from '../modules/user-subscriptions/expire-subscriptions.job.ts';
import type { JobDefinition } from './job-definition.ts';

/**
 * Every job the runner knows: each gets a queue, its schedule, and a worker where jobs run.
 * Each job is defined beside the module whose work it does; this registry is the one file
 * of the runner that imports modules, so no module and the runner import each other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const allJobs: readonly JobDefinition<any>[] = [
  pruneSessionsJob,
  pruneSignInAttemptsJob,
  prunePageViewWindowsJob,
  processEpaperJob,
  publishScheduledJob,
  expireSubscriptionsJob,
  backupJob,
  sendNotificationEmailsJob,
  cleanAbandonedUploadsJob,
  rebuildCompletePdfJob,
];
