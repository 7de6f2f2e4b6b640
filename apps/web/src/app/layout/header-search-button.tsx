import { Search } from 'lucide-react';
import { hotkeyLabel } from '../../lib/hooks/use-hotkey.ts';

/**
 * Opens the command palette: a search field look from 640px, an icon button on a phone.
 * Its shortcut is shown the way the platform writes it ("⌘K" on a Mac, "Ctrl K" elsewhere).
 */
export function HeaderSearchButton({ onOpen }: { onOpen: () => void }) {
  const shortcut = hotkeyLabel('k');
  return (
    <>
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        className="hidden h-11 w-full max-w-md items-center gap-3 rounded-lg border border-gray-200 bg-gray-50 pr-2.5 pl-3.5 text-left text-sm text-gray-600 hover:border-gray-300 hover:bg-white sm:flex dark:border-gray-800 dark:bg-gray-950 dark:text-gray-400 dark:hover:border-gray-700"
      >
        <Search aria-hidden="true" className="size-5 shrink-0 text-gray-500 dark:text-gray-400" />
        <span className="flex-1 truncate">Search or type command...</span>
        <kbd className="shrink-0 rounded-md border border-gray-200 bg-white px-1.5 py-0.5 font-sans text-xs text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400">
          {shortcut}
        </kbd>
      </button>
      <button
        type="button"
        onClick={onOpen}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-gray-200 text-gray-600 hover:bg-gray-100 hover:text-gray-900 sm:hidden dark:border-gray-800 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}
