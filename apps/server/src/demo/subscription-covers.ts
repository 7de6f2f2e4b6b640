// Which days a reader's subscriptions let them read past the free front page.
import { isoDateToDay, toIstDay } from './dates.ts';
import type { DemoSubscription } from './subscriptions.generator.ts';

/** A subscription as the reading rules need it: the days it covers, paid when, cancelled when. */
export type Cover = { firstDay: number; lastDay: number; paidAt: number; cancelledAt: number };

/** Whether the reader may open pages beyond the first (free) one at `at`: a subscription covers that day. */
export function isSubscribed(covers: readonly Cover[], at: number): boolean {
  const day = toIstDay(at);
  return covers.some((c) => c.firstDay <= day && day <= c.lastDay && c.paidAt <= at && at < c.cancelledAt);
}

export function coversByPhone(subscriptions: readonly DemoSubscription[]): Map<string, Cover[]> {
  const byPhone = new Map<string, Cover[]>();
  for (const s of subscriptions) {
    const cover = {
      firstDay: isoDateToDay(s.startDate),
      lastDay: isoDateToDay(s.endDate),
      paidAt: s.createdAt.getTime(),
      cancelledAt: s.cancelledAt?.getTime() ?? Number.POSITIVE_INFINITY,
    };
    byPhone.set(s.userPhone, [...(byPhone.get(s.userPhone) ?? []), cover]);
  }
  return byPhone;
}
