import { useId } from 'react';
import { Button } from '../../../../components/button.tsx';
import { loadErrorText } from '../../../../lib/api/load-error-text.ts';
import { useEpaperCalendar } from '../api/get-epaper-calendar.ts';
import { EPAPER_LISTING_TEXTS } from '../epaper-listing-texts.ts';
import { EpaperCalendarGrid } from './epaper-calendar-grid.tsx';
import { EpaperCalendarLegend } from './epaper-calendar-legend.tsx';

type EpaperCalendarProps = {
  /** The list's search: when it is a day of the calendar, that day shows as chosen. */
  selectedDate: string;
  /** Sets the list's search to a day ('' clears it). */
  onSelectDate: (date: string) => void;
};

// The grid's size while it loads, so the list below does not jump when it arrives.
const GRID_SIZE = 'h-[11.5rem] w-[18.5rem] max-w-full';

/**
 * The editions of the last 60 days and the week ahead, a square per day coloured by how
 * far its editions got: a missed day or a failed one stands out before the list is read.
 * An extra beside the list: if it cannot load, it says so quietly and the list still works.
 */
export function EpaperCalendar({ selectedDate, onSelectDate }: EpaperCalendarProps) {
  const headingId = useId();
  const hintId = useId();
  const calendar = useEpaperCalendar();

  let body;
  if (calendar.isPending) {
    body = (
      <>
        <div
          aria-hidden="true"
          className={`${GRID_SIZE} animate-pulse rounded-lg bg-gray-100 motion-reduce:animate-none dark:bg-gray-800`}
        />
        <p role="status" className="sr-only">
          {EPAPER_LISTING_TEXTS.calendarLoading}
        </p>
      </>
    );
  } else if (calendar.isError) {
    const detail = loadErrorText(calendar.error, '');
    body = (
      <div className={`${GRID_SIZE} flex flex-col items-start justify-center gap-3`}>
        <p className="text-sm text-gray-600 dark:text-gray-400">{EPAPER_LISTING_TEXTS.calendarLoadFailed}</p>
        {detail && <p className="text-sm text-gray-600 dark:text-gray-400">{detail}</p>}
        <Button variant="secondary" size="sm" onClick={() => void calendar.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else {
    body = (
      // Scrolls inside the card on a screen narrower than its 11 weeks, never widening the page.
      <div className="max-w-full overflow-x-auto">
        <EpaperCalendarGrid
          days={calendar.data.days}
          today={calendar.data.today}
          selectedDate={selectedDate}
          onSelectDate={onSelectDate}
          labelledBy={headingId}
          describedBy={hintId}
        />
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5 lg:flex-row lg:items-start lg:gap-8 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="lg:max-w-56">
        <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-100">
          {EPAPER_LISTING_TEXTS.calendarTitle}
        </h2>
        <p className="mt-0.5 text-sm text-gray-600 dark:text-gray-400">{EPAPER_LISTING_TEXTS.calendarDescription}</p>
        <p id={hintId} className="mt-2 text-xs text-gray-600 dark:text-gray-400">
          {EPAPER_LISTING_TEXTS.calendarHint}
        </p>
      </div>
      <div className="min-w-0">{body}</div>
      <EpaperCalendarLegend />
    </section>
  );
}
