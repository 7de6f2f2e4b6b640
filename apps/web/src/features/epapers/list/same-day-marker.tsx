import { CopyPlus } from 'lucide-react';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { displayStatusOf } from '@epaper/shared/epaper-status';
import { EPAPER_LISTING_TEXTS, sameDayText } from './epaper-listing-texts.ts';

type MarkedEdition = Pick<Epaper, 'same_day_editions' | 'is_published' | 'processing_status' | 'scheduled_at'>;

/**
 * "2 this day" under the date of a published or scheduled edition when others of its day
 * are too: readers would get two papers for one morning. Nothing on a draft or a failed
 * edition, or on the only one of its day.
 */
export function SameDayMarker({ epaper }: { epaper: MarkedEdition }) {
  const others = epaper.same_day_editions;
  const status = displayStatusOf(epaper);
  if (others <= 0 || (status !== 'published' && status !== 'scheduled')) return null;
  return (
    <span
      title={EPAPER_LISTING_TEXTS.sameDayHint}
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 dark:bg-amber-900/50 dark:text-amber-200"
    >
      <CopyPlus aria-hidden="true" className="size-3 shrink-0" />
      {sameDayText(others)}
      <span className="sr-only">. {EPAPER_LISTING_TEXTS.sameDayHint}</span>
    </span>
  );
}
