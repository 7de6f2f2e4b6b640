import { z } from 'zod';
import { defineJob, requireDeps } from '../../jobs/job-definition.ts';
import { sendNotificationEmails } from './notification-emails.service.ts';

/**
 * Every minute: the notifications' emails waiting in the outbox. One sweep at a time
 * (stately), so no email is sent twice; a failed send is tried again the next minute.
 */
export const sendNotificationEmailsJob = defineJob({
  name: 'send-notification-emails',
  payload: z.object({}),
  policy: 'stately',
  schedule: { cron: '* * * * *', payload: {} },
  retry: { limit: 1, delaySeconds: 30 },
  expireInSeconds: 5 * 60,
  keepFinishedSeconds: 3600,
  pollingIntervalSeconds: 15,
  handler: async (_payload, context) => {
    const deps = requireDeps(context);
    const { sent, failed } = await sendNotificationEmails({
      db: context.db,
      log: context.log,
      email: deps.email,
      dashboardUrl: deps.settings.email.dashboardUrl,
    });
    if (sent + failed > 0) context.log.info({ sent, failed }, 'notification emails');
  },
});
