import type { CalendarDay } from '@epaper/shared/epapers.contract';
import { addDays, daysBetween } from '@epaper/shared/calendar-date';
import { onFirstUse } from '../../../../lib/format/first-use.ts';

/** Rows of the calendar, Monday first as Indian calendars print the week. */
export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A column of the calendar: the week starting on Monday `start`, one slot per weekday (null outside the range shown). */
export type CalendarWeek = { start: string; days: (CalendarDay | null)[]; monthLabel: string | null };

const monthFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' }));

/** 0 for Monday to 6 for Sunday, of a yyyy-mm-dd day. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The days laid out a week per column, as a wall calendar turned on its side: it stays
 * seven rows high whatever the range, so two months fit a phone's width. A column is
 * labelled with its month when it is the first or holds a month's 1st.
 */
export function calendarWeeks(days: readonly CalendarDay[]): CalendarWeek[] {
  const first = days[0];
  if (!first) return [];
  const origin = addDays(first.date, -weekdayOf(first.date));
  const weeks: CalendarWeek[] = [];
  for (const day of days) {
    const column = Math.floor(daysBetween(origin, day.date) / 7);
    while (weeks.length <= column) {
      weeks.push({
        start: addDays(origin, weeks.length * 7),
        days: Array<CalendarDay | null>(7).fill(null),
        monthLabel: null,
      });
    }
    const week = weeks[column]!;
    week.days[weekdayOf(day.date)] = day;
    if (week.monthLabel === null && (column === 0 || day.date.endsWith('-01'))) {
      week.monthLabel = monthFormat().format(new Date(`${day.date}T00:00:00Z`));
    }
  }
  return weeks;
}
