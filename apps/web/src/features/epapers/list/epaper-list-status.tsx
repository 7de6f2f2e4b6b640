import { TriangleAlert } from 'lucide-react';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { EPAPER_LISTING_TEXTS, goesLiveText, wasDueText } from './epaper-listing-texts.ts';
import { processingText } from '../epaper-texts.ts';
import { EpaperStatusBadge } from '../epaper-status-badge.tsx';

const NOTE = 'text-xs text-gray-600 dark:text-gray-400';

/**
 * An edition's status in the list (table and cards): its badge, then what is under way:
 * the live processing count, and when a scheduled edition goes live, or that its time
 * passed and it still waits. The notes wrap inside `className`'s width, so a long one
 * makes the row taller, never the table wider.
 */
export function EpaperListStatus({ epaper, className }: { epaper: Epaper; className?: string }) {
  const scheduledAt = epaper.is_published ? null : epaper.scheduled_at;
  return (
    <div className={`flex flex-col items-start gap-1 ${className ?? ''}`}>
      <EpaperStatusBadge epaper={epaper} />
      {epaper.processing_status === 'pending' && (
        <span className={NOTE}>{processingText(epaper.pages_done, epaper.page_count)}</span>
      )}
      {scheduledAt && epaper.is_held && (
        <>
          <span className="inline-flex items-start gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
            <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {EPAPER_LISTING_TEXTS.held}
          </span>
          <span className={NOTE}>{wasDueText(scheduledAt)}</span>
        </>
      )}
      {scheduledAt && !epaper.is_held && <span className={NOTE}>{goesLiveText(scheduledAt)}</span>}
    </div>
  );
}
