import { z } from 'zod';
import { expireLapsedSubscriptions } from '../modules/user-subscriptions/subscription-list.service.ts';
import { defineJob, requireDeps } from './job-definition.ts';

/**
 * Hourly: writes `expired` on the active subscriptions whose last day has passed in the
 * service's time zone, and records it in each reader's activity. The lists never wait
 * for it (they read an active subscription past its end date as expired); it keeps the
 * stored status, the kept counts and the readers' activity true.
 */
export const expireSubscriptionsJob = defineJob({
  name: 'expire-subscriptions',
  payload: z.object({}),
  policy: 'stately',
  schedule: { cron: '3 * * * *', payload: {} },
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 10 * 60,
  keepFinishedSeconds: 24 * 3600,
  pollingIntervalSeconds: 60,
  handler: async (_payload, context) => {
    const expired = await expireLapsedSubscriptions(context.db, requireDeps(context).settings.timeZone);
    context.log.info({ expired }, 'expired lapsed subscriptions');
  },
});
