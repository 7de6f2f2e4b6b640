import { defineHourlySweep, requireDeps } from '../../jobs/job-definition.ts';
import { expireLapsedSubscriptions } from './subscription-expiry.service.ts';

/**
 * Hourly: writes `expired` on the active subscriptions whose last day has passed in the
 * service's time zone, and records it in each reader's activity. The lists never wait
 * for it (they read an active subscription past its end date as expired); it keeps the
 * stored status, the kept counts and the readers' activity true.
 */
export const expireSubscriptionsJob = defineHourlySweep({
  name: 'expire-subscriptions',
  minute: 3,
  handler: async (context) => {
    const expired = await expireLapsedSubscriptions(context.db, requireDeps(context).settings.timeZone);
    context.log.info({ expired }, 'expired lapsed subscriptions');
  },
});
