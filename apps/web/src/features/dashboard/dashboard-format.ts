import { formatDay } from '../../lib/format/date-format.ts';

/** "1 Mar 2026 – 30 Mar 2026": the days an answer covers, both included; one day once. */
export function formatDayRange(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}
