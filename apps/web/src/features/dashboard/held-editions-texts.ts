import type { Epaper } from '@epaper/shared/epapers.contract';
import { formatDateTime } from '../../lib/format/date-format.ts';
import { wallTimeOf } from '../../lib/format/service-time.ts';
import { onFirstUse } from '../../lib/format/first-use.ts';

/** The held-editions warning's texts, verbatim. */
export const HELD_EDITIONS_TEXTS = {
  stillProcessing: 'Its pages are still being processed.',
  heldLate: 'Its pages were ready after that time, and it was set to wait: publish it from its page.',
} as const;

/** The warning's title: "A scheduled edition is not live yet", or "2 scheduled editions are not live yet". */
export function heldTitleText(count: number): string {
  return count === 1 ? 'A scheduled edition is not live yet' : `${count} scheduled editions are not live yet`;
}

const publicationDay = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);

/** "27 Nov" for a yyyy-mm-dd day. */
export function formatDayMonth(day: string): string {
  return publicationDay().format(new Date(`${day}T00:00:00Z`));
}

/**
 * "“Morning Herald” for 27 Nov" (the link) and "was due at 6:00 am IST and is not live yet";
 * the due day (the service's) is said only when it is not the edition's own ("was due on
 * 26 Nov at 10:00 pm IST").
 */
export function heldEditionText(epaper: Pick<Epaper, 'title' | 'publication_date' | 'scheduled_at'>): {
  edition: string;
  due: string;
} {
  const day = formatDayMonth(epaper.publication_date);
  const edition = `“${epaper.title}” for ${day}`;
  if (!epaper.scheduled_at) return { edition, due: 'is not live yet' };
  const dueDay = wallTimeOf(epaper.scheduled_at).slice(0, 10);
  const time = formatDateTime(epaper.scheduled_at, 'time');
  const when = dueDay === epaper.publication_date ? `at ${time}` : `on ${formatDayMonth(dueDay)} at ${time}`;
  return { edition, due: `was due ${when} and is not live yet` };
}
