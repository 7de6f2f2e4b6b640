import { backupJob } from './backup.job.ts';
import { expireSubscriptionsJob } from './expire-subscriptions.job.ts';
import type { JobDefinition } from './job-definition.ts';
import { processEpaperJob } from './process-epaper.job.ts';
import { prunePageViewWindowsJob } from './prune-page-view-windows.job.ts';
import { pruneSessionsJob } from './prune-sessions.job.ts';
import { pruneSignInAttemptsJob } from './prune-sign-in-attempts.job.ts';

/** Every job the runner knows: each gets a queue, its schedule, and a worker where jobs run. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const allJobs: readonly JobDefinition<any>[] = [
  pruneSessionsJob,
  pruneSignInAttemptsJob,
  prunePageViewWindowsJob,
  processEpaperJob,
  expireSubscriptionsJob,
  backupJob,
];
