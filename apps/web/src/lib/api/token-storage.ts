import type { TokenPair } from '@epaper/shared/auth.contract';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { readItem, removeItem, writeItem, type StorageKind } from '../storage/safe-storage.ts';

// "Keep me logged in": checked keeps the tokens in localStorage (they survive
// the browser closing), unchecked in sessionStorage. Reads look in both places.
const KINDS: StorageKind[] = ['local', 'session'];

function readToken(key: string): string | null {
  for (const kind of KINDS) {
    const value = readItem(kind, key);
    if (value) return value;
  }
  return null;
}

/** Where the current session's tokens live, or null when none is stored. */
function currentKind(): StorageKind | null {
  return (
    KINDS.find((kind) => readItem(kind, STORAGE_KEYS.refreshToken) ?? readItem(kind, STORAGE_KEYS.accessToken)) ?? null
  );
}

export function getAccessToken(): string | null {
  return readToken(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readToken(STORAGE_KEYS.refreshToken);
}

/** Stores a fresh sign-in's tokens; `persist` is the "Keep me logged in" choice. */
export function saveTokens(tokens: TokenPair, { persist }: { persist: boolean }): void {
  clearTokens();
  const kind: StorageKind = persist ? 'local' : 'session';
  writeItem(kind, STORAGE_KEYS.accessToken, tokens.access);
  writeItem(kind, STORAGE_KEYS.refreshToken, tokens.refresh);
}

/**
 * Stores the answer of a token refresh where the session already lives. The refresh token
 * rotates, so the new one replaces the old; if the session was cleared meanwhile (a sign-out
 * raced the refresh) nothing is written, so a signed-out browser is never signed back in.
 */
export function storeRefreshedTokens(tokens: TokenPair): void {
  const kind = currentKind();
  if (!kind) return;
  writeItem(kind, STORAGE_KEYS.accessToken, tokens.access);
  writeItem(kind, STORAGE_KEYS.refreshToken, tokens.refresh);
}

/** Removes both tokens from both storages. */
export function clearTokens(): void {
  for (const kind of KINDS) {
    removeItem(kind, STORAGE_KEYS.accessToken);
    removeItem(kind, STORAGE_KEYS.refreshToken);
  }
}
