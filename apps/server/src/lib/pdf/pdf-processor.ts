import { encodePage } from './pdf-encode.ts';
import { DEFAULT_LIMITS } from './pdf-messages.ts';
import type { PdfLimits } from './pdf-messages.ts';
import { PdfThreadPool } from './pdf-pool.ts';

export { PdfRejectedError } from './pdf-errors.ts';
export type { PdfLimits } from './pdf-messages.ts';

export type RenderedPage = {
  pageNumber: number;
  /** The page alone, with only the resources it uses. */
  pdf: Uint8Array;
  /** WebP, about 1600 px wide. */
  image: Uint8Array;
  /** WebP, about 400 px wide. */
  thumbnail: Uint8Array;
  /** WebP, about 800 px wide; only when asked for. */
  preview?: Uint8Array;
  /** Of `image`, in pixels. */
  width: number;
  height: number;
};

export type PdfProcessor = {
  /**
   * Opens and checks a PDF. Throws PdfRejectedError, with a reason for the uploader,
   * when the file cannot be accepted; any other error (a missing file) may be retried.
   */
  inspect: (path: string) => Promise<{ pageCount: number }>;
  /** Renders page `pageNumber` (1-based). Throws as `inspect` does. */
  renderPage: (path: string, pageNumber: number, options?: { preview?: boolean }) => Promise<RenderedPage>;
  /** Ends the threads; tasks still running or waiting fail. */
  close: () => Promise<void>;
};

export type PdfProcessorOptions = { threads: number; limits?: Partial<PdfLimits> };

/**
 * Turns newspaper PDFs into one PDF and a set of WebP images per page, in worker
 * threads guarded by time, memory and size limits. Make one per process and reuse it:
 * each thread keeps the last file it opened, so the pages of one upload are read once.
 */
export function createPdfProcessor({ threads, limits }: PdfProcessorOptions): PdfProcessor {
  if (!Number.isInteger(threads) || threads < 1)
    throw new RangeError(`threads must be a positive integer, not ${threads}`);
  const pool = new PdfThreadPool(threads, { ...DEFAULT_LIMITS, ...limits });
  return {
    inspect: (path) => pool.run({ type: 'inspect', path }, {}),
    async renderPage(path, pageNumber, options = {}) {
      const raw = await pool.run({ type: 'render', path, pageNumber }, { pageNumber });
      const images = await encodePage(raw, options.preview === true);
      return { pageNumber, pdf: raw.pdf, ...images, width: raw.width, height: raw.height };
    },
    close: () => pool.close(),
  };
}
