// One PDF thread: opens, checks and renders with MuPDF, one task at a time. The main
// thread (pdf-pool.ts) times every task and replaces this thread when it hangs or dies.
import { parentPort, workerData } from 'node:worker_threads';
import * as mupdf from 'mupdf';
import { PdfRejectedError, reasons } from './pdf-errors.ts';
import type { TaskSubject } from './pdf-errors.ts';
import type { WorkerData, WorkerFailure, WorkerReply, WorkerRequest } from './pdf-messages.ts';
import { fileIdentity, openPdf } from './pdf-open.ts';
import type { OpenPdf } from './pdf-open.ts';
import { drawPage, extractPage } from './pdf-render.ts';
import { mergePdfs } from './pdf-merge.ts';

// The server's TypeScript libraries leave out WebAssembly's types; this is the part used here.
type WasmMemory = { readonly buffer: ArrayBuffer; grow: (delta: number) => number };
const wasm = (
  globalThis as unknown as { WebAssembly: { Memory: { prototype: WasmMemory }; RuntimeError: ErrorConstructor } }
).WebAssembly;

const { limits } = workerData as WorkerData;
const port = parentPort!;
const wasmMemory = capWasmMemory(limits.memoryLimitMb * 1024 * 1024);
// MuPDF's warnings ("repairing PDF document") would reach the server log with no file
// named; what matters is reported as a refusal instead.
mupdf.setLog({});
// Colour management costs a large share of drawing a page (lcms builds its transforms for
// each drawing) for differences in print-CMYK photographs that a 400–1600 px screen image
// does not show; RGB and grey pages draw the same without it. Debian's mutool runs without too.
mupdf.disableICC();

// Rendering 48 pages should not reopen a 250 MB file 48 times. The pool ends idle
// threads, which lets the file go too.
let cached: OpenPdf | undefined;

port.on('message', (request: WorkerRequest) => {
  wasmMemory.refused = false;
  const reply = handle(request);
  port.postMessage(reply, reply.type === 'done' ? transferables(reply.result) : []);
  // Each page of a newspaper has its own photographs: keeping decoded ones for later pages
  // only grows MuPDF's memory a thread several times over, and it never shrinks back.
  mupdf.emptyStore();
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);

function handle(request: WorkerRequest): WorkerReply {
  const task: TaskSubject =
    request.type === 'inspect' || request.type === 'merge' ? {} : { pageNumber: request.pageNumber };
  try {
    // Many files, none of them the one kept open.
    if (request.type === 'merge') {
      const result = mergePdfs(request.paths, request.output, limits.maxPages);
      return { type: 'done', id: request.id, result };
    }
    const pdf = open(request.path);
    try {
      const result = run(pdf, request);
      pdf.takeReadError();
      return { type: 'done', id: request.id, result };
    } catch (error) {
      // A failed read leaves MuPDF with a half-read file: throw the read error and start afresh next time.
      pdf.takeReadError();
      throw error;
    }
  } catch (error) {
    const failure = describe(error, task);
    if (failure.kind === 'error' || failure.recycle) closeCached();
    return { type: 'failed', id: request.id, failure };
  }
}

function run(pdf: OpenPdf, request: WorkerRequest) {
  switch (request.type) {
    case 'inspect':
      return { pageCount: pdf.pageCount };
    case 'extract':
      return extractPage(pdf.doc, request.pageNumber, request, limits);
    case 'draw':
      return drawPage(pdf.doc, request.pageNumber, request.width, request.photos, limits);
    case 'merge':
      throw new Error('A merge does not run on an open file');
  }
}

function open(path: string): OpenPdf {
  const identity = fileIdentity(path);
  if (cached?.path === path && cached.identity === identity) return cached;
  closeCached();
  cached = openPdf(path, limits.maxPages);
  return cached;
}

function closeCached(): void {
  cached?.close();
  cached = undefined;
}

function describe(error: unknown, task: TaskSubject): WorkerFailure {
  if (error instanceof PdfRejectedError) return { kind: 'rejected', reason: error.reason };
  // A trap leaves the WebAssembly instance unusable.
  if (error instanceof wasm.RuntimeError) return { kind: 'rejected', reason: reasons.crash(task), recycle: true };
  if (wasmMemory.refused) {
    return { kind: 'rejected', reason: reasons.memory(task, limits.memoryLimitMb), recycle: true };
  }
  // MuPDF reports a broken file with a plain Error (or, for some codes, a bare string);
  // TypeErrors and RangeErrors are ours or the caller's, and file-system errors carry a code.
  const isMupdfError = typeof error === 'string' || (error instanceof Error && error.constructor === Error);
  if (isMupdfError && !(error instanceof Error && 'code' in error)) {
    return {
      kind: 'rejected',
      reason: task.pageNumber === undefined ? reasons.damaged : reasons.damagedPage(task.pageNumber),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { kind: 'error', message, ...(code === undefined ? {} : { code }) };
}

/** The large byte arrays of a result move to the main thread instead of being copied. */
function transferables(result: Record<string, unknown>): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  if (result.pdf instanceof Uint8Array) buffers.push(result.pdf.buffer as ArrayBuffer);
  if (result.pixels instanceof Uint8Array) buffers.push(result.pixels.buffer as ArrayBuffer);
  if (Array.isArray(result.photos)) {
    for (const photo of result.photos as Array<{ jpeg: Uint8Array }>) buffers.push(photo.jpeg.buffer as ArrayBuffer);
  }
  if (Array.isArray(result.decoded)) {
    for (const photo of result.decoded as Array<{ pixels: Uint8Array }>)
      buffers.push(photo.pixels.buffer as ArrayBuffer);
  }
  return buffers;
}

/**
 * MuPDF's WebAssembly memory is invisible to the worker's resourceLimits. Every growth
 * goes through Memory.prototype.grow, so refusing growth past the limit there caps it:
 * the allocation fails, MuPDF first empties its cache and retries, and only then throws
 * ("malloc failed"), which `refused` turns into a refusal for running out of memory.
 */
function capWasmMemory(limitBytes: number) {
  const state = { refused: false };
  const grow = wasm.Memory.prototype.grow;
  wasm.Memory.prototype.grow = function (this: WasmMemory, delta: number) {
    const next = this.buffer.byteLength + delta * 65_536;
    if (next > limitBytes) {
      state.refused = true;
      throw new RangeError('PDF reader memory limit reached');
    }
    return grow.call(this, delta);
  };
  return state;
}
