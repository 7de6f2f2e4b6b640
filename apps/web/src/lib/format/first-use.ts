/**
 * A value made the first time it is asked for. Formatters are made so: the page's first
 * Intl object loads the locale data, a long task (measured with `bench:lighthouse`: bench/README.md and its history) that a screen
 * which formats nothing on its first frame should not run while it starts.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
