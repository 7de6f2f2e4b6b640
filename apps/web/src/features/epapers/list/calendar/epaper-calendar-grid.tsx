import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { CalendarDay } from '@epaper/shared/epapers.contract';
import { formatDay } from '../../../../lib/format/date-format.ts';
import { paths } from '../../../../lib/paths.ts';
import { calendarDayLabel } from '../epaper-listing-texts.ts';
import { EpaperCalendarSwatch } from './epaper-calendar-swatch.tsx';
import { calendarWeeks, WEEKDAY_NAMES } from './epaper-calendar-weeks.ts';

type EpaperCalendarGridProps = {
  days: readonly CalendarDay[];
  /** The service's today, yyyy-mm-dd. */
  today: string;
  /** The day the list is filtered by, if it is one (the list's search). */
  selectedDate: string;
  /** Filters the list by a day with several editions; '' clears the filter (the same day chosen again). */
  onSelectDate: (date: string) => void;
  labelledBy: string;
  describedBy: string;
};

// Arrow keys move the way the grid is drawn: a row is a weekday, a column a week.
const KEY_STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, ArrowRight: 7, ArrowLeft: -7 };

// Rounded like the squares, so the app's focus ring (styles.css) follows their shape.
const FOCUS_TARGET = 'rounded';

/**
 * The days as a grid of weeks. One Tab stop for the whole grid (the day last focused,
 * first today) and arrow keys, Home and End inside it, as in a date picker: 67 days
 * would otherwise be 67 Tab presses between the heading and the list.
 */
export function EpaperCalendarGrid({
  days,
  today,
  selectedDate,
  onSelectDate,
  labelledBy,
  describedBy,
}: EpaperCalendarGridProps) {
  const weeks = useMemo(() => calendarWeeks(days), [days]);
  const targets = useRef(new Map<string, HTMLElement>());
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const tabStop =
    days.find((day) => day.date === focusedDate)?.date ??
    days.find((day) => day.date === today)?.date ??
    days.at(-1)?.date;

  const moveFocus = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = days.findIndex((day) => day.date === (event.target as HTMLElement).dataset.date);
    if (from < 0) return;
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? days.length - 1
          : KEY_STEPS[event.key] === undefined
            ? null
            : from + KEY_STEPS[event.key]!;
    if (to === null) return;
    event.preventDefault();
    const target = days[to];
    if (!target) return;
    setFocusedDate(target.date);
    targets.current.get(target.date)?.focus();
  };

  const register = (date: string) => (element: HTMLElement | null) => {
    if (element) targets.current.set(date, element);
    else targets.current.delete(date);
  };

  return (
    <table
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={moveFocus}
      className="border-separate border-spacing-1 text-[10px] leading-none text-gray-500 dark:text-gray-400"
    >
      <thead>
        <tr>
          <th scope="col" className="p-0">
            <span className="sr-only">Weekday</span>
          </th>
          {weeks.map((week) => (
            <th key={week.start} scope="col" className="h-3 p-0 text-left font-normal whitespace-nowrap">
              <span aria-hidden="true">{week.monthLabel}</span>
              <span className="sr-only">Week of {formatDay(week.start)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {WEEKDAY_NAMES.map((weekday, row) => (
          <tr key={weekday}>
            <th scope="row" className="p-0 pr-1 text-left font-normal">
              {weekday}
            </th>
            {weeks.map((week) => {
              const day = week.days[row];
              if (!day) return <td key={week.start} role="gridcell" className="p-0" />;
              const isToday = day.date === today;
              const label = calendarDayLabel(day, isToday);
              const shared = {
                ref: register(day.date),
                'data-date': day.date,
                tabIndex: day.date === tabStop ? 0 : -1,
                onFocus: () => setFocusedDate(day.date),
                'aria-current': isToday ? ('date' as const) : undefined,
              };
              const swatch = (
                <EpaperCalendarSwatch
                  status={day.status}
                  isToday={isToday}
                  isSelected={day.editions.length > 1 && day.date === selectedDate}
                />
              );
              const [only] = day.editions;
              if (day.editions.length === 1 && only) {
                return (
                  <td key={week.start} role="gridcell" className="p-0">
                    <Link
                      to={paths.epapers.view(only.id)}
                      aria-label={label}
                      title={label}
                      className={`block ${FOCUS_TARGET}`}
                      {...shared}
                    >
                      {swatch}
                    </Link>
                  </td>
                );
              }
              if (day.editions.length > 1) {
                const isSelected = day.date === selectedDate;
                return (
                  <td key={week.start} role="gridcell" className="p-0">
                    <button
                      type="button"
                      aria-label={label}
                      aria-pressed={isSelected}
                      title={label}
                      onClick={() => onSelectDate(isSelected ? '' : day.date)}
                      className={`block cursor-pointer ${FOCUS_TARGET}`}
                      {...shared}
                    >
                      {swatch}
                    </button>
                  </td>
                );
              }
              // Nothing to open: the cell itself takes the focus, so the arrows still walk every day.
              return (
                <td key={week.start} role="gridcell" title={label} className={`p-0 ${FOCUS_TARGET}`} {...shared}>
                  {swatch}
                  <span className="sr-only">{label}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
