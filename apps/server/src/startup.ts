import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations, withStartupLock } from './db/migrate.ts';
import type { Settings } from './plugins/settings.ts';
import { ensureAppSecret } from './modules/app-secrets/app-secrets.service.ts';
import { ensureFirstSuperAdmin, type FirstAdminResult } from './modules/accounts/first-admin.service.ts';
import { alignRollUpsWithTimeZone } from './modules/analytics/analytics.service.ts';
import { generateSecret } from './lib/tokens.ts';
import { buildApp } from './app.ts';
import { allJobs } from './jobs/all-jobs.ts';
import { startJobRunner, type JobRunner, type JobSender } from './jobs/job-runner.ts';
import { createJobDeps } from './jobs/job-deps.ts';
import type { EmailSender } from './lib/email/email-sender.ts';
import { openEmailSender } from './lib/email/open-email-sender.ts';
import { openFileStore } from './lib/file-store/open-file-store.ts';
import type { SmsSender } from './lib/sms/sms-sender.ts';
import { loggerOptions } from './plugins/logger.ts';
import { queueUnfinishedProcessing } from './modules/epapers/processing/processing.service.ts';

/** Everything a process needs before it can answer: an up-to-date database and its secrets. */
export type Started = { app: FastifyInstance; database: Database; firstAdmin: FirstAdminResult };

/** Opens the database, migrates it, creates the first super admin on a fresh one, and builds the app. */
export async function startApp(
  settings: Settings,
  overrides: { sms?: SmsSender; email?: EmailSender } = {},
): Promise<Started> {
  mkdirSync(settings.dataDir, { recursive: true });
  // The embedded server starts before the app exists: its lines go through a logger of the same kind.
  const { log } = Fastify({ logger: loggerOptions(settings) });
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    poolSize: settings.databasePoolSize,
    log,
  });
  try {
    // Migrations and the first admin under one lock: two fresh processes must not both create one.
    const firstAdmin = await withStartupLock(database.pool, async (db) => {
      await runMigrations(db);
      await alignRollUpsWithTimeZone(db, settings.timeZone);
      return ensureFirstSuperAdmin(db, settings.admin);
    });
    const secret = settings.tokenSecret ?? (await ensureAppSecret(database.db, 'token_signing_key', generateSecret));
    const files = openFileStore(settings.fileStore);
    // The app sends jobs through the runner, which logs through the app: the app is built
    // first with a sender bound to the runner started next (no request arrives before listen).
    const started: { runner?: JobRunner } = {};
    const jobs: JobSender = {
      send: (job, payload, options) => {
        if (!started.runner) throw new Error('The job runner has not started');
        return started.runner.send(job, payload, options);
      },
    };
    const deps = createJobDeps(settings, files, database, overrides.email ?? openEmailSender(settings.email, log));
    const app = await buildApp({
      settings,
      database,
      signingKey: new TextEncoder().encode(secret),
      files,
      jobs,
      pdf: deps.pdf,
      ...(overrides.sms && { sms: overrides.sms }),
    });
    app.addHook('onClose', async () => database.close());
    app.addHook('onClose', async () => {
      await deps.pdf.close();
      await deps.email.close();
      await files.close();
    });
    // After the hooks above: onClose hooks run last-in first-out, so jobs finish while the database is open.
    const runner = await startJobRunner({
      database,
      jobs: allJobs,
      log: app.log,
      deps,
      work: settings.jobs === 'inline',
      tuning: { monitorIntervalSeconds: settings.jobsMonitorIntervalSeconds },
      timeZone: settings.timeZone,
    });
    started.runner = runner;
    app.addHook('onClose', () => runner.stop());
    if (database.embedded?.carriedOver) {
      const queued = await queueUnfinishedProcessing({ db: database.db, jobs });
      if (queued > 0)
        app.log.info(
          { editions: queued },
          'carry-over from PGlite: queued the processing of unfinished editions again',
        );
    }
    return { app, database, firstAdmin };
  } catch (error) {
    await database.close();
    throw error;
  }
}
