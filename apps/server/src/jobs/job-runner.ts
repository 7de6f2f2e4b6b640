import { PgBoss, type ConstructorOptions, type Job } from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { JobContext, JobDefinition, JobDeps, JobLog } from './job-definition.ts';

// Definitions differ in payload type; the runner only passes payloads through their own schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJob = JobDefinition<any>;

/** How often pg-boss's background passes run: light on the database, for features this project uses. */
export type RunnerTuning = {
  /** The upkeep pass: runs the monitor below when due, and deletes finished jobs past their keep time (daily). */
  superviseIntervalSeconds: number;
  /**
   * Queue statistics (counts the job table, small here) and, in the same claim, expiry of jobs
   * whose worker died: with these values a crashed job is retried 1–2 minutes after it expires.
   */
  monitorIntervalSeconds: number;
  /** Refresh of the in-memory queue list. */
  queueCacheIntervalSeconds: number;
  /** Checks whether a schedule is due (at most 45 by pg-boss's rule; cron has minute resolution). */
  cronMonitorIntervalSeconds: number;
  /** Poll of pg-boss's internal queue that turns due schedules into jobs. */
  cronWorkerIntervalSeconds: number;
  /** Background schema migrations of pg-boss itself; idle outside an upgrade. */
  bamIntervalSeconds: number;
  /** Dependency resolution of job flows, which this project does not use. */
  flowIntervalSeconds: number;
};

/**
 * Polls seldom, so an idle runner costs the database a few short statements a minute.
 * pg-boss's defaults (cron queue and flows polled every 5 s, BAM every 60 s) cost many
 * times that, mostly for features this project does not use.
 */
export const DEFAULT_TUNING: RunnerTuning = {
  superviseIntervalSeconds: 60,
  monitorIntervalSeconds: 60,
  queueCacheIntervalSeconds: 60,
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 15,
  bamIntervalSeconds: 300,
  flowIntervalSeconds: 300,
};

export type JobRunnerOptions = {
  /** pg-boss opens its own small pool to `url`, apart from the request pool. */
  database: Pick<Database, 'db' | 'url' | 'kind'>;
  jobs: readonly AnyJob[];
  log: JobLog;
  /** The file store and PDF renderer the e-paper jobs use; the server and the worker give them. */
  deps?: JobDeps;
  /**
   * Run the handlers (and the schedules) in this process. False for an API process whose
   * jobs run in `worker` processes: it still installs pg-boss's schema, creates the queues
   * and sends.
   */
  work: boolean;
  /** How long stop() waits for running handlers before failing them back to the queue (retried). */
  stopTimeoutMs?: number;
  tuning?: Partial<RunnerTuning>;
  /** The service's time zone (TZ), for schedules declared in it. */
  timeZone?: string;
};

export type SendOptions = {
  /** At most one queued job with this key (with a `stately` queue); also makes a repeated send idempotent. */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
};

/** What the rest of the app needs from the runner: enqueue a job. */
export type JobSender = {
  /** Stores the job (validated against its schema) and returns its id; null when a singleton is already queued. */
  send: <Payload>(job: JobDefinition<Payload>, payload: Payload, options?: SendOptions) => Promise<string | null>;
};

export type JobRunner = JobSender & {
  /** Graceful: stops fetching, waits for running handlers up to the timeout, then fails the rest back to the queue. */
  stop: () => Promise<void>;
  /** The pg-boss instance, for tests and operational views (job state, schedules). */
  boss: PgBoss;
};

/** pg-boss's own pool: a worker's fetches, upkeep and one spare; a sending-only process needs little. */
const BOSS_POOL_SIZE = { working: 4, sending: 2 };
/** pg-boss's own tables live in this schema, apart from the app's. */
const PGBOSS_SCHEMA = 'pgboss';

type BossSetup = Pick<JobRunnerOptions, 'work' | 'tuning'> & { database: Pick<Database, 'url'> };

function bossOptions(options: BossSetup): ConstructorOptions {
  const tuning = { ...DEFAULT_TUNING, ...options.tuning };
  return {
    connectionString: options.database.url,
    max: BOSS_POOL_SIZE[options.work ? 'working' : 'sending'],
    application_name: 'epaper-jobs',
    schema: PGBOSS_SCHEMA,
    ...tuning,
    // A process that only sends needs no timers: workers do the upkeep and the schedules.
    supervise: options.work,
    schedule: options.work,
  };
}

/**
 * Installs or upgrades pg-boss's tables and starts nothing: for a database template that
 * many test apps copy.
 */
export async function installJobSchema(options: Pick<BossSetup, 'database'>): Promise<void> {
  const boss = new PgBoss(bossOptions({ ...options, work: false }));
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false });
}

async function createQueues(boss: PgBoss, jobs: readonly AnyJob[]): Promise<void> {
  for (const job of jobs) {
    const queue = {
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: job.retry.backoff,
      expireInSeconds: job.expireInSeconds,
      deleteAfterSeconds: job.keepFinishedSeconds,
      ...(job.heartbeatSeconds !== undefined && { heartbeatSeconds: job.heartbeatSeconds }),
    };
    // createQueue leaves an existing queue as it is; updateQueue brings its options up to date.
    await boss.createQueue(job.name, { ...queue, policy: job.policy });
    await boss.updateQueue(job.name, queue);
  }
}

