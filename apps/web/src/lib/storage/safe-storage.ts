/**
 * Web Storage access that never throws: storage can be disabled (privacy modes, sandboxed
 * frames) and the app must still run, just without persistence.
 */
export type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageKind, key: string, value: string): void {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Quota or policy errors: the value simply is not kept.
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
