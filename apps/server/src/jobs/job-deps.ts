import type { EmailSender } from '../lib/email/email-sender.ts';
import type { FileStore } from '../lib/file-store/file-store.ts';
import { createPdfProcessor, type PdfProcessor } from '../lib/pdf/pdf-processor.ts';
import type { Settings } from '../plugins/settings.ts';
import type { JobDeps } from './job-definition.ts';
import type { Database } from '../db/client.ts';

/**
 * The PDF renderer, started on first use: its threads (each with MuPDF's WebAssembly
 * memory) exist only in a process that really processes an edition.
 */
function lazyPdfProcessor(settings: Settings): PdfProcessor {
  let processor: PdfProcessor | undefined;
  const started = () =>
    (processor ??= createPdfProcessor({
      threads: settings.pdf.threads,
      limits: { taskTimeoutMs: settings.pdf.pageTimeoutMs, memoryLimitMb: settings.pdf.memoryLimitMb },
    }));
  return {
    inspect: (filePath) => started().inspect(filePath),
    renderPage: (filePath, pageNumber, options) => started().renderPage(filePath, pageNumber, options),
    renderReadingImage: (filePath, pageNumber) => started().renderReadingImage(filePath, pageNumber),
    merge: (paths, output) => started().merge(paths, output),
    close: async () => {
      await processor?.close();
      processor = undefined;
    },
  };
}

/** What the runner's jobs get: the process's file store and email sender, a PDF renderer of their own, and where the database lives. */
export function createJobDeps(
  settings: Settings,
  files: FileStore,
  database: Pick<Database, 'url' | 'embedded'>,
  email: EmailSender,
): JobDeps {
  return {
    files,
    email,
    settings,
    pdf: lazyPdfProcessor(settings),
    database: { url: database.url, pgdata: database.embedded?.pgdata },
  };
}
