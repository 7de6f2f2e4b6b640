import { addDays } from '@epaper/shared/calendar-date';
import { serviceZoneFormat } from './service-zone-format.ts';

// Times of the edition desk (schedules, when an edition went live) are written and read in
// the SERVICE's time zone, not the browser's: the desk may sit anywhere, the edition goes
// live by the paper's clock ("06:00" is the paper's morning). The API takes a wall time
// (yyyy-mm-ddThh:mm, what a datetime-local input holds) and answers instants (ISO, UTC),
// which the screens show with formatDateTime (date-format.ts).

/** "2026-11-27T06:00": the instant as the service's clock reads it, for a datetime-local input. */
export function wallTimeOf(instant: string | Date): string {
  // en-CA writes its parts as numbers; h23 never says 24 for midnight.
  const parts = Object.fromEntries(
    serviceZoneFormat('wall', 'en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The service's today, yyyy-mm-dd. */
export function serviceToday(now = new Date()): string {
  return wallTimeOf(now).slice(0, 10);
}

/** The service's tomorrow: tonight's upload is usually tomorrow's paper. */
export function serviceTomorrow(now = new Date()): string {
  return addDays(serviceToday(now), 1);
}
