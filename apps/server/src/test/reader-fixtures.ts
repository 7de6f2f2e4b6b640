import type { FastifyInstance } from 'fastify';
import type { TokenPair } from '@epaper/shared/auth.contract';
import type { Database } from '../db/client.ts';
import { epaperPages, epapers } from '../db/schema.ts';
import type { SmsSender } from '../lib/sms/sms-sender.ts';

/** An SMS sender that keeps the messages, so a test reads the code a reader would receive. */
export function smsInbox(): SmsSender & { codeFor: (phone: string) => string } {
  const messages: { phone: string; text: string }[] = [];
  return {
    send: async (phone, text) => {
      messages.push({ phone, text });
    },
    codeFor: (phone) => {
      const last = messages.filter((message) => message.phone === phone).at(-1);
      const code = last && /\b(\d{6})\b/.exec(last.text)?.[1];
      if (!code) throw new Error(`no code was sent to ${phone}`);
      return code;
    },
  };
}

/** Signs a reader in through the two OTP calls; a new phone becomes a new reader. */
export async function signInReader(
  app: FastifyInstance,
  inbox: ReturnType<typeof smsInbox>,
  phone: string,
  headers: Record<string, string> = {},
): Promise<TokenPair> {
  const requested = await app.inject({ method: 'POST', url: '/api/auth/request-otp/', payload: { phone }, headers });
  if (requested.statusCode !== 200) throw new Error(`request-otp failed: ${requested.statusCode} ${requested.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp/',
    payload: { phone, otp: inbox.codeFor(phone) },
    headers,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp failed: ${verified.statusCode} ${verified.body}`);
  return verified.json<TokenPair>();
}

/**
 * An edition straight into the database, completed, with page rows whose files do not
 * exist: enough for the calls that read rows (lists, permissions, page views).
 */
export async function insertEdition(
  database: Database,
  options: {
    title: string;
    publicationDate: string;
    pages: number;
    isPublished?: boolean;
    processingStatus?: 'pending' | 'failed' | 'completed';
  },
): Promise<number> {
  const storageId = crypto.randomUUID();
  const processingStatus = options.processingStatus ?? 'completed';
  const isPublished = options.isPublished ?? processingStatus === 'completed';
  const [row] = await database.db
    .insert(epapers)
    .values({
      storageId,
      title: options.title,
      publicationDate: options.publicationDate,
      pageCount: options.pages,
      processingStatus,
      processedAt: processingStatus === 'completed' ? new Date() : null,
      isPublished,
      publishedAt: isPublished ? new Date() : null,
    })
    .returning({ id: epapers.id });
  if (!row) throw new Error('edition not inserted');
  await database.db.insert(epaperPages).values(
    Array.from({ length: options.pages }, (_, index) => ({
      epaperId: row.id,
      pageNumber: index + 1,
      pdfKey: `epapers/${storageId}/pages/${index + 1}.pdf`,
      imageKey: `epapers/${storageId}/pages/${index + 1}.webp`,
      thumbnailKey: `epapers/${storageId}/thumbs/${index + 1}.webp`,
      width: 1600,
      height: 2400,
    })),
  );
  return row.id;
}
