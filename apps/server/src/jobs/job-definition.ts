import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { EmailSender } from '../lib/email/email-sender.ts';
import type { FileStore } from '../lib/file-store/file-store.ts';
import type { PdfProcessor } from '../lib/pdf/pdf-processor.ts';
import type { Settings } from '../plugins/settings.ts';

/**
 * What the jobs need besides the database handle: the file store, the PDF renderer, the
 * email sender, the settings, and where the database lives (what a backup copies: its server's URL, or the
 * embedded cluster's folder).
 */
export type JobDeps = {
  files: FileStore;
  /** Where the notifications' emails go: the mail server, or the log. */
  email: EmailSender;
  pdf: PdfProcessor;
  settings: Settings;
  database: { url: string; pgdata: string | undefined };
};

/** The structured logger a handler writes to (pino's shape: an object, then a message). */
export type JobLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** What a handler gets besides its payload. */
export type JobContext = {
  db: Db;
  log: JobLog;
  /** The job's id: the key for idempotent side effects (a retry sees the same id). */
  jobId: string;
  /** 0 on the first run, then 1, 2… on each retry, whatever ended the previous attempt. */
  retryCount: number;
  /** Aborted when the runner stops or the attempt outlives its expiry: stop at the next safe point. */
  signal: AbortSignal;
  /** Given to runners that run jobs needing them (the server and the worker); absent in narrow tests. */
  deps: JobDeps | undefined;
  /** True on the attempt after which no retry follows: a handler records a lasting failure there. */
  isLastAttempt: boolean;
};

/** The dependencies of a job that needs them, or a clear error when its runner was started without. */
export function requireDeps(context: JobContext): JobDeps {
  if (!context.deps) throw new Error('This job needs the file store and the PDF renderer: start the runner with deps');
  return context.deps;
}

/**
 * pg-boss queue policies this project uses. `standard`: any number queued and running;
 * `stately`: at most one queued and one running (a scheduled sweep that overlaps itself
 * merges instead of piling up); `exclusive`: at most one queued or running per
 * singletonKey (one record's processing is never queued twice).
 */
export type JobPolicy = 'standard' | 'stately' | 'exclusive';

/** A named, stored, retried piece of work: its payload's schema, its handler and how it runs. */
export type JobDefinition<Payload> = {
  /** The queue name; stable across releases (stored jobs carry it). */
  name: string;
  /** Validates the payload when the job is sent and again when it runs. */
  payload: z.ZodType<Payload>;
  /** Does the work. Throwing fails this attempt; pg-boss retries it up to `retry.limit`. Must be idempotent. */
  handler: (payload: Payload, context: JobContext) => Promise<void>;
  policy: JobPolicy;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** How long one attempt may run before it is counted as dead and retried (a crashed worker's job comes back after this). */
  expireInSeconds: number;
  /**
   * When set, a running attempt proves it is alive this often (pg-boss refreshes it while
   * the handler runs); one silent for longer is failed and retried: a killed worker's long
   * job comes back within a minute or two instead of after its expiry. At least 10.
   */
  heartbeatSeconds: number | undefined;
  /** How long a finished job stays in the table for inspection. */
  keepFinishedSeconds: number;
  /** How many of these one process runs at once. */
  concurrency: number;
  /** How often an idle worker looks for new jobs of this kind. */
  pollingIntervalSeconds: number;
  /**
   * Sent on this cron expression with this payload, by whichever process's clock claims the
   * minute; in UTC, or in the service's time zone (TZ) with `inServiceTimeZone`.
   */
  schedule?: { cron: string; payload: Payload; inServiceTimeZone?: boolean } | undefined;
};

type DefineJobInput<Schema extends z.ZodType> = {
  name: string;
  payload: Schema;
  handler: (payload: z.output<Schema>, context: JobContext) => Promise<void>;
  policy?: JobPolicy;
  retry?: Partial<JobDefinition<unknown>['retry']>;
  expireInSeconds?: number;
  heartbeatSeconds?: number;
  keepFinishedSeconds?: number;
  concurrency?: number;
  pollingIntervalSeconds?: number;
  schedule?: { cron: string; payload: z.output<Schema>; inServiceTimeZone?: boolean };
};

const QUEUE_NAME = /^[a-z][a-z0-9-]*$/;

/** Declares a job. Defaults: 3 retries 30 s apart with backoff, 15 min per attempt, kept a week, one at a time, polled every 5 s. */
export function defineJob<Schema extends z.ZodType>(input: DefineJobInput<Schema>): JobDefinition<z.output<Schema>> {
  if (!QUEUE_NAME.test(input.name)) throw new Error(`Job name "${input.name}" must be kebab-case`);
  return {
    name: input.name,
    payload: input.payload as z.ZodType<z.output<Schema>>,
    handler: input.handler,
    policy: input.policy ?? 'standard',
    retry: { limit: 3, delaySeconds: 30, backoff: true, ...input.retry },
    expireInSeconds: input.expireInSeconds ?? 15 * 60,
    heartbeatSeconds: input.heartbeatSeconds,
    keepFinishedSeconds: input.keepFinishedSeconds ?? 7 * 24 * 3600,
    concurrency: input.concurrency ?? 1,
    pollingIntervalSeconds: input.pollingIntervalSeconds ?? 5,
    schedule: input.schedule,
  };
}

/**
 * An hourly sweep at `minute` past the hour, with no payload: at most one queued and one
 * running (a slow sweep is never stacked behind another), retried twice from a minute
 * after a failure, and polled once a minute (a sweep found a minute late costs nothing, and
 * each idle poll is a statement).
 */
export function defineHourlySweep(input: {
  name: string;
  minute: number;
  handler: (context: JobContext) => Promise<void>;
}): JobDefinition<Record<string, never>> {
  return defineJob({
    name: input.name,
    payload: z.object({}),
    policy: 'stately',
    schedule: { cron: `${input.minute} * * * *`, payload: {} },
    retry: { limit: 2, delaySeconds: 60 },
    expireInSeconds: 10 * 60,
    keepFinishedSeconds: 24 * 3600,
    pollingIntervalSeconds: 60,
    handler: (_payload, context) => input.handler(context),
  });
}
