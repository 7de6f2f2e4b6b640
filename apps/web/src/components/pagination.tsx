import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LIST_DEPTH, LIST_DEPTH_TEXTS, lastNumberedPage } from '@epaper/shared/list-depth';
import { cx } from '../lib/class-names.ts';
import { formatCount } from '../lib/format/count.ts';
import { pageItems } from './page-items.ts';

type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Rows over all pages: the server's `count`, never pages × page size. */
  count: number;
  onPageChange: (page: number) => void;
  /** What the rows are, plural: "Showing 1-20 of 95 users". */
  noun: string;
  className?: string;
};

/**
 * The first and last row shown, from 1, and how many pages are numbered (as many as reach
 * the first LIST_DEPTH rows); a page past them reads as the last one.
 */
export function shownRange(page: number, pageSize: number, count: number): { from: number; to: number; pages: number } {
  const pages = lastNumberedPage(count, pageSize);
  if (count <= 0) return { from: 0, to: 0, pages };
  const current = Math.min(Math.max(page, 1), pages);
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, count), pages };
}

/** Under a list longer than its numbered pages reach: how to reach the rest (nothing otherwise). */
export function ListDepthNote({ count }: { count: number }) {
  if (count <= LIST_DEPTH) return null;
  return <p>{LIST_DEPTH_TEXTS.capped(formatCount(LIST_DEPTH), formatCount(count))}</p>;
}

const pageButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-sm font-medium transition-colors sm:size-9 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
const idle =
  'border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200 dark:hover:bg-gray-800';
const active = 'bg-brand-600 text-white shadow-sm dark:bg-brand-600';

// Previous and next at an end are aria-disabled, not disabled: a disabled button drops the
// focus of whoever just pressed Next onto the last page.

/**
 * The list pager: "Showing a-b of n {noun}", previous and next, and page numbers
 * (first, last, current ±1, with gaps). Nothing shows for an empty list (the table says
 * so), and only the text for a single page. A list longer than LIST_DEPTH numbers only the
 * pages of its first rows and says how to reach the others.
 */
export function Pagination({ page, pageSize, count, onPageChange, noun, className }: PaginationProps) {
  if (count <= 0) return null;
  const { from, to, pages } = shownRange(page, pageSize, count);
  const current = Math.min(Math.max(page, 1), pages);
  return (
    <div className={cx('flex flex-col items-center gap-3 sm:flex-row sm:justify-between', className)}>
      <div className="space-y-1 text-sm text-gray-600 dark:text-gray-400">
        {/* Polite, so moving to another page announces the rows now shown. */}
        <p aria-live="polite">
          Showing {formatCount(from)}-{formatCount(to)} of {formatCount(count)} {noun}
        </p>
        <ListDepthNote count={count} />
      </div>
      {pages > 1 && (
        // Kept on one line beside the text from sm up (the text wraps instead): a wrapped
        // Next button under the numbers reads as a stray control.
        <nav aria-label="Pagination" className="sm:shrink-0">
          <ul className="flex flex-wrap items-center justify-center gap-1 sm:flex-nowrap">
            <li>
              <button
                type="button"
                aria-label="Previous page"
                aria-disabled={current <= 1 || undefined}
                onClick={() => current > 1 && onPageChange(current - 1)}
                className={cx(pageButton, idle)}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </button>
            </li>
            {pageItems(current, pages).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <button
                    type="button"
                    aria-label={`Page ${item}`}
                    aria-current={item === current ? 'page' : undefined}
                    onClick={() => item !== current && onPageChange(item)}
                    className={cx(pageButton, item === current ? active : idle)}
                  >
                    {item}
                  </button>
                </li>
              ) : (
                // Not a control and says nothing a screen reader needs: the numbers around it do.
                <li key={item} aria-hidden="true" className="px-1 text-sm text-gray-500 dark:text-gray-400">
                  …
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                aria-label="Next page"
                aria-disabled={current >= pages || undefined}
                onClick={() => current < pages && onPageChange(current + 1)}
                className={cx(pageButton, idle)}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
