import { useEffect, useRef } from 'react';

/** macOS, iOS and iPadOS name the command key ⌘; everything else uses Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The platform string of this browser (User-Agent Client Hints where available). */
export function currentPlatform(): string {
  if (typeof navigator === 'undefined') return '';
  const hints = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return hints?.platform || navigator.platform || navigator.userAgent;
}

/** How a Ctrl/Cmd shortcut is written on this platform: "⌘K" on a Mac, "Ctrl K" elsewhere. */
export function hotkeyLabel(key: string, platform: string = currentPlatform()): string {
  return isApplePlatform(platform) ? `⌘${key.toUpperCase()}` : `Ctrl ${key.toUpperCase()}`;
}

/** Calls `handler` on Ctrl+key or Cmd+key anywhere in the page, instead of the browser's own action. */
export function useHotkey(key: string, handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== key.toLowerCase()) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key]);
}
