// The editions by day: the listing's calendar of the last weeks, and one day's editions
// (what the upload form asks about before a second edition of a day).
import type { DatedEpaper, DatedEpapers, EpaperCalendar } from '@epaper/shared/epapers.contract';
import { addDays } from '@epaper/shared/calendar-date';
import { calendarDayStatusOf } from '@epaper/shared/epaper-status';
import type { AppContext } from '../../../context.ts';
import { serviceDay } from '../../../lib/service-day.ts';
import { editionsBetween, type DatedRow } from './epaper-schedule.repository.ts';
import { displayStatusOfRow } from '../epaper-view.ts';

/** Days after today the calendar shows: tonight's edition is dated tomorrow, and the week is planned ahead. */
const DAYS_AHEAD = 7;

function toDated(row: DatedRow): DatedEpaper {
  return {
    id: row.id,
    title: row.title,
    status: displayStatusOfRow(row),
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
  };
}

/** The last `days` days up to the service's today and the week after it, each with its editions and its status. */
export async function epaperCalendar(ctx: Pick<AppContext, 'db' | 'settings'>, days: number): Promise<EpaperCalendar> {
  const today = serviceDay(ctx.settings.timeZone);
  const from = addDays(today, 1 - days);
  const to = addDays(today, DAYS_AHEAD);
  const byDay = new Map<string, DatedEpaper[]>();
  for (const row of await editionsBetween(ctx.db, from, to)) {
    const list = byDay.get(row.publicationDate) ?? [];
    list.push(toDated(row));
    byDay.set(row.publicationDate, list);
  }
  const calendar: EpaperCalendar['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const editions = byDay.get(day) ?? [];
    calendar.push({ date: day, status: calendarDayStatusOf(editions.map((e) => e.status)), editions });
  }
  return { today, days: calendar };
}

/** Every edition dated `day`. */
export async function editionsOn(ctx: Pick<AppContext, 'db'>, day: string): Promise<DatedEpapers> {
  const rows = await editionsBetween(ctx.db, day, day);
  return { date: day, results: rows.map(toDated) };
}
