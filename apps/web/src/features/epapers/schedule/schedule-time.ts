import { wallTimeOf } from '../../../lib/format/service-time.ts';

/** The time the desk usually sends an edition live; the first guess when scheduling its day. */
const USUAL_GO_LIVE_TIME = '06:00';

/**
 * The first "Go live at" offered for an edition of `day`: that day at the usual time, when
 * that is still ahead on the service's clock; otherwise nothing (the desk picks).
 */
export function suggestedGoLiveAt(day: string, now = new Date()): string {
  const suggestion = `${day}T${USUAL_GO_LIVE_TIME}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && suggestion > wallTimeOf(now) ? suggestion : '';
}
