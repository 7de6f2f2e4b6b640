// Gives the memory the C allocator keeps but no longer uses back to the system.
//
// glibc returns freed memory to the system only from the top of each of its pools. What a
// burst of work frees in the middle stays resident: compiling MuPDF's WebAssembly, decoding
// photographs, moving page files between threads; a sizeable part of the peak of processing
// an edition (measured with `bench:epapers`: bench/README.md and its history). malloc_trim(0) hands every free page of every pool back
// (glibc 2.8 and later), so the resident size follows what is really in use.
//
// malloc_trim has no binding in Node; koffi (a foreign-function interface with prebuilt
// binaries) queues the call on libuv's thread pool, so the event loop does not run it.
// glibc locks each pool in turn while it trims it: an allocation on another thread may
// wait for that pool a moment (`bench:epapers` measured the call's cost: bench/README.md's history).
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
  // Releases run one after another on this chain, never two at once.
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let scheduled: NodeJS.Timeout | undefined;
  let lastStarted = -Infinity;

  const runOnce = async (): Promise<boolean> => {
    waiting--;
    lastStarted = performance.now();
    return release().catch(() => false);
  };
  const enqueue = (): Promise<boolean> => {
    waiting++;
    const done = tail.then(runOnce);
    tail = done;
    return done;
  };

  return {
    request() {
      if (scheduled) return;
      const wait = Math.max(0, lastStarted + minIntervalMs - performance.now());
      scheduled = setTimeout(() => {
        scheduled = undefined;
        // One still waiting to start takes this request's memory too; one already
        // running may have begun before it was freed, so another follows it.
        if (waiting === 0) void enqueue();
      }, wait);
      scheduled.unref();
    },
    releaseNow: enqueue,
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
