import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signInFailures, users } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { allJobs } from './all-jobs.ts';
import { startJobRunner, type JobRunner } from './job-runner.ts';
import { pruneSessionsJob } from '../modules/sessions/prune-sessions.job.ts';
import { pruneSignInAttemptsJob } from '../modules/sign-in/prune-sign-in-attempts.job.ts';
import { createTestDatabase, FAST_TUNING, memoryLog, probeJob, waitFor } from './job-test-support.ts';

let database: Database;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  closeDatabase = created.close;
});

afterAll(async () => {
  await closeDatabase();
});

function start(jobs: Parameters<typeof startJobRunner>[0]['jobs'], work = true, log = memoryLog()) {
  return startJobRunner({ database, jobs, log, work, tuning: FAST_TUNING, stopTimeoutMs: 2_000 });
}

async function jobState(runner: JobRunner, name: string, id: string) {
  const [job] = await runner.boss.findJobs(name, { id });
  return job;
}

/** The probe's visible effect: a row in a real table, written through the handler's database. */
async function probeRows(label: string) {
  return database.db
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.key, `probe:${label}`));
}

describe('job runner', () => {
  it('runs a sent job in the worker; its effect is in the database', async () => {
    const job = probeJob('probe-run', async ({ label }, { db }) => {
      await db.insert(signInFailures).values({ key: `probe:${label}` });
    });
    const runner = await start([job]);
    try {
      const id = await runner.send(job, { label: 'ran-once' });
      expect(id).toEqual(expect.any(String));
      await waitFor(async () => (await jobState(runner, job.name, id ?? ''))?.state === 'completed');
      expect(await probeRows('ran-once')).toHaveLength(1);
    } finally {
      await runner.stop();
    }
  });

  it('refuses a payload its schema rejects, before storing anything', async () => {
    const job = probeJob('probe-invalid', async () => undefined);
    const runner = await start([job], false);
    try {
      await expect(runner.send(job, { label: '' })).rejects.toThrow();
      expect(await runner.boss.findJobs(job.name)).toHaveLength(0);
    } finally {
      await runner.stop();
    }
  });

  it('retries a failing job up to its limit, then marks it failed', async () => {
    const attempts: number[] = [];
    const job = probeJob('probe-fail', async (_payload, { retryCount }) => {
      attempts.push(retryCount);
      throw new Error('always fails');
    });
    const log = memoryLog();
    const runner = await start([job], true, log);
    try {
      const id = (await runner.send(job, { label: 'doomed' })) ?? '';
      const failed = await waitFor(async () => {
        const row = await jobState(runner, job.name, id);
        return row?.state === 'failed' ? row : undefined;
      });
      // The first attempt and two retries.
      expect(attempts).toEqual([0, 1, 2]);
      expect(failed.retryCount).toBe(2);
      expect(failed.output).toMatchObject({ message: 'always fails' });
      expect(log.lines.filter((line) => line.message === 'job attempt failed')).toHaveLength(3);
    } finally {
      await runner.stop();
    }
  });

  it('lets an API process that does not work send jobs that a worker process then runs', async () => {
    const job = probeJob('probe-split', async ({ label }, { db }) => {
      await db.insert(signInFailures).values({ key: `probe:${label}` });
    });
    const api = await start([job], false);
    const worker = await start([job], true);
    try {
      const id = (await api.send(job, { label: 'from-api' })) ?? '';
      await waitFor(async () => (await jobState(api, job.name, id))?.state === 'completed');
      expect(await probeRows('from-api')).toHaveLength(1);
    } finally {
      await api.stop();
      await worker.stop();
    }
  });

  it('stops gracefully: a running handler finishes before stop() returns', async () => {
    let finished = false;
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    const job = probeJob('probe-graceful', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 700));
      finished = true;
    });
    const runner = await start([job]);
    const id = (await runner.send(job, { label: 'slow' })) ?? '';
    await isStarted;
    await runner.stop();
    expect(finished).toBe(true);
    const observer = await start([job], false);
    try {
      expect((await jobState(observer, job.name, id))?.state).toBe('completed');
    } finally {
      await observer.stop();
    }
  });

  it('registers the scheduled jobs and drops schedules no definition has any more', async () => {
    const stale = await start([probeJob('probe-obsolete', async () => undefined)], false);
    await stale.boss.schedule('probe-obsolete', '0 3 * * *', { label: 'old' });
    await stale.stop();

    const runner = await startJobRunner({
      database,
      jobs: allJobs,
      log: memoryLog(),
      work: true,
      timeZone: 'Asia/Kolkata',
    });
    try {
      const schedules = await runner.boss.getSchedules();
      expect(
        schedules
          .map(({ name, cron, timezone }) => ({ name, cron, timezone }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual([
        { name: 'clean-abandoned-uploads', cron: '27 * * * *', timezone: 'UTC' },
        // In the service's time zone: 02:30 where the newspaper is, whatever the server's clock.
        { name: 'daily-backup', cron: '30 2 * * *', timezone: 'Asia/Kolkata' },
        { name: 'expire-subscriptions', cron: '3 * * * *', timezone: 'UTC' },
        { name: 'prune-page-view-windows', cron: '37 * * * *', timezone: 'UTC' },
        { name: 'prune-sessions', cron: '17 * * * *', timezone: 'UTC' },
        { name: 'prune-sign-in-attempts', cron: '47 * * * *', timezone: 'UTC' },
        { name: 'publish-scheduled-epapers', cron: '* * * * *', timezone: 'UTC' },
        { name: 'send-notification-emails', cron: '* * * * *', timezone: 'UTC' },
      ]);
    } finally {
      await runner.stop();
    }
  });
});

describe('prune jobs', () => {
  const days = (n: number) => new Date(Date.now() - n * 86_400_000);
  const minutes = (n: number) => new Date(Date.now() - n * 60_000);

  it('prune-sessions deletes only sessions that ended long ago', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ phone: '+919800000001', name: 'Pruned', role: 'admin' })
      .returning({ id: users.id });
    const session = (label: string, values: Partial<typeof sessions.$inferInsert>) => ({
      id: randomUUID(),
      userId: user?.id ?? 0,
      refreshHash: label,
      expiresAt: new Date(Date.now() + 86_400_000),
      ...values,
    });
    await database.db
      .insert(sessions)
      .values([
        session('live', {}),
        session('expired-long-ago', { expiresAt: days(40) }),
        session('expired-recently', { expiresAt: days(2) }),
        session('revoked-long-ago', { revokedAt: days(40), revokedReason: 'logout' }),
        session('revoked-recently', { revokedAt: days(1), revokedReason: 'logout' }),
      ]);

    // The same definition, polled quickly: the hourly job's minute-long poll is no part of what is tested.
    const job = { ...pruneSessionsJob, pollingIntervalSeconds: 0.5 };
    const runner = await start([job]);
    try {
      const id = (await runner.send(job, {})) ?? '';
      await waitFor(async () => (await jobState(runner, job.name, id))?.state === 'completed');
    } finally {
      await runner.stop();
    }
    const left = await database.db.select({ label: sessions.refreshHash }).from(sessions);
    expect(left.map((row) => row.label).sort()).toEqual(['expired-recently', 'live', 'revoked-recently']);
  });

  it('prune-sign-in-attempts deletes only attempts older than the window', async () => {
    await database.db.insert(signInFailures).values([
      { key: 'phone:+919800000002', failedAt: minutes(1) },
      { key: 'phone:+919800000002', failedAt: minutes(14) },
      { key: 'ip:10.0.0.1', failedAt: minutes(16) },
      { key: 'ip:10.0.0.2', failedAt: days(3) },
    ]);
    const job = { ...pruneSignInAttemptsJob, pollingIntervalSeconds: 0.5 };
    const runner = await start([job]);
    try {
      const id = (await runner.send(job, {})) ?? '';
      await waitFor(async () => (await jobState(runner, job.name, id))?.state === 'completed');
    } finally {
      await runner.stop();
    }
    const left = await database.db
      .select({ key: signInFailures.key })
      .from(signInFailures)
      .where(like(signInFailures.key, '%:%'));
    expect(left.filter((row) => !row.key.startsWith('probe:')).map((row) => row.key)).toEqual([
      'phone:+919800000002',
      'phone:+919800000002',
    ]);
  });
});
