/** One email: plain text, to one address. */
export type Email = { to: string; subject: string; text: string };

/** Sends an email. The default writes it to the log; SMTP sends it (smtp-email-sender.ts). */
export type EmailSender = { send: (email: Email) => Promise<void>; close: () => Promise<void> };

type EmailLog = { info: (details: object, message: string) => void };

/**
 * The default sender: no mail server, the email goes to the server's log (as the SMS
 * sender does with a reader's code), so a desk trying the product, or a test, reads it there.
 */
export function logEmailSender(log: EmailLog): EmailSender {
  return {
    send: async (email) => {
      log.info(
        { email: { to: email.to, subject: email.subject } },
        `Email to ${email.to}: ${email.subject}\n${email.text}`,
      );
    },
    close: async () => undefined,
  };
}
