import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { formatDateTime, formatDay } from '../../../lib/format/date-format.ts';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { paths } from '../../../lib/paths.ts';
import { EPAPER_SCHEDULE_TEXTS } from '../schedule/epaper-schedule-texts.ts';
import { EpaperPreview } from './epaper-preview.tsx';
import { EpaperStatusBadge } from '../epaper-status-badge.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="text-right text-sm font-medium text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

/** When it goes live (and whether it waits if processing is late), or when it went live; on the service's clock. */
function PublishingFacts({ epaper }: { epaper: Epaper }) {
  if (epaper.is_published) {
    return epaper.published_at ? (
      <Item label={EPAPER_SCHEDULE_TEXTS.publishedAt}>{formatDateTime(epaper.published_at)}</Item>
    ) : null;
  }
  if (!epaper.scheduled_at) return null;
  return (
    <>
      <Item label={EPAPER_SCHEDULE_TEXTS.scheduledFor}>{formatDateTime(epaper.scheduled_at)}</Item>
      <Item label={EPAPER_SCHEDULE_TEXTS.holdIfLate}>
        {epaper.hold_if_late ? EPAPER_SCHEDULE_TEXTS.yes : EPAPER_SCHEDULE_TEXTS.no}
      </Item>
    </>
  );
}

type EpaperSummaryCardProps = {
  epaper: Epaper;
  /** Publish now, Schedule… and Unschedule, above the card's other actions. */
  publishingActions: ReactNode;
  onDelete: () => void;
  isDeleting: boolean;
};

/** The left card of View E-Paper: preview, title, status, the edition's facts and its actions. */
export function EpaperSummaryCard({ epaper, publishingActions, onDelete, isDeleting }: EpaperSummaryCardProps) {
  return (
    <Card>
      {/* Stacked at the side of the pages from 1280px; below that the card is page-wide, and the
          preview sits beside the facts rather than stretching across it. */}
      <div className="flex flex-col gap-5 md:flex-row md:items-start md:gap-6 xl:flex-col xl:items-stretch xl:gap-5">
        <EpaperPreview epaper={epaper} className="md:w-56 md:shrink-0 xl:w-full" />
        <div className="min-w-0 flex-1 space-y-5">
          <div className="space-y-2">
            <h2 className="text-lg font-semibold break-words text-gray-900 dark:text-gray-100">{epaper.title}</h2>
            <EpaperStatusBadge epaper={epaper} />
            <p className="text-sm break-words whitespace-pre-line text-gray-700 dark:text-gray-300">
              {epaper.description}
            </p>
          </div>
          <dl className="divide-y divide-gray-200 border-y border-gray-200 dark:divide-gray-800 dark:border-gray-800">
            <Item label="Publication Date">{formatDay(epaper.publication_date)}</Item>
            <PublishingFacts epaper={epaper} />
            <Item label="Pages">{epaper.page_count}</Item>
            <Item label="File Size">{formatFileSize(epaper.file_size)}</Item>
            <Item label="Upload Date">{formatDateTime(epaper.created_at)}</Item>
            <Item label="Last Updated">{formatDateTime(epaper.updated_at)}</Item>
          </dl>
          {publishingActions}
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Link to={paths.epapers.list} className={buttonClasses('secondary')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Listing
            </Link>
            <Link to={paths.epapers.edit(epaper.id)} className={buttonClasses('primary')}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit E-Paper
            </Link>
            <Button variant="danger" onClick={onDelete} isLoading={isDeleting}>
              {!isDeleting && <Trash2 aria-hidden="true" className="size-4" />}
              Delete E-Paper
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
