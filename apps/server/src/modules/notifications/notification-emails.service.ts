// The email copies of notifications, sent by the minute sweep from the outbox on their rows.
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { JobLog } from '../../jobs/job-definition.ts';
import type { EmailSender } from '../../lib/email/email-sender.ts';
import * as repo from './notifications.repository.ts';

/** Emails sent per sweep, at most: a burst waits for the next minute rather than hold its rows. */
const BATCH = 50;
/** Attempts (one a minute) before an email is given up: a mail server down for a quarter of an hour. */
export const MAX_EMAIL_ATTEMPTS = 15;

type EmailRun = { db: Db; log: JobLog; email: EmailSender; dashboardUrl: string | undefined };

function emailText(email: repo.OutboxEmail, dashboardUrl: string | undefined): string {
  const link =
    dashboardUrl && email.epaperId !== null ? `\n\n${dashboardUrl}/epaper-management/view/${email.epaperId}` : '';
  return `${email.body}${link}\n\nYou can choose which notifications you receive by email in your Profile.`;
}

/** Sends what the outbox holds; answers how many were sent and how many failed this time. */
export async function sendNotificationEmails(run: EmailRun): Promise<{ sent: number; failed: number }> {
  await repo.dropEmailsWithoutAddress(run.db);
  return withTransaction(run.db, async (tx) => {
    let sent = 0;
    let failed = 0;
    for (const email of await repo.takeOutbox(tx, BATCH)) {
      try {
        await run.email.send({ to: email.to, subject: email.title, text: emailText(email, run.dashboardUrl) });
        sent += 1;
        await repo.recordEmailAttempt(tx, email.id, true, MAX_EMAIL_ATTEMPTS);
      } catch (error) {
        failed += 1;
        run.log.warn({ notificationId: email.id, err: error }, 'a notification email could not be sent');
        await repo.recordEmailAttempt(tx, email.id, false, MAX_EMAIL_ATTEMPTS);
      }
    }
    return { sent, failed };
  });
}
