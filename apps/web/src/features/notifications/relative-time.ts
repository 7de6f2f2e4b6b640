import { formatDate } from '../../lib/format/date-format.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Past a week, a date says more than "23 days ago". */
const RELATIVE_DAYS = 7;

/**
 * "just now", "5 min ago", "3 hours ago", "yesterday", "4 days ago", then the date. A time
 * a little ahead of this browser's clock (the server's clock runs ahead) is "just now".
 */
export function formatRelativeTime(value: string, now = Date.now()): string {
  const elapsed = now - Date.parse(value);
  if (Number.isNaN(elapsed)) return formatDate(value);
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  const days = Math.floor(elapsed / DAY_MS);
  if (days === 1) return 'yesterday';
  return days < RELATIVE_DAYS ? `${days} days ago` : formatDate(value);
}
