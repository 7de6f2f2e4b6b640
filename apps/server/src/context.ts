import type { Db } from './db/client.ts';
import type { Settings } from './plugins/settings.ts';
import type { FileStore } from './lib/file-store/file-store.ts';
import type { JobSender } from './jobs/job-runner.ts';
import type { PdfProcessor } from './lib/pdf/pdf-processor.ts';

/** What every service needs, built once in app.ts and handed to the route modules. */
export type AppContext = {
  db: Db;
  settings: Settings;
  /** HS256 key of the access tokens and the device cookies. */
  signingKey: Uint8Array;
  /** Where e-paper files live: a folder under DATA_DIR, or an S3-compatible bucket. */
  files: FileStore;
  /** Queues background work (e-paper processing). */
  jobs: JobSender;
  /** Draws a page's reading image asked for before processing made it (threads start on first use). */
  pdf: PdfProcessor;
};
