import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SearchIcon } from '../../components/icons.tsx';
import { MENU_DESTINATIONS } from './menu-items.tsx';

/** Ctrl+K (Cmd+K on a Mac) focuses the search from anywhere. */
function useFocusShortcut(inputRef: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}

/** The header search: jumps to the menu page whose name matches what was typed. */
export function HeaderSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const navigate = useNavigate();
  useFocusShortcut(inputRef);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = inputRef.current?.value.trim().toLowerCase() ?? '';
    if (!query) return;
    const match = MENU_DESTINATIONS.find((destination) => destination.label.toLowerCase().includes(query));
    if (!match) {
      toast.info(`No page matches "${inputRef.current?.value.trim()}"`);
      return;
    }
    inputRef.current?.blur();
    if (inputRef.current) inputRef.current.value = '';
    void navigate(match.to);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative hidden w-full max-w-md sm:block">
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400" />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        placeholder="Search or type command..."
        aria-keyshortcuts="Control+K Meta+K"
        autoComplete="off"
        className="h-11 w-full rounded-lg border border-gray-200 bg-gray-50 pr-16 pl-11 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-500 focus:bg-white focus:ring-3 focus:ring-brand-500/20 focus-visible:outline-none dark:border-gray-800 dark:bg-gray-950 dark:text-gray-100 dark:placeholder:text-gray-400 dark:focus:border-brand-400"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 rounded-md border border-gray-200 bg-white px-1.5 py-0.5 font-sans text-xs text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400"
      >
        ⌘K
      </kbd>
    </form>
  );
}
