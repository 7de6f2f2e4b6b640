// Why not piscina (5.3.2, tried against these guarantees): it has the thread count, the
// idle timeout, resourceLimits, and an AbortSignal that ends the thread of a running task,
// but (1) that signal counts a task's time in the queue too, with no hook when the task
// starts on a thread, so the wall-clock limit would refuse a page that only waited behind
// others; (2) a task whose failure leaves its thread unusable (a WebAssembly trap, MuPDF's
// memory cap reached) cannot have that thread ended before it takes the next task: piscina
// hands it the next one before the result reaches the caller (a thread that exits right
// after its task still ran the two queued behind it), so ending it from outside then
// (piscina.threads) fails a task that did nothing wrong; (3) when a thread fails
// while starting it stops starting threads and leaves the queued tasks pending for ever
// (still pending after 3 s), where this pool fails them with the reason; (4) its load
// balancer sees neither a task's data nor a thread's open file, so a page cannot go to the
// thread that has its PDF open already. Working around all four would leave most of this file.
import { Worker } from 'node:worker_threads';
import { PdfRejectedError, reasons } from './pdf-errors.ts';
import type { TaskSubject } from './pdf-errors.ts';
import type {
  DrawnPage,
  ExtractedPage,
  PdfLimits,
  WorkerData,
  WorkerFailure,
  WorkerReply,
  WorkerRequest,
} from './pdf-messages.ts';

type Results = { inspect: { pageCount: number }; extract: ExtractedPage; draw: DrawnPage; merge: { bytes: number } };
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

type Job = {
  request: Request;
  subject: TaskSubject;
  resolve: (result: Results[keyof Results]) => void;
  reject: (error: Error) => void;
};
type Running = Job & { id: number; timer: NodeJS.Timeout };
type Thread = {
  worker: Worker;
  ready: boolean;
  retired: boolean;
  job?: Running;
  lastPath?: string;
  idleTimer?: NodeJS.Timeout;
};

// An idle thread still holds MuPDF's memory, which never shrinks, and its last file.
const IDLE_THREAD_MS = 60_000;

/**
 * Worker threads that run one PDF task each. The main thread owns the guards a thread
 * cannot enforce on itself: a wall-clock timer per task (a crafted page can keep MuPDF
 * busy forever, synchronously) and the replacement of a thread that hangs, crashes or
 * runs out of memory. Threads start when first needed and are replaced the same way.
 */
