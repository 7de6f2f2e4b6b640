import { useEffect, useSyncExternalStore } from 'react';

/** A module fetched apart from the code a screen starts with: once, and again after a failure. */
export type DeferredModule<Module> = {
  /** Starts the fetch, or joins the one under way; settles with the module. */
  load: () => Promise<Module>;
  /** The module if it has arrived. */
  current: () => Module | undefined;
  /**
   * The module once it has arrived (every component using it renders again then), else
   * undefined; the first component that asks fetches it once the page has painted.
   */
  useModule: () => Module | undefined;
};

/** Calls `task` once the browser has painted the frame being prepared now; answers a cancel. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task queued from it runs after it.
  const frame = requestAnimationFrame(() => (timer = setTimeout(task)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A module behind `importModule` (a dynamic `import()`), for code a screen needs soon but
 * not for its first paint: the signed-in layout's menus, panel, drawer, tooltips and toaster
 * are Radix and sonner, a fifth of a phone's first download (measured with `bench:lighthouse`: bench/README.md and its history).
 */
export function deferredModule<Module>(importModule: () => Promise<Module>): DeferredModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  const load = () =>
    (loading ??= importModule().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A failed fetch (offline, a new deploy) may be tried again by the next call.
        loading = undefined;
        throw error;
      },
    ));
  function useModule() {
    const module = useSyncExternalStore(subscribe, current, current);
    const isLoaded = module !== undefined;
    useEffect(() => {
      if (isLoaded) return;
      // A failure leaves the placeholder; the next call of `load` (a click on it) tries again.
      return afterNextPaint(() => void load().catch(() => undefined));
    }, [isLoaded]);
    return module;
  }
  return { load, current, useModule };
}
