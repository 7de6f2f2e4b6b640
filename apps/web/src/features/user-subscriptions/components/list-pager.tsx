import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { ListDepthNote, shownRange } from '../../../components/pagination.tsx';
import { SelectFilter } from '../../../components/select-filter.tsx';
import { countOf } from '../../../lib/format/count.ts';

type ListPagerProps = {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Rows over all pages: the server's `count`. */
  count: number;
  /** What the rows are, for the total: "987 subscriptions", "1 subscription". */
  noun: { singular: string; plural: string };
  /** The sizes the page-size select offers, e.g. 10, 20 and 50. */
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

// Prev and Next at an end are aria-disabled, not disabled, as in the shared Pagination: a
// disabled button drops the focus of whoever just pressed Next onto the last page.
const atEnd = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * "Page 2 of 50 · 987 subscriptions" with Prev and Next, and how many rows a page shows
 * ("20 per page"). Unlike the shared Pagination ("Showing 1-20 of 95 users"), it has no page
 * numbers: a list of millions is walked page by page (as deep as the shared pager numbers),
 * and a page size is chosen here.
 */
export function ListPager({ page, pageSize, count, noun, pageSizes, onPageChange, onPageSizeChange }: ListPagerProps) {
  const { pages } = shownRange(page, pageSize, count);
  const isFirst = page <= 1;
  const isLast = page >= pages;
  return (
    <nav aria-label="Pagination" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1 text-sm text-gray-600 dark:text-gray-400">
        {/* Polite, so moving to another page announces where the admin now is. */}
        <p aria-live="polite">
          Page {page} of {pages} · {countOf(count, noun.singular, noun.plural)}
        </p>
        <ListDepthNote count={count} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SelectFilter
          label="Rows per page"
          value={String(pageSize)}
          options={pageSizes.map((size) => ({ value: String(size), label: `${size} per page` }))}
          onChange={(value) => onPageSizeChange(Number(value))}
          className="w-36"
        />
        <Button
          variant="secondary"
          aria-disabled={isFirst || undefined}
          // A page past the end (an old link) steps back to the last page that exists.
          onClick={() => !isFirst && onPageChange(Math.min(page - 1, pages))}
          className={atEnd}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Prev
        </Button>
        <Button
          variant="secondary"
          aria-disabled={isLast || undefined}
          onClick={() => !isLast && onPageChange(page + 1)}
          className={atEnd}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
