import { isDateInRange } from '@epaper/shared/calendar-date';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { calendarDayIn } from '../../lib/service-day.ts';

/** The day an edition is dated, or why its `publication_date` is refused. */
export type PublicationDay = { ok: true; day: string } | { ok: false; refused: string };

/**
 * The day of a `publication_date` the contract let through, in the service's time zone. A
 * timestamp's day there can be one either side of the date it writes, so the range is
 * checked again on the day that will be stored.
 */
export function publicationDayIn(timeZone: string, value: string): PublicationDay {
  const day = calendarDayIn(timeZone, value);
  if (!day) return { ok: false, refused: EPAPER_TEXTS.publicationDateInvalid };
  return isDateInRange(day) ? { ok: true, day } : { ok: false, refused: EPAPER_TEXTS.publicationDateOutOfRange };
}
