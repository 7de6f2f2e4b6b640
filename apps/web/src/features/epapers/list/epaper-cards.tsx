import { useId } from 'react';
import { Link } from 'react-router';
import { Eye, Pencil } from 'lucide-react';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { Alert } from '../../../components/alert.tsx';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { paths } from '../../../lib/paths.ts';
import { EPAPER_LISTING_TEXTS } from './epaper-listing-texts.ts';
import { EPAPER_SCREEN_TEXTS, formatPublicationDate } from '../epaper-texts.ts';
import { EpaperListStatus } from './epaper-list-status.tsx';
import { EpaperThumbnail } from './epaper-thumbnail.tsx';
import { FindingsMarker } from '../readiness/findings-marker.tsx';
import { SameDayMarker } from './same-day-marker.tsx';

type EpaperCardsProps = {
  epapers: readonly Epaper[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
};

const SURFACE = 'rounded-2xl border border-gray-200 bg-white shadow-xs dark:border-gray-800 dark:bg-gray-900';

/**
 * The editions as cards, for a screen too narrow for the table: everything the table
 * shows, stacked, so nothing slides sideways off a phone. Same states as the table:
 * loading, empty, and a failure with Retry.
 */
export function EpaperCards({ epapers, isLoading, error, onRetry }: EpaperCardsProps) {
  const headingId = useId();
  let body;
  if (error) {
    body = (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {error}
      </Alert>
    );
  } else if (isLoading) {
    body = (
      <>
        {/* Placeholders only: screen readers hear the status text instead. */}
        <div aria-hidden="true" className="space-y-3">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`${SURFACE} h-40 animate-pulse motion-reduce:animate-none`} />
          ))}
        </div>
        <p role="status" className="sr-only">
          {EPAPER_LISTING_TEXTS.loading}
        </p>
      </>
    );
  } else if (!epapers || epapers.length === 0) {
    body = (
      <p className={`${SURFACE} px-4 py-6 text-center text-gray-600 dark:text-gray-400`}>{EPAPER_SCREEN_TEXTS.empty}</p>
    );
  } else {
    body = (
      <ul aria-labelledby={headingId} className="grid gap-3 md:grid-cols-2">
        {epapers.map((epaper) => (
          <EpaperCard key={epaper.id} epaper={epaper} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} aria-busy={(isLoading && !error) || undefined}>
      {/* The table's caption, for the cards: names the list under the calendar's heading. */}
      <h2 id={headingId} className="sr-only">
        {EPAPER_SCREEN_TEXTS.listTitle}
      </h2>
      {body}
    </section>
  );
}

function EpaperCard({ epaper }: { epaper: Epaper }) {
  return (
    <li className={`${SURFACE} flex flex-col gap-3 p-4`}>
      <div className="flex gap-3">
        <EpaperThumbnail src={epaper.preview_gif_path} title={epaper.title} />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="font-medium break-words text-gray-900 dark:text-gray-100">{epaper.title}</h3>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            <time dateTime={epaper.publication_date}>{formatPublicationDate(epaper.publication_date)}</time>
            {/* Pages are unknown until processing has read the PDF. */}
            {epaper.page_count > 0 && <> · {EPAPER_LISTING_TEXTS.pages(epaper.page_count)}</>} ·{' '}
            {formatFileSize(epaper.file_size)}
          </p>
          <div className="flex flex-wrap gap-1.5 empty:hidden">
            <SameDayMarker epaper={epaper} />
            <FindingsMarker epaper={epaper} />
          </div>
        </div>
      </div>
      {/* Three lines at most; the whole text is on the edition's page (View). */}
      <p className="line-clamp-3 text-sm break-words text-gray-700 dark:text-gray-300" title={epaper.description}>
        {epaper.description}
      </p>
      {/* At the foot even when the card beside it in the row is taller. */}
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
        <EpaperListStatus epaper={epaper} className="max-w-full" />
        <div className="flex gap-2">
          <Link
            to={paths.epapers.view(epaper.id)}
            aria-label={`View ${epaper.title}`}
            className={buttonClasses('secondary', 'sm')}
          >
            <Eye aria-hidden="true" className="size-4" />
            {EPAPER_LISTING_TEXTS.view}
          </Link>
          <Link
            to={paths.epapers.edit(epaper.id)}
            aria-label={`Edit ${epaper.title}`}
            className={buttonClasses('secondary', 'sm')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {EPAPER_LISTING_TEXTS.edit}
          </Link>
        </div>
      </div>
    </li>
  );
}
