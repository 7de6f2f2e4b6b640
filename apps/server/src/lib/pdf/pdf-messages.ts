/** Guards against files built to hang or exhaust the server. */
export type PdfLimits = {
  /** Wall-clock time one task (opening, or rendering one page) may take. */
  taskTimeoutMs: number;
  /** Memory one thread's PDF reader may use; its JavaScript heap is limited separately. */
  memoryLimitMb: number;
  /** Pixels of the ~1600 px wide page image, checked before rendering. */
  maxPixels: number;
  /** Declared pixels of any image a page draws, checked before rendering. */
  maxImagePixels: number;
  maxPages: number;
};

export const DEFAULT_LIMITS: PdfLimits = {
  taskTimeoutMs: 60_000,
  memoryLimitMb: 512,
  maxPixels: 40_000_000,
  // A full broadsheet page photographed at 600 ppi is about 90 million pixels.
  maxImagePixels: 250_000_000,
  maxPages: 2000,
};

/**
 * The photographs decoded outside MuPDF (pdf-encode.ts) are bounded: each at most this
 * many pixels (a 25-megapixel camera frame; a progressive JPEG needs about 6 bytes a
 * pixel while it is decoded), no more than this many on one page in all, and no longer
 * than this many times their width (or the reverse). Anything beyond is drawn by MuPDF,
 * inside its own memory limit.
 */
export const PHOTO_MAX_PIXELS = 25_000_000;
export const PHOTOS_MAX_PIXELS_PER_PAGE = 100_000_000;
export const PHOTO_MAX_ASPECT = 8;

/** Widths of the images made for every page. */
export const IMAGE_WIDTH = 1600;
export const PREVIEW_WIDTH = 800;
export const THUMBNAIL_WIDTH = 400;

/**
 * What the checks before publishing read of a page's drawing instructions (pdf-facts.ts
 * collects them in the thread). Declared with the messages that carry it, so the thread's
 * files import their types from here and never from each other.
 */
export type PageFacts = {
  /** Whether it draws any text, visible or not (a scan's invisible OCR layer counts). */
  hasText: boolean;
  /** The lowest resolution, in pixels per inch, of the images covering a sizeable part of it; null when none does. */
  lowestImagePpi: number | null;
};

export type WorkerData = { limits: PdfLimits };

export type WorkerRequest =
  | { id: number; type: 'inspect'; path: string }
  | {
      id: number;
      type: 'extract';
      path: string;
      pageNumber: number;
      /** Copy the page into a PDF of its own too. */
      withPdf: boolean;
      /** The page width the photographs are wanted for, in pixels. */
      width: number;
      /** Read the page's facts for the checks before publishing too (pdf-facts.ts). */
      facts?: boolean;
    }
  /** Writes one PDF of every page of `paths`, in order, to `output` (the complete edition). */
  | { id: number; type: 'merge'; paths: string[]; output: string; path?: undefined }
  | { id: number; type: 'draw'; path: string; pageNumber: number; width: number; photos: ScaledPhoto[] };

/**
 * A JPEG photograph a page draws, as stored in the PDF, wider than the page is about to
 * be drawn. The main thread decodes it at the size needed (sharp's libjpeg-turbo reads a
 * JPEG at 1/2, 1/4 or 1/8 scale far faster than MuPDF's WebAssembly decodes it whole).
 */
export type PagePhoto = { ref: number; jpeg: Uint8Array; channels: 1 | 3; width: number; height: number };
/** A photograph decoded and scaled down, raw 8-bit samples, to be drawn in place of the JPEG. */
export type ScaledPhoto = { ref: number; pixels: Uint8Array; width: number; height: number; channels: 1 | 3 };

/**
 * A page, checked: its own PDF when asked for, and its large photographs: as stored, or
 * already decoded by the thread (`decoded`, from a progressive JPEG's block averages).
 */
export type ExtractedPage = {
  pdf?: Uint8Array;
  photos: PagePhoto[];
  decoded: ScaledPhoto[];
  widthPt: number;
  heightPt: number;
  facts?: PageFacts;
};
/** A page drawn as raw RGB pixels, to be encoded by sharp. */
export type DrawnPage = { pixels: Uint8Array; width: number; height: number };

export type WorkerFailure =
  /** The file's fault: refuse it. `recycle` asks for a fresh thread, e.g. after running out of memory. */
  | { kind: 'rejected'; reason: string; recycle?: boolean }
  /** Anything else (a missing file, a read error): the caller may retry. */
  | { kind: 'error'; message: string; code?: string };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: { pageCount: number } | ExtractedPage | DrawnPage | { bytes: number } }
  | { type: 'failed'; id: number; failure: WorkerFailure };
