import type { AppContext } from '../../context.ts';
import { repeatInBatches } from '../../lib/in-batches.ts';
import { serviceDay } from '../../lib/service-day.ts';
import { expireLapsed } from './subscription-list.repository.ts';

/** Rows per statement: each batch is a short transaction that never stalls the lists. */
const EXPIRY_BATCH = 2000;

/**
 * Writes `expired` on every active subscription whose last day is before today in the
 * service's time zone, with a line in each reader's activity; answers how many. The
 * hourly job runs it; the lists never wait for it (they read such a subscription as
 * expired already).
 */
export function expireLapsedSubscriptions(db: AppContext['db'], timeZone: string): Promise<number> {
  const today = serviceDay(timeZone);
  return repeatInBatches(EXPIRY_BATCH, (size) => expireLapsed(db, today, size));
}
