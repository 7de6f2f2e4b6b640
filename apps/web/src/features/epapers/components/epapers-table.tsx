import { Link } from 'react-router';
import { Eye, Pencil } from 'lucide-react';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { buttonClasses } from '../../../components/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { paths } from '../../../lib/paths.ts';
import { EPAPER_SCREEN_TEXTS, formatPublicationDate, processingText } from '../epaper-texts.ts';
import { EpaperStatusBadge } from './epaper-status-badge.tsx';
import { EpaperThumbnail } from './epaper-thumbnail.tsx';

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
    cell: (epaper) => <EpaperThumbnail src={epaper.preview_gif_path} title={epaper.title} />,
  },
  {
    id: 'title',
    header: 'Title',
    cell: (epaper) => (
      <span
        className="block max-w-[9rem] truncate font-medium text-gray-900 2xl:max-w-[14rem] dark:text-gray-100"
        title={epaper.title}
      >
        {epaper.title}
      </span>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    // Cut to one line so the row stays short; the whole text is in the title (and in the
    // DOM, which screen readers read in full).
    cell: (epaper) => (
      <span className="block max-w-[6rem] truncate xl:max-w-[7rem] 2xl:max-w-[16rem]" title={epaper.description}>
        {epaper.description}
      </span>
    ),
  },
  {
    id: 'date',
    header: 'Publication Date',
    cell: (epaper) => <time dateTime={epaper.publication_date}>{formatPublicationDate(epaper.publication_date)}</time>,
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
    cell: (epaper) => (
      <div className="flex flex-col items-start gap-1">
        <EpaperStatusBadge epaper={epaper} />
        {epaper.processing_status === 'pending' && (
          <span className="max-w-[8rem] text-xs text-gray-600 dark:text-gray-400">
            {processingText(epaper.pages_done, epaper.page_count)}
          </span>
        )}
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

/** The editions' table: Thumbnail, Title, Description, Publication Date, Pages, Size, Status and Actions. */
export function EpapersTable({ epapers, isLoading, error, onRetry }: EpapersTableProps) {
  return (
    <DataTable
      columns={columns}
      rows={epapers}
      rowKey={(epaper) => epaper.id}
      caption={EPAPER_SCREEN_TEXTS.listTitle}
      isLoading={isLoading}
      loadingLabel="Loading e-papers…"
      skeletonRows={8}
      emptyText={EPAPER_SCREEN_TEXTS.empty}
      error={error}
      onRetry={onRetry}
    />
  );
}
