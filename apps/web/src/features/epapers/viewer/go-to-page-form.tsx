import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver.ts';
import type { GoToPageChoice, GoToPageValues } from './go-to-page-schema.ts';
import { PAGE_VIEWER_TEXTS } from './page-viewer-texts.ts';

type GoToPageFormProps = {
  pages: EpaperPage[];
  /** Called with the position in `pages` of the page asked for. */
  onGo: (position: number) => void;
};

/**
 * "Go to page": a page number and Enter. A number the edition does not have says which
 * ones it has and goes nowhere, until the number is changed; the field empties once it has gone.
 */
export function GoToPageForm({ pages, onGo }: GoToPageFormProps) {
  const inputId = useId();
  const first = pages[0]?.page_number ?? 1;
  const last = pages.at(-1)?.page_number ?? first;
  // The rule depends on the edition's pages, so the form has its own resolver for them.
  const pageList = pages.map((page) => page.page_number).join(',');
  const { resolver, preload } = useMemo(
    () =>
      lazyZodResolver<GoToPageValues, GoToPageChoice>(() =>
        import('./go-to-page-schema.ts').then((module) =>
          module.goToPageSchema(pageList === '' ? [] : pageList.split(',').map(Number)),
        ),
      ),
    [pageList],
  );
  const form = useForm<GoToPageValues, unknown, GoToPageChoice>({
    resolver,
    defaultValues: { page: '' },
    // Said on Enter only, and gone as soon as the number changes.
    reValidateMode: 'onSubmit',
  });
  const rangeError = form.formState.errors.page?.message;

  const submit = form.handleSubmit(({ page }) => {
    const position = pages.findIndex((each) => each.page_number === page);
    if (page === null || position < 0) return;
    form.reset();
    onGo(position);
  });

  return (
    // noValidate: the browser's own bubble would stop Enter before the range is said here.
    <form noValidate onSubmit={submit} className="flex items-center gap-2">
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
        {...form.register('page', { onChange: () => form.clearErrors('page') })}
        // Its rule loads as the field is reached, so the first Enter does not wait for it.
        onFocus={() => void preload()}
        aria-invalid={rangeError ? true : undefined}
        aria-describedby={rangeError ? `${inputId}-range` : undefined}
        className="h-9 w-16 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 tabular-nums shadow-xs aria-invalid:border-red-500 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100 dark:aria-invalid:border-red-400"
      />
      {rangeError && (
        <p id={`${inputId}-range`} role="alert" className="text-sm whitespace-nowrap text-red-700 dark:text-red-400">
          {rangeError}
        </p>
      )}
    </form>
  );
}
