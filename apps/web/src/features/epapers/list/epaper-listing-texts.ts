import type { CalendarDay } from '@epaper/shared/epapers.contract';
import { DISPLAY_STATUS_LABELS, type CalendarDayStatus } from '@epaper/shared/epaper-status';
import { formatDateTime, formatDay } from '../../../lib/format/date-format.ts';

/**
 * The texts of the e-paper list's schedule, same-day marks and calendar, word for word as
 * the tests assert them. Local so the list loads no zod.
 */
export const EPAPER_LISTING_TEXTS = {
  loading: 'Loading e-papers…',
  held: 'Held — time passed',
  sameDayHint: 'Another edition is published or scheduled for this day',
  calendarTitle: 'Editions by day',
  calendarDescription: 'The last 60 days and the week ahead.',
  calendarHint: 'Choose a day to open its edition, or to list its editions when it has more than one.',
  calendarLoadFailed: 'The calendar could not be loaded.',
  calendarLoading: 'Loading the calendar…',
  legendLabel: 'What the colours mean',
  today: 'Today',
  view: 'View',
  edit: 'Edit',
  pages: (count: number) => (count === 1 ? '1 page' : `${count} pages`),
} as const;

/** What a calendar day says about its editions: the legend's words and each day's label. */
export const CALENDAR_STATUS_LABELS: Record<CalendarDayStatus, string> = {
  published: 'Published',
  scheduled: 'Scheduled',
  draft: 'Draft',
  failed: 'Failed',
  missing: 'No edition',
};

// No-break spaces inside the date and time: in the list's narrow status column the line
// breaks after "Goes live", never inside "27 Nov, 6:00 am IST".
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** "Goes live 27 Nov, 6:00 am IST". */
export const goesLiveText = (scheduledAt: string) => `Goes live ${unbroken(formatDateTime(scheduledAt, 'compact'))}`;

/** "Was due 27 Nov, 6:00 am IST", under "Held — time passed". */
export const wasDueText = (scheduledAt: string) => `Was due ${unbroken(formatDateTime(scheduledAt, 'compact'))}`;

/** "2 this day": the edition and the others of its day that are published or scheduled. */
export const sameDayText = (others: number) => `${others + 1} this day`;

/**
 * A calendar day's name for screen readers and its hover text: "27 Nov 2026: Published —
 * Morning Herald". An edition whose own status differs from the day's says its own, and
 * a scheduled one when it goes live: "Evening Post (Draft)", "City (goes live 28 Nov, 6:00 am IST)".
 */
export function calendarDayLabel(day: CalendarDay, isToday: boolean): string {
  const name = isToday ? `${formatDay(day.date)}, today` : formatDay(day.date);
  const status = CALENDAR_STATUS_LABELS[day.status];
  if (day.editions.length === 0) return `${name}: ${status}`;
  const editions = day.editions.map((edition) => {
    const own = DISPLAY_STATUS_LABELS[edition.status];
    if (edition.status === 'scheduled' && edition.scheduled_at) {
      return `${edition.title} (goes live ${formatDateTime(edition.scheduled_at, 'compact')})`;
    }
    return own === status ? edition.title : `${edition.title} (${own})`;
  });
  return `${name}: ${status} — ${editions.join(', ')}`;
}
