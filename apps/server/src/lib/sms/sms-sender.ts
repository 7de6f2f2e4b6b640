import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message to a phone. A provider's adapter (Twilio, MSG91…) implements it. */
export type SmsSender = { send: (phone: string, text: string) => Promise<void> };

/**
 * The default sender: no SMS provider, the message goes to the server's log, so a
 * developer or a test can read a reader's sign-in code there. At warning level: it shows
 * under a quiet LOG_LEVEL too, and a production log that holds codes should stand out.
 * Never use it where strangers can read the log.
 */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    send: async (phone, text) => {
      log.warn({ sms: { to: phone } }, `SMS to ${phone}: ${text}`);
    },
  };
}
