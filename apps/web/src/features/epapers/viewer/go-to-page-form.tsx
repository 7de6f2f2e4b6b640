import { useId, useState, type FormEvent } from 'react';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { PAGE_VIEWER_TEXTS } from './page-viewer-texts.ts';

type GoToPageFormProps = {
  pages: EpaperPage[];
  /** Called with the position in `pages` of the page asked for. */
  onGo: (position: number) => void;
};

/**
 * "Go to page": a page number and Enter. A number the edition does not have says which
 * ones it has and goes nowhere; the field empties once it has gone.
 */
export function GoToPageForm({ pages, onGo }: GoToPageFormProps) {
  const [draft, setDraft] = useState('');
  const [isOutOfRange, setIsOutOfRange] = useState(false);
  const inputId = useId();
  const first = pages[0]?.page_number ?? 1;
  const last = pages.at(-1)?.page_number ?? first;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    const position = pages.findIndex((page) => page.page_number === Number(draft));
    setIsOutOfRange(position < 0);
    if (position < 0) return;
    setDraft('');
    onGo(position);
  };

  return (
    // noValidate: the browser's own bubble would stop Enter before the range is said here.
    <form noValidate onSubmit={onSubmit} className="flex items-center gap-2">
      <label htmlFor={inputId} className="text-sm font-medium whitespace-nowrap text-gray-700 dark:text-gray-300">
        {PAGE_VIEWER_TEXTS.goToPage}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={first}
        max={last}
        step={1}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setIsOutOfRange(false);
        }}
        aria-invalid={isOutOfRange || undefined}
        aria-describedby={isOutOfRange ? `${inputId}-range` : undefined}
        className="h-9 w-16 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 tabular-nums shadow-xs aria-invalid:border-red-500 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:aria-invalid:border-red-400"
      />
      {isOutOfRange && (
        <p id={`${inputId}-range`} role="alert" className="text-sm whitespace-nowrap text-red-700 dark:text-red-400">
          {PAGE_VIEWER_TEXTS.pageRange(first, last)}
        </p>
      )}
    </form>
  );
}
