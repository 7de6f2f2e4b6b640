import { Link } from 'react-router';
import { Eye, Pencil } from 'lucide-react';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { buttonClasses } from '../../../components/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { paths } from '../../../lib/paths.ts';
import { EPAPER_LISTING_TEXTS } from './epaper-listing-texts.ts';
import { EPAPER_SCREEN_TEXTS, formatPublicationDate } from '../epaper-texts.ts';
import { EpaperListStatus } from './epaper-list-status.tsx';
import { EpaperThumbnail } from './epaper-thumbnail.tsx';
import { FindingsMarker } from '../readiness/findings-marker.tsx';
import { SameDayMarker } from './same-day-marker.tsx';

type EpapersTableProps = {
  epapers: readonly Epaper[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
};

const columns: DataTableColumn<Epaper>[] = [
  {
    id: 'thumbnail',
    header: 'Thumbnail',
    // The pictures say what the column is; its word on screen would be twice their width.
    isHeaderHidden: true,
    cell: (epaper) => <EpaperThumbnail src={epaper.preview_gif_path} title={epaper.title} />,
  },
  {
    id: 'title',
    header: 'Title',
    // Whole, wrapping inside its width: an editor tells editions apart by their titles.
    cell: (epaper) => (
      <span className="block w-36 font-medium break-words text-gray-900 2xl:w-56 dark:text-gray-100">
        {epaper.title}
      </span>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    // Cut to two lines so the row stays short; the whole text is in the title (and in the
    // DOM, which screen readers read in full), and on the edition's page.
    cell: (epaper) => (
      <span className="line-clamp-2 w-28 break-words 2xl:w-56" title={epaper.description}>
        {epaper.description}
      </span>
    ),
  },
  {
    id: 'date',
    // On two lines: one line of it is wider than the dates under it.
    header: <span className="inline-block w-min whitespace-normal">Publication Date</span>,
    cell: (epaper) => (
      <div className="flex flex-col items-start gap-1">
        <time dateTime={epaper.publication_date}>{formatPublicationDate(epaper.publication_date)}</time>
        <SameDayMarker epaper={epaper} />
      </div>
    ),
    className: 'whitespace-nowrap',
  },
  {
    id: 'pages',
    header: 'Pages',
    align: 'end',
    // Unknown until processing has read the PDF.
    cell: (epaper) => (epaper.page_count > 0 ? epaper.page_count : '—'),
    className: 'tabular-nums',
  },
  {
    id: 'size',
    header: 'Size',
    align: 'end',
    cell: (epaper) => formatFileSize(epaper.file_size),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    id: 'status',
    header: 'Status',
    // A fixed width: "Processing… 15 of 24 pages" and "Goes live …" wrap in it as they
    // change every few seconds, instead of widening the table and pushing Actions away.
    // Under it, the checks' findings not yet accepted, linking to the report.
    cell: (epaper) => (
      <div className="flex w-28 flex-col items-start gap-1">
        <EpaperListStatus epaper={epaper} className="w-28" />
        <FindingsMarker epaper={epaper} />
      </div>
    ),
  },
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (epaper) => (
      <div className="flex items-center justify-end gap-2">
        <Link
          to={paths.epapers.view(epaper.id)}
          aria-label={`View ${epaper.title}`}
          title={`View ${epaper.title}`}
          className={buttonClasses('secondary', 'sm')}
        >
          <Eye aria-hidden="true" className="size-4" />
          {/* Icon only until the table has room: the link's name is its aria-label. */}
          <span className="hidden 2xl:inline">View</span>
        </Link>
        <Link
          to={paths.epapers.edit(epaper.id)}
          aria-label={`Edit ${epaper.title}`}
          title={`Edit ${epaper.title}`}
          className={buttonClasses('secondary', 'sm')}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span className="hidden 2xl:inline">Edit</span>
        </Link>
      </div>
    ),
  },
];

/**
 * The editions' table: Thumbnail, Title, Description, Publication Date, Pages, Size, Status
 * and Actions. Its columns' widths are set so that it fits a 1280 px screen beside the
 * sidebar; narrower screens get the cards (EpaperCards) instead.
 */
export function EpapersTable({ epapers, isLoading, error, onRetry }: EpapersTableProps) {
  return (
    <DataTable
      columns={columns}
      rows={epapers}
      rowKey={(epaper) => epaper.id}
      caption={EPAPER_SCREEN_TEXTS.listTitle}
      isLoading={isLoading}
      loadingLabel={EPAPER_LISTING_TEXTS.loading}
      skeletonRows={8}
      emptyText={EPAPER_SCREEN_TEXTS.empty}
      error={error}
      onRetry={onRetry}
    />
  );
}
