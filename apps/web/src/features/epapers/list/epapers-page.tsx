import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { EpaperListQuery } from '@epaper/shared/epapers.contract';
import { buttonClasses } from '../../../components/button.tsx';
import { NEWEST_FIRST, OrderToggle } from '../../../components/order-toggle.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { SelectFilter, type SelectOption } from '../../../components/select-filter.tsx';
import { loadErrorText } from '../../../lib/api/load-error-text.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useListState } from '../../../lib/hooks/use-list-state.ts';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { failureText } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { EPAPERS_PAGE_SIZE, useEpapers } from './api/list-epapers.ts';
import { EpaperCalendar } from './calendar/epaper-calendar.tsx';
import { EpaperCards } from './epaper-cards.tsx';
import { EpapersTable } from './epapers-table.tsx';
import { EPAPER_SCREEN_TEXTS } from '../epaper-texts.ts';

const STATUS_FILTER = {
  status: ['all', 'draft', 'scheduled', 'processing', 'published', 'failed'],
  ...NEWEST_FIRST,
} as const;
type StatusFilter = (typeof STATUS_FILTER.status)[number];

const STATUS_OPTIONS: readonly SelectOption<StatusFilter>[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'processing', label: 'Processing' },
  { value: 'published', label: 'Published' },
  { value: 'failed', label: 'Failed' },
];

/**
 * Where the table fits: 1280 px leaves it about 940 px beside the expanded sidebar, what
 * its columns need. Narrower, the editions show as cards instead of a table that slides
 * sideways and hides its Actions.
 */
const TABLE_MEDIA = '(min-width: 1280px)';

/**
 * /epaper-management: the calendar of the last weeks, then every edition, searched,
 * filtered by status and paged; the state lives in the URL. A day chosen on the calendar
 * becomes the search (the list finds editions by their yyyy-mm-dd date).
 */
export function EpapersPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const list = useListState({ filters: STATUS_FILTER, pageSizes: [EPAPERS_PAGE_SIZE] });
  const status = list.filters.status;
  const query: EpaperListQuery = {
    page: list.page,
    page_size: list.pageSize,
    ...(list.search && { search: list.search }),
    ...(status !== 'all' && { status }),
    ...(list.filters.order === 'oldest' && { ordering: 'publication_date' }),
  };
  const epapers = useEpapers(query);
  const error = epapers.isError
    ? failureText(EPAPER_SCREEN_TEXTS.loadListAction, loadErrorText(epapers.error, ''))
    : null;
  const count = epapers.data?.count ?? 0;
  const Listing = useMediaQuery(TABLE_MEDIA) ? EpapersTable : EpaperCards;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            Every edition with its pages, size and status. New uploads show their processing here as it happens.
          </p>
        </div>
        <Link to={paths.epapers.add} className={buttonClasses('primary', 'md', 'self-start')}>
          <Plus aria-hidden="true" className="size-4" />
          {EPAPER_SCREEN_TEXTS.addNew}
        </Link>
      </div>

      <EpaperCalendar selectedDate={list.search} onSelectDate={list.setSearch} />

      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-end">
          <SearchBox
            label="Search e-papers"
            placeholder="Search by title or date"
            value={list.search}
            onSearch={list.setSearch}
            className="sm:w-96"
          />
          <SelectFilter
            label="Status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) => list.setFilter('status', value)}
            className="sm:w-44"
          />
          <OrderToggle value={list.filters.order} onChange={(order) => list.setFilter('order', order)} />
        </div>

        <Listing
          epapers={epapers.data?.results}
          isLoading={epapers.isPending}
          error={error}
          onRetry={() => void epapers.refetch()}
        />
        {/* The pager only when there is somewhere to go: one page needs no numbers. */}
        {!error && count > list.pageSize && (
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            count={count}
            onPageChange={list.setPage}
            noun="e-papers"
          />
        )}
      </div>
    </div>
  );
}
