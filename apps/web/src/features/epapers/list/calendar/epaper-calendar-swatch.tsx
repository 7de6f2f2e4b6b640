import { Check, Clock, PenLine, X, type LucideIcon } from 'lucide-react';
import type { CalendarDayStatus } from '@epaper/shared/epaper-status';
import { cx } from '../../../../lib/class-names.ts';

// Each status has a shape as well as a colour, so the calendar reads without telling
// green from red: a tick, a clock, a pen, a cross, and a dashed outline for no edition.
const STYLES: Record<CalendarDayStatus, { className: string; Icon: LucideIcon | null }> = {
  published: { className: 'bg-green-600 text-white dark:bg-green-500 dark:text-green-950', Icon: Check },
  scheduled: { className: 'bg-amber-400 text-amber-950 dark:bg-amber-400', Icon: Clock },
  draft: { className: 'bg-gray-300 text-gray-800 dark:bg-gray-600 dark:text-gray-100', Icon: PenLine },
  failed: { className: 'bg-red-600 text-white dark:bg-red-500 dark:text-red-950', Icon: X },
  missing: { className: 'border border-dashed border-gray-400 dark:border-gray-500', Icon: null },
};

/** Marks that add to a swatch: the service's today, and the day the list is filtered by. */
const TODAY = 'ring-2 ring-gray-900 ring-offset-1 ring-offset-white dark:ring-white dark:ring-offset-gray-900';
const SELECTED = 'ring-2 ring-brand-500 ring-offset-1 ring-offset-white dark:ring-brand-400 dark:ring-offset-gray-900';

type SwatchProps = { status: CalendarDayStatus; isToday?: boolean; isSelected?: boolean };

/** One day's square: the calendar's cells and its legend draw the same one. Decoration only: the label says it. */
export function EpaperCalendarSwatch({ status, isToday = false, isSelected = false }: SwatchProps) {
  const { className, Icon } = STYLES[status];
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex size-5 items-center justify-center rounded',
        className,
        isSelected ? SELECTED : isToday && TODAY,
      )}
    >
      {Icon && <Icon className="size-3" strokeWidth={3} />}
    </span>
  );
}