export class PdfThreadPool {
  private threads: Thread[] = [];
  private queue: Job[] = [];
  private terminating = new Set<Promise<number>>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly limits: PdfLimits,
  ) {}

  run<K extends keyof Results>(request: Extract<Request, { type: K }>, subject: TaskSubject): Promise<Results[K]> {
    if (this.closed) return Promise.reject(new Error('The PDF processor is closed.'));
    return new Promise<Results[K]>((resolve, reject) => {
      this.queue.push({ request, subject, resolve: resolve as Job['resolve'], reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The PDF processor was closed.');
    for (const job of this.queue.splice(0)) job.reject(error);
    for (const thread of [...this.threads]) this.retire(thread, error);
    await Promise.all(this.terminating);
  }

  private dispatch(): void {
    for (const job of [...this.queue]) {
      const idle = this.threads.filter((thread) => thread.ready && !thread.job);
      // A thread that has the file open already saves reopening it.
      const thread = idle.find((candidate) => candidate.lastPath === job.request.path) ?? idle[0];
      if (!thread) break;
      this.queue.splice(this.queue.indexOf(job), 1);
      this.start(thread, job);
    }
    const starting = this.threads.filter((thread) => !thread.ready).length;
    const wanted = Math.min(this.queue.length - starting, this.size - this.threads.length);
    for (let i = 0; i < wanted; i++) this.spawn();
  }

  private start(thread: Thread, job: Job): void {
    const id = this.nextId++;
    const timeout = new PdfRejectedError(reasons.timeout(job.subject, this.limits.taskTimeoutMs));
    const timer = setTimeout(() => this.fail(thread, timeout), this.limits.taskTimeoutMs);
    thread.job = { ...job, id, timer };
    clearTimeout(thread.idleTimer);
    thread.worker.ref();
    // Copied, not transferred: sharp's output lives in memory that cannot move between threads.
    thread.worker.postMessage({ ...job.request, id } satisfies WorkerRequest);
  }

  private spawn(): void {
    // The JavaScript heap holds little but messages; MuPDF's memory is capped inside the thread.
    const maxOldGenerationSizeMb = Math.max(64, Math.round(this.limits.memoryLimitMb / 4));
    const worker = spawnPdfWorker({ limits: this.limits }, { maxOldGenerationSizeMb });
    const thread: Thread = { worker, ready: false, retired: false };
    this.threads.push(thread);
    worker.on('message', (reply: WorkerReply) => this.onReply(thread, reply));
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.onDeath(thread, error, outOfMemory);
    });
    worker.on('exit', (code) => this.onDeath(thread, new Error(`PDF thread exited with code ${code}`), false));
  }

  private onReply(thread: Thread, reply: WorkerReply): void {
    if (thread.retired) return;
    if (reply.type === 'ready') {
      thread.ready = true;
      this.idle(thread);
      this.dispatch();
      return;
    }
    const job = thread.job;
    if (!job || job.id !== reply.id) return;
    clearTimeout(job.timer);
    thread.job = undefined;
    this.idle(thread);
    if (reply.type === 'done') {
      thread.lastPath = job.request.path;
      job.resolve(reply.result);
    } else {
      if (reply.failure.kind === 'rejected' && reply.failure.recycle) this.retire(thread);
      job.reject(toError(reply.failure));
    }
    this.dispatch();
  }

  /** The thread threw outside a task's reach (a WebAssembly abort, its heap limit) or exited. */
  private onDeath(thread: Thread, cause: Error, outOfMemory: boolean): void {
    if (thread.retired) return;
    if (!thread.ready) {
      // Not the file's fault, and every new thread would fail the same way.
      this.retire(thread);
      const error = new Error(`The PDF thread could not start: ${cause.message}`, { cause });
      for (const job of this.queue.splice(0)) job.reject(error);
      return;
    }
    const subject = thread.job?.subject ?? {};
    const reason = outOfMemory ? reasons.memory(subject, this.limits.memoryLimitMb) : reasons.crash(subject);
    this.fail(thread, new PdfRejectedError(reason));
  }

  /** An idle thread does not keep the process alive, and ends after a while. */
  private idle(thread: Thread): void {
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => this.retire(thread), IDLE_THREAD_MS).unref();
  }

  private fail(thread: Thread, error: Error): void {
    this.retire(thread, error);
    this.dispatch();
  }

  /** Ends a thread for good; its task, if any, fails with `error`. */
  private retire(thread: Thread, error?: Error): void {
    thread.retired = true;
    clearTimeout(thread.idleTimer);
    this.threads = this.threads.filter((other) => other !== thread);
    if (thread.job) {
      clearTimeout(thread.job.timer);
      if (error) thread.job.reject(error);
      thread.job = undefined;
    }
    const terminated = thread.worker.terminate();
    this.terminating.add(terminated);
    void terminated.finally(() => this.terminating.delete(terminated));
  }
}

function toError(failure: WorkerFailure): Error {
  if (failure.kind === 'rejected') return new PdfRejectedError(failure.reason);
  return Object.assign(new Error(failure.message), failure.code === undefined ? {} : { code: failure.code });
}

/**
 * The bundle in dist/ is flat: whichever entry point holds this code (server.js or
 * worker.js) sits beside pdf-worker.js. From TypeScript sources (tests, `npm run dev`)
 * Node 20 cannot start a worker on a .ts file, so a one-line worker imports it through
 * tsx's API, as the embedded database does.
 */
function spawnPdfWorker(workerData: WorkerData, resourceLimits: { maxOldGenerationSizeMb: number }): Worker {
  const options = { workerData, resourceLimits };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pdf-worker.js', import.meta.url), options);
  const workerUrl = new URL('./pdf-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(workerUrl)}, ${JSON.stringify(workerUrl)}))`;
  return new Worker(bootstrap, { ...options, eval: true });
}
