// Gives the memory the C allocator keeps but no longer uses back to the system.
//
// glibc returns freed memory to the system only from the top of each of its pools. What a
// burst of work frees in the middle stays resident: compiling the embedded database's and
// MuPDF's WebAssembly, decoding photographs, moving page files between threads. On this
// server that is about 90 MB at rest after a first start and 50 MB more at the peak of
// processing an edition. malloc_trim(0) hands every free page of every pool back (glibc
// 2.8 and later), so the resident size follows what is really in use.
//
// malloc_trim has no binding in Node; koffi (a foreign-function interface with prebuilt
// binaries) calls it on one of its own threads, so the event loop never waits for it.
// Where it cannot load (macOS, Windows, a C library without malloc_trim) this does nothing.

type MallocTrim = { async: (pad: number, done: (error: unknown, trimmed: number) => void) => void };

async function loadMallocTrim(): Promise<MallocTrim | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { default: koffi } = await import('koffi');
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as MallocTrim;
  } catch {
    return undefined;
  }
}

export type FreedMemoryReleaser = {
  /**
   * Asks for a release soon: at most one runs at a time and one starts at most every
   * `minIntervalMs`, so calling this after every piece of work costs nothing more.
   */
  request: () => void;
  /** Releases now (after one already running); true when the system got the memory back. */
  releaseNow: () => Promise<boolean>;
};

export type ReleaserOptions = {
  minIntervalMs?: number;
  /** The release itself: malloc_trim by default. Replaceable to test the pacing alone. */
  release?: () => Promise<boolean>;
};

export function createFreedMemoryReleaser(options: ReleaserOptions = {}): FreedMemoryReleaser {
  const minIntervalMs = options.minIntervalMs ?? 250;
  const release = options.release ?? releaseWithMallocTrim();
  let running: Promise<boolean> | undefined;
  let scheduled: NodeJS.Timeout | undefined;
  let lastStarted = -Infinity;

  const start = (): Promise<boolean> => {
    lastStarted = performance.now();
    const done = release()
      .catch(() => false)
      .finally(() => {
        if (running === done) running = undefined;
      });
    running = done;
    return done;
  };

  return {
    request() {
      if (scheduled) return;
      const wait = Math.max(0, lastStarted + minIntervalMs - performance.now());
      scheduled = setTimeout(() => {
        scheduled = undefined;
        // One still running may have begun before this request's memory was freed.
        void (running ?? Promise.resolve()).then(start);
      }, wait);
      scheduled.unref();
    },
    async releaseNow() {
      if (running) await running;
      return start();
    },
  };
}

function releaseWithMallocTrim(): () => Promise<boolean> {
  let loading: Promise<MallocTrim | undefined> | undefined;
  return async () => {
    const trim = await (loading ??= loadMallocTrim());
    if (!trim) return false;
    return new Promise((resolve) => trim.async(0, (error, trimmed) => resolve(!error && trimmed === 1)));
  };
}

/** The process's releaser: the allocator's pools are the whole process's. */
export const freedMemory = createFreedMemoryReleaser();
