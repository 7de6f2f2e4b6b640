// Test support for the job runner's API tests: a real database on the server the test
// project names (a copy of the run's migrated template), and small job definitions whose
// effects a test can see.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client.ts';
import { runMigrations, withStartupLock } from '../db/migrate.ts';
import { createTemplateCopy } from '../test/template-copy.ts';
import { defineJob, type JobContext, type JobLog } from './job-definition.ts';
import type { RunnerTuning } from './job-runner.ts';

/** Where a test database lives: enough for another process to open it too. */
export type TestDatabaseLocation = {
  dataDir: string;
  databaseUrl: string;
  /** Drops the database and its folder. */
  remove: () => Promise<void>;
};

/** Prepares a database without opening it (a child process may open it first). */
export async function createTestDatabaseLocation(): Promise<TestDatabaseLocation> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-jobs-test-'));
  const database = await createTemplateCopy('epaper_jobs');
  return {
    dataDir,
    databaseUrl: database.url,
    remove: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens the database at `location` and brings its schema up to date, as a process would at start. */
export async function openMigratedDatabase(location: TestDatabaseLocation): Promise<Database> {
  const database = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  await withStartupLock(database.pool, runMigrations);
  return database;
}

/** A fresh, migrated database and how to throw it away. */
export async function createTestDatabase(): Promise<{
  database: Database;
  location: TestDatabaseLocation;
  close: () => Promise<void>;
}> {
  const location = await createTestDatabaseLocation();
  const database = await openMigratedDatabase(location);
  return {
    database,
    location,
    close: async () => {
      await database.close();
      await location.remove();
    },
  };
}

/** Collects what the runner logs, so a test can assert on it and the output stays quiet. */
export function memoryLog(): JobLog & { lines: { level: string; message: string; details: object }[] } {
  const lines: { level: string; message: string; details: object }[] = [];
  const at = (level: string) => (details: object, message: string) => void lines.push({ level, message, details });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** Short intervals so expiry and retries happen within a test's seconds. */
export const FAST_TUNING: Partial<RunnerTuning> = { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 };

export const probePayload = z.object({ label: z.string().min(1) });
type ProbeHandler = (payload: z.output<typeof probePayload>, context: JobContext) => Promise<void>;

/** A job that runs `handler`, polled every half second; retried immediately, twice. */
export function probeJob(name: string, handler: ProbeHandler, expireInSeconds = 60) {
  return defineJob({
    name,
    payload: probePayload,
    handler,
    retry: { limit: 2, delaySeconds: 0, backoff: false },
    expireInSeconds,
    pollingIntervalSeconds: 0.5,
  });
}

/** The job crash-probe.fixture.ts dies in; both processes define it alike. */
export const CRASH_PROBE = { name: 'probe-crash', expireInSeconds: 2 } as const;

/** Waits until `check` answers a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
