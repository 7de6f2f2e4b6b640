import { freedMemory } from '../freed-memory.ts';
import { encodeReadingImage, encodeThumbnails, scalePhotos, thumbnailDrawWidth } from './pdf-encode.ts';
import { DEFAULT_LIMITS, IMAGE_WIDTH } from './pdf-messages.ts';
import type { PageFacts, PdfLimits } from './pdf-messages.ts';
import { PdfThreadPool } from './pdf-pool.ts';
import { fingerprintPage, type PageFingerprint } from './page-fingerprint.ts';

export { PdfRejectedError } from './pdf-errors.ts';
export type { PdfLimits } from './pdf-messages.ts';

/** A page as an edition first needs it: to download, and to recognise in a grid. */
export type PageWithThumbnails = {
  pageNumber: number;
  /** The page alone, with only the resources it uses. */
  pdf: Uint8Array;
  /** WebP, about 400 px wide. */
  thumbnail: Uint8Array;
  /** WebP, about 800 px wide; only when asked for. */
  preview?: Uint8Array;
  /** Of the reading image this page will have (renderReadingImage), in pixels. */
  width: number;
  height: number;
  /** What the checks before publishing read of it (pdf-facts.ts, page-fingerprint.ts); nulls when not read. */
  facts: NullableFields<PageFacts & PageFingerprint> & { widthPt: number; heightPt: number };
};

type NullableFields<T> = { [K in keyof T]: T[K] | null };

/** WebP, about 1600 px wide, to read the page on screen. */
export type ReadingImage = { image: Uint8Array; width: number; height: number };

export type PdfProcessor = {
  /**
   * Opens and checks a PDF. Throws PdfRejectedError, with a reason for the uploader,
   * when the file cannot be accepted; any other error (a missing file) may be retried.
   */
  inspect: (path: string) => Promise<{ pageCount: number }>;
  /** Splits out page `pageNumber` (1-based) and makes its thumbnails. Throws as `inspect` does. */
  renderPage: (path: string, pageNumber: number, options?: { preview?: boolean }) => Promise<PageWithThumbnails>;
  /** Draws page `pageNumber` of `path` (an edition, or one page's own PDF) to read on screen. */
  renderReadingImage: (path: string, pageNumber: number) => Promise<ReadingImage>;
  /** Writes one PDF of every page of `paths`, in order, to `output`; its size in bytes. */
  merge: (paths: string[], output: string) => Promise<{ bytes: number }>;
  /** Ends the threads; tasks still running or waiting fail. */
  close: () => Promise<void>;
};

export type PdfProcessorOptions = {
  threads: number;
  limits?: Partial<PdfLimits>;
  /**
   * Read each page's facts for the checks before publishing (default). Off only to
   * measure what they cost (bench/late-pages.ts); the facts are then empty.
   */
  readinessFacts?: boolean;
};

const NO_FACTS = { hasText: null, lowestImagePpi: null, inkRatio: null, miniature: null };

/**
 * Turns newspaper PDFs into one PDF and a set of WebP images per page, in worker
 * threads guarded by time, memory and size limits. Make one per process and reuse it:
 * each thread keeps the last file it opened, so the pages of one upload are read once.
 *
 * A page takes two trips to a thread: one to check it, split it out and hand over its
 * large JPEG photographs, which sharp decodes here at the size they will be drawn (or
 * which the thread read itself from a progressive JPEG's block averages, when the page
 * draws them that small), and one to draw it with those. Decoding photographs is most of
 * the work on a newspaper page, and libjpeg-turbo does it several times faster than
 * MuPDF in WebAssembly.
 */
export function createPdfProcessor({ threads, limits, readinessFacts = true }: PdfProcessorOptions): PdfProcessor {
  if (!Number.isInteger(threads) || threads < 1)
    throw new RangeError(`threads must be a positive integer, not ${threads}`);
  const settings = { ...DEFAULT_LIMITS, ...limits };
  const pool = new PdfThreadPool(threads, settings);

  const draw = async (path: string, pageNumber: number, width: number, withPdf: boolean) => {
    const subject = { pageNumber };
    // A page's facts are read once, with its thumbnails.
    const facts = withPdf && readinessFacts;
    const page = await pool.run({ type: 'extract', path, pageNumber, withPdf, width, facts }, subject);
    const photos = [...page.decoded, ...(await scalePhotos(page.photos, width))];
    // The JPEGs are no longer needed while the page is drawn.
    page.photos = [];
    page.decoded = [];
    const drawn = await pool.run({ type: 'draw', path, pageNumber, width, photos }, subject);
    return { page, drawn };
  };

  const renderPage: PdfProcessor['renderPage'] = async (path, pageNumber, options = {}) => {
    const withPreview = options.preview === true;
    const { page, drawn } = await draw(path, pageNumber, thumbnailDrawWidth(withPreview), true);
    // Read before the pixels go to sharp, which encodes them off the main thread.
    const fingerprint = readinessFacts ? fingerprintPage(drawn) : undefined;
    const images = await encodeThumbnails(drawn, withPreview);
    if (!page.pdf) throw new Error('The PDF thread left out the page PDF it was asked for');
    return {
      pageNumber,
      pdf: page.pdf,
      ...images,
      width: IMAGE_WIDTH,
      // As MuPDF sizes the pixmap it will draw: the scaled page, rounded up.
      height: Math.ceil((page.heightPt * IMAGE_WIDTH) / page.widthPt - 0.001),
      facts: { ...NO_FACTS, ...page.facts, ...fingerprint, widthPt: page.widthPt, heightPt: page.heightPt },
    };
  };

  const renderReadingImage: PdfProcessor['renderReadingImage'] = async (path, pageNumber) => {
    const { drawn } = await draw(path, pageNumber, IMAGE_WIDTH, false);
    return { image: await encodeReadingImage(drawn), width: drawn.width, height: drawn.height };
  };

  // A page frees tens of megabytes of photographs and pixels that glibc would otherwise keep.
  const thenReleaseMemory = <T>(work: Promise<T>) => work.finally(() => freedMemory.request());

  return {
    inspect: (path) => pool.run({ type: 'inspect', path }, {}),
    renderPage: (path, pageNumber, options) => thenReleaseMemory(renderPage(path, pageNumber, options)),
    renderReadingImage: (path, pageNumber) => thenReleaseMemory(renderReadingImage(path, pageNumber)),
    merge: (paths, output) => thenReleaseMemory(pool.run({ type: 'merge', paths, output }, {})),
    close: () => pool.close(),
  };
}
