import nodemailer from 'nodemailer';
import type { EmailSender } from './email-sender.ts';

/**
 * Sends through a mail server (nodemailer over SMTP): `url` as smtp://user:pass@host:587
 * (STARTTLS when the server offers it) or smtps://…:465. A failure throws, and the email
 * sweep tries that email again later.
 */
export function smtpEmailSender(settings: { url: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport(settings.url, { from: settings.from });
  return {
    send: async (email) => {
      await transport.sendMail({ to: email.to, subject: email.subject, text: email.text });
    },
    close: async () => transport.close(),
  };
}
