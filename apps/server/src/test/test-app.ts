import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { loadSettings } from '../plugins/settings.ts';
import { startApp } from '../startup.ts';
import type { SmsSender } from '../lib/sms/sms-sender.ts';
import { TEMPLATE_DIR } from './test-paths.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

/** The first super admin every test app starts with. */
export const SUPER_ADMIN = { phone: '+919811111111', password: 'Sup3r-Secret!' } as const;

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** The app's DATA_DIR: its files (the disk file store keeps them under files/). */
  dataDir: string;
  close: () => Promise<void>;
};

/** A throwaway PostgreSQL database on the TEST_DATABASE_URL server; dropped on close. */
function createPostgresDatabase(): Promise<ThrowawayDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL API suite');
  return createThrowawayDatabase(serverUrl, 'epaper_test');
}

/**
 * Builds the real app on a fresh database of the kind TEST_DB_KIND names
 * (a copy of the migrated PGlite template, or a new PostgreSQL database).
 */
export async function createTestApp(
  extraEnv: Record<string, string> = {},
  overrides: { sms?: SmsSender } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-api-test-'));
  const isPostgres = process.env.TEST_DB_KIND === 'postgres';
  const postgres = isPostgres ? await createPostgresDatabase() : undefined;
  if (!isPostgres) cpSync(TEMPLATE_DIR, dataDir, { recursive: true });

  const settings = loadSettings({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url,
    TOKEN_SECRET: 'test-signing-secret-that-is-long-enough-0123456789',
    ADMIN_PHONE: SUPER_ADMIN.phone,
    ADMIN_PASSWORD: SUPER_ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...extraEnv,
  });
  const { app, database } = await startApp(settings, overrides);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
