import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { startJobRunner } from './job-runner.ts';
import {
  CRASH_PROBE,
  createTestDatabaseLocation,
  FAST_TUNING,
  memoryLog,
  openMigratedDatabase,
  probeJob,
  waitFor,
  type TestDatabaseLocation,
} from './job-test-support.ts';

let location: TestDatabaseLocation | undefined;
let database: Database | undefined;
let doomed: ChildProcess | undefined;

afterAll(async () => {
  // A test that failed before its kill leaves no stray process behind.
  if (doomed && doomed.exitCode === null && doomed.signalCode === null) doomed.kill('SIGKILL');
  await database?.close();
  await location?.remove();
});

/** Starts the fixture in its own Node process and resolves with the id of the job it is stuck on. */
async function startDoomedWorker(at: TestDatabaseLocation) {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const fixture = new URL('./crash-probe.fixture.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', tsx, fixture, JSON.stringify(at)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  doomed = child;
  let output = '';
  const jobId = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the doomed worker exited early (${code})`)));
  });
  return { child, jobId };
}

it('picks up a job whose worker process died mid-run once it expires, and completes it', async () => {
  location = await createTestDatabaseLocation();
  const { child, jobId } = await startDoomedWorker(location);
  child.kill('SIGKILL');
  await once(child, 'exit');

  // The next process on this database (a restarted server, or another worker).
  database = await openMigratedDatabase(location);
  const runs: { jobId: string; retryCount: number }[] = [];
  const job = probeJob(
    CRASH_PROBE.name,
    async (_payload, context) => void runs.push({ jobId: context.jobId, retryCount: context.retryCount }),
    CRASH_PROBE.expireInSeconds,
  );
  const observer = await startJobRunner({
    database,
    jobs: [job],
    log: memoryLog(),
    work: false,
  });
  // The dead process's claim is still on the job.
  const [stuck] = await observer.boss.findJobs(job.name, { id: jobId });
  expect(stuck?.state).toBe('active');
  // On PostgreSQL only its expiry frees it (another worker might be running it); on the
  // embedded database the starting process knows it is the only one and retries it at once.
  const runner = await startJobRunner({
    database,
    jobs: [job],
    log: memoryLog(),
    work: true,
    tuning: FAST_TUNING,
  });
  try {
    const done = await waitFor(async () => {
      const [row] = await observer.boss.findJobs(job.name, { id: jobId });
      return row?.state === 'completed' ? row : undefined;
    }, 20_000);
    expect(done.retryCount).toBe(1);
    expect(runs).toEqual([{ jobId, retryCount: 1 }]);
  } finally {
    await runner.stop();
    await observer.stop();
  }
}, 60_000);
