// A worker process that dies mid-job, for job-runner-crash.api.test.ts: it opens the test
// database named in its argument, sends the probe job, prints `running <id>` once the
// handler has it, and hangs there until the test kills it with SIGKILL.
import { startJobRunner } from './job-runner.ts';
import {
  CRASH_PROBE,
  FAST_TUNING,
  memoryLog,
  openMigratedDatabase,
  probeJob,
  type TestDatabaseLocation,
} from './job-test-support.ts';

async function main(): Promise<void> {
  const location = JSON.parse(process.argv[2] ?? '{}') as TestDatabaseLocation;
  const database = await openMigratedDatabase(location);
  const job = probeJob(
    CRASH_PROBE.name,
    async (_payload, { jobId }) => {
      process.stdout.write(`running ${jobId}\n`);
      await new Promise(() => undefined);
    },
    CRASH_PROBE.expireInSeconds,
  );
  const runner = await startJobRunner({
    database,
    jobs: [job],
    log: memoryLog(),
    work: true,
    tuning: FAST_TUNING,
  });
  await runner.send(job, { label: 'crash' });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
