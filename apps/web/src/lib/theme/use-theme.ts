import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, readTheme, subscribeToTheme, type Theme } from './theme.ts';

/** The current theme, shared by every component using it, and a toggle. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, () => 'light' as const);
  const toggleTheme = useCallback(() => applyTheme(readTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
