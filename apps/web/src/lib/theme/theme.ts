import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { readItem, writeItem } from '../storage/safe-storage.ts';

/** The stored theme, light by default. */
export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

/** The stored theme; anything other than "dark" means the light default. */
export function readTheme(): Theme {
  return readItem('local', STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/** Stores the theme, applies it (theme-init.js does so before the app loads) and tells subscribers. */
export function applyTheme(theme: Theme): void {
  writeItem('local', STORAGE_KEYS.theme, theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the theme changes; returns the unsubscribe function. */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
