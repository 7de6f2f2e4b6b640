import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message to a phone. A provider's adapter (Twilio, MSG91…) implements it. */
export type SmsSender = { send: (phone: string, text: string) => Promise<void> };

/**
 * The default sender: no SMS provider, the message goes to the server's log (info level),
 * so a developer or a test can read a reader's sign-in code there. Never use it where
 * strangers can read the log.
 */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    send: async (phone, text) => {
      log.info({ sms: { to: phone } }, `SMS to ${phone}: ${text}`);
    },
  };
}
