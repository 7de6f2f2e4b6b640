import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { loadSettings } from '../plugins/settings.ts';
import { startApp } from '../startup.ts';
import type { SmsSender } from '../lib/sms/sms-sender.ts';
import type { EmailSender } from '../lib/email/email-sender.ts';
import { createTemplateCopy } from './template-copy.ts';

/** The first super admin every test app starts with. */
export const SUPER_ADMIN = { phone: '+919811111111', password: 'Sup3r-Secret!' } as const;

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** The app's DATA_DIR: its files (the disk file store keeps them under files/). */
  dataDir: string;
  close: () => Promise<void>;
};

/**
 * Builds the real app on a fresh copy of the run's migrated database, on the server the
 * test project names (the embedded PostgreSQL, or the PostgreSQL server).
 */
export async function createTestApp(
  extraEnv: Record<string, string> = {},
  overrides: { sms?: SmsSender; email?: EmailSender } = {},
): Promise<TestApp> {
  const database = await createTemplateCopy();
  return startTestApp({ DATABASE_URL: database.url, ...extraEnv }, overrides, () => database.drop());
}

/**
 * Builds the real app the way `npm start` runs it: with no DATABASE_URL, on its own
 * embedded PostgreSQL in a fresh DATA_DIR (created and migrated on the way, a few seconds).
 */
export function createEmbeddedTestApp(extraEnv: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp(extraEnv, {}, async () => undefined);
}

/** Builds the real app with these settings; `dropDatabase` runs on close. */
export async function startTestApp(
  env: Record<string, string>,
  overrides: { sms?: SmsSender; email?: EmailSender },
  dropDatabase: () => Promise<void>,
): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'epaper-api-test-'));
  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'test-signing-secret-that-is-long-enough-0123456789',
    ADMIN_PHONE: SUPER_ADMIN.phone,
    ADMIN_PASSWORD: SUPER_ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const started = await startApp(settings, overrides);
  await started.app.ready();
  return {
    app: started.app,
    database: started.database,
    dataDir,
    close: async () => {
      await started.app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
