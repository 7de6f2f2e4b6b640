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

/** Widths of the images made for every page. */
export const IMAGE_WIDTH = 1600;
export const PREVIEW_WIDTH = 800;
export const THUMBNAIL_WIDTH = 400;

export type WorkerData = { limits: PdfLimits };

export type WorkerRequest =
  { id: number; type: 'inspect'; path: string } | { id: number; type: 'render'; path: string; pageNumber: number };

/** A page as the worker hands it over: its own PDF and raw RGB pixels, to be encoded by sharp. */
export type RawPage = { pdf: Uint8Array; pixels: Uint8Array; width: number; height: number };

export type WorkerFailure =
  /** The file's fault: refuse it. `recycle` asks for a fresh thread, e.g. after running out of memory. */
  | { kind: 'rejected'; reason: string; recycle?: boolean }
  /** Anything else (a missing file, a read error): the caller may retry. */
  | { kind: 'error'; message: string; code?: string };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: { pageCount: number } | RawPage }
  | { type: 'failed'; id: number; failure: WorkerFailure };