/** Makes the stored schedules match the definitions: new ones added, changed ones updated, dropped ones removed. */
async function syncSchedules(boss: PgBoss, jobs: readonly AnyJob[], timeZone: string | undefined): Promise<void> {
  const scheduled = jobs.filter((job) => job.schedule);
  for (const job of scheduled) {
    const payload = job.payload.parse(job.schedule?.payload) as object;
    const tz = job.schedule?.inServiceTimeZone ? (timeZone ?? 'UTC') : 'UTC';
    await boss.schedule(job.name, job.schedule?.cron ?? '', payload, { tz });
  }
  const wanted = new Set(scheduled.map((job) => job.name));
  for (const stored of await boss.getSchedules()) {
    if (!wanted.has(stored.name)) await boss.unschedule(stored.name, stored.key);
  }
}

async function runJob(job: AnyJob, item: Job<unknown>, options: JobRunnerOptions): Promise<void> {
  const { log } = options;
  const details = { job: job.name, jobId: item.id, retryCount: item.retryCount };
  const started = performance.now();
  try {
    const payload: unknown = job.payload.parse(item.data);
    const context: JobContext = {
      db: options.database.db,
      log,
      jobId: item.id,
      retryCount: item.retryCount,
      signal: item.signal,
      deps: options.deps,
      isLastAttempt: item.retryCount >= job.retry.limit,
    };
    await job.handler(payload, context);
    log.info({ ...details, ms: Math.round(performance.now() - started) }, 'job completed');
  } catch (error) {
    // pg-boss records the failure and schedules the retry; the log says why.
    log.warn({ ...details, err: error }, 'job attempt failed');
    throw error;
  }
}

/** Starts a worker per job; answers each job name's worker id. */
async function startWorkers(boss: PgBoss, options: JobRunnerOptions): Promise<Map<string, string>> {
  const workers = new Map<string, string>();
  for (const job of options.jobs) {
    const workerId = await boss.work(
      job.name,
      {
        batchSize: 1,
        localConcurrency: job.concurrency,
        pollingIntervalSeconds: job.pollingIntervalSeconds,
      },
      async (items: Job<unknown>[]) => {
        for (const item of items) await runJob(job, item, options);
      },
    );
    workers.set(job.name, workerId);
  }
  return workers;
}

/**
 * On the embedded database the process holds the data folder's exclusive lock, so a job
 * still marked active was claimed by a process that is gone (killed, crashed): it is
 * failed at once, which retries it, instead of after its heartbeat or expiry runs out.
 * (On a shared PostgreSQL another worker may be running it: there the heartbeat decides.)
 */
async function failOrphanedJobs(boss: PgBoss, jobs: readonly AnyJob[], log: JobLog): Promise<void> {
  for (const job of jobs) {
    const orphans = (await boss.findJobs(job.name)).filter((found) => found.state === 'active');
    if (orphans.length === 0) continue;
    await boss.fail(
      job.name,
      orphans.map((orphan) => orphan.id),
      { reason: 'the process running it stopped' },
    );
    log.warn({ job: job.name, jobs: orphans.length }, 'retrying jobs a stopped process left running');
  }
}

/**
 * Starts pg-boss on the app's database: installs or upgrades its schema, creates a queue
 * per job, and with `work` registers the schedules and runs the handlers, on a small pool
 * of its own.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const names = new Set(options.jobs.map((job) => job.name));
  if (names.size !== options.jobs.length) throw new Error('Two job definitions share a name');

  const boss = new PgBoss(bossOptions(options));
  // Unhandled, an 'error' event would end the process; a failed poll is retried on the next one.
  boss.on('error', (error: unknown) => options.log.error({ err: error }, 'job runner error'));
  boss.on('warning', (warning: unknown) => options.log.warn({ warning }, 'job runner warning'));

  await boss.start();
  let workers = new Map<string, string>();
  try {
    await createQueues(boss, options.jobs);
    if (options.work) {
      if (options.database.kind === 'embedded') await failOrphanedJobs(boss, options.jobs, options.log);
      await syncSchedules(boss, options.jobs, options.timeZone);
      workers = await startWorkers(boss, options);
    }
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }

  let stopping: Promise<void> | undefined;
  return {
    boss,
    async send(job, payload, sendOptions = {}) {
      if (!names.has(job.name)) throw new Error(`Job "${job.name}" is not registered with the runner`);
      const data = job.payload.parse(payload) as object;
      const id = await boss.send(job.name, data, {
        ...(sendOptions.singletonKey !== undefined && { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.startAfterSeconds !== undefined && { startAfter: sendOptions.startAfterSeconds }),
      });
      // A job this process works starts now, not at its worker's next poll (seconds away).
      const worker = workers.get(job.name);
      if (id !== null && worker !== undefined && sendOptions.startAfterSeconds === undefined) boss.notifyWorker(worker);
      return id;
    },
    stop() {
      stopping ??= boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
      return stopping;
    },
  };
}
