import { addDays } from '@epaper/shared/calendar-date';
import { getServiceTimeZone } from '../../config/app-config.ts';

// Times of the edition desk (schedules, when an edition went live) are written and read in
// the SERVICE's time zone, not the browser's: the desk may sit anywhere, the edition goes
// live by the paper's clock ("06:00" is the paper's morning). The API takes a wall time
// (yyyy-mm-ddThh:mm, what a datetime-local input holds) and answers instants (ISO, UTC).

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per kind and zone: building one costs more than formatting many times. */
function formatter(kind: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const timeZone = getServiceTimeZone();
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** "2026-11-27T06:00": the instant as the service's clock reads it, for a datetime-local input. */
export function wallTimeOf(instant: string | Date): string {
  // en-CA writes its parts as numbers; h23 never says 24 for midnight.
  const parts = Object.fromEntries(
    formatter('wall', 'en-CA', {
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

/** "27 Nov 2026, 6:00 am IST": an instant on the service's clock, its zone named. */
export function formatServiceTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return formatter('long', 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** "27 Nov" and "06:00": the day and time of an instant on the service's clock, for the compact lists. */
export function serviceDayAndTime(instant: string): { dayMonth: string; time: string } {
  const date = new Date(instant);
  return {
    dayMonth: formatter('day-month', 'en-IN', { day: 'numeric', month: 'short' }).format(date),
    time: formatter('time', 'en-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date),
  };
}

/** "27 Nov, 06:00" on the service's clock. */
export function formatServiceDateTime(instant: string): string {
  const { dayMonth, time } = serviceDayAndTime(instant);
  return `${dayMonth}, ${time}`;
}
