import type { EmailSender } from './email-sender.ts';
import { logEmailSender } from './email-sender.ts';
import { smtpEmailSender } from './smtp-email-sender.ts';

/** The mail server of the settings (SMTP_URL), or the log when there is none. */
export function openEmailSender(
  settings: { smtpUrl: string | undefined; from: string },
  log: { info: (details: object, message: string) => void },
): EmailSender {
  return settings.smtpUrl ? smtpEmailSender({ url: settings.smtpUrl, from: settings.from }) : logEmailSender(log);
}
