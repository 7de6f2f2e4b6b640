import { CALENDAR_DAY_STATUSES } from '@epaper/shared/epaper-status';
import { CALENDAR_STATUS_LABELS, EPAPER_LISTING_TEXTS } from '../epaper-listing-texts.ts';
import { EpaperCalendarSwatch } from './epaper-calendar-swatch.tsx';

/** What each square of the calendar means, drawn with the same squares, and how today is marked. */
export function EpaperCalendarLegend() {
  return (
    <ul
      aria-label={EPAPER_LISTING_TEXTS.legendLabel}
      className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs text-gray-700 sm:grid-cols-3 lg:grid-cols-1 dark:text-gray-300"
    >
      {CALENDAR_DAY_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-2">
          <EpaperCalendarSwatch status={status} />
          {CALENDAR_STATUS_LABELS[status]}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <EpaperCalendarSwatch status="missing" isToday />
        {EPAPER_LISTING_TEXTS.today}
      </li>
    </ul>
  );
}
