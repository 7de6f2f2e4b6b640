// Entry point of a job worker for scale-out: the same build as server.ts, serving no HTTP.
// Migrates the shared PostgreSQL under the start-up lock, runs every job's handler and the
// schedules, and on SIGINT/SIGTERM lets running jobs finish before it exits.
import Fastify from 'fastify';
import { mkdirSync } from 'node:fs';
import { openDatabase } from './db/client.ts';
import { runMigrations, withStartupLock } from './db/migrate.ts';
import { describeErrorSafely } from './plugins/error-serializer.ts';
import { loadSettings } from './plugins/settings.ts';
import { ExplainedError, startFailureText } from './lib/explained-error.ts';
import { loggerOptions } from './plugins/logger.ts';
import { allJobs } from './jobs/all-jobs.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import { createJobDeps } from './jobs/job-deps.ts';
import { openEmailSender } from './lib/email/open-email-sender.ts';
import { openFileStore } from './lib/file-store/open-file-store.ts';

/** A worker shares its database with the API processes; the embedded one belongs to the single server process. */
class WorkerNeedsPostgresError extends ExplainedError {
  constructor() {
    super(
      'A job worker needs a PostgreSQL server shared with the API processes: set DATABASE_URL.\n' +
        'Without it the embedded database belongs to the one server process, which runs the jobs itself (npm start).',
    );
  }
}

async function main(): Promise<void> {
  const settings = loadSettings();
  if (!settings.databaseUrl) throw new WorkerNeedsPostgresError();
  // Only for its logger: the same JSON lines and redaction as the API's.
  const { log } = Fastify({ logger: loggerOptions(settings) });

  mkdirSync(settings.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    poolSize: settings.databasePoolSize,
  });
  const files = openFileStore(settings.fileStore);
  const deps = createJobDeps(settings, files, database, openEmailSender(settings.email, log));
  let runner: Awaited<ReturnType<typeof startJobRunner>>;
  try {
    // A worker may be the first process on a fresh database: it prepares the schema as a server would.
    await withStartupLock(database.pool, runMigrations);
    runner = await startJobRunner({
      database,
      jobs: allJobs,
      log,
      deps,
      work: true,
      tuning: { monitorIntervalSeconds: settings.jobsMonitorIntervalSeconds },
      timeZone: settings.timeZone,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  log.info({ jobs: allJobs.map((job) => job.name) }, 'job worker started');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    runner
      .stop()
      .then(() => deps.pdf.close())
      .then(() => deps.email.close())
      .then(() => files.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'unclean shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // Through the log's serializer: a failed migration's error may quote a query's parameters.
  process.stderr.write(`${startFailureText(error, (e) => `Worker failed to start: ${describeErrorSafely(e)}`)}
`);
  process.exit(1);
});
