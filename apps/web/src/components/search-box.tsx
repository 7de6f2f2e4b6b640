import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { cx } from '../lib/class-names.ts';
import { Button } from './button.tsx';
import { inputClasses } from './field.tsx';

type SearchBoxProps = {
  /** The input's label, e.g. "Search users"; hidden unless `isLabelVisible`. */
  label: string;
  isLabelVisible?: boolean;
  /** The search in force (from the URL); the box shows it again when it changes, e.g. on Back. */
  value: string;
  /** Called with the trimmed text on submit, and after `debounceMs` idle when set. */
  onSearch: (value: string) => void;
  placeholder?: string;
  /** Searches as you type: onSearch once typing has paused this long (ms). */
  debounceMs?: number;
  className?: string;
};

/**
 * A search form (role="search") with a Search button. The text typed is kept here until it
 * is submitted, so the list does not refetch on every key; the owner decides what a
 * search does (the lists go back to page 1).
 */
export function SearchBox({
  label,
  isLabelVisible = false,
  value,
  onSearch,
  placeholder,
  debounceMs,
  className,
}: SearchBoxProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  // Follows a search set from outside (Back, a link) without an effect.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }

  const search = useEffectEvent((text: string) => onSearch(text));
  const pending = draft.trim();
  useEffect(() => {
    if (debounceMs === undefined || pending === value) return;
    const timer = setTimeout(() => search(pending), debounceMs);
    return () => clearTimeout(timer);
  }, [pending, value, debounceMs]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(pending);
  };

  return (
    <form role="search" onSubmit={submit} className={cx('flex items-end gap-2', className)}>
      <div className="min-w-0 flex-1 space-y-1.5">
        <label
          htmlFor={inputId}
          className={isLabelVisible ? 'block text-sm font-medium text-gray-800 dark:text-gray-200' : 'sr-only'}
        >
          {label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500 dark:text-gray-400"
          />
          <input
            id={inputId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className={cx(inputClasses(false), 'h-10 pl-9')}
          />
        </div>
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
