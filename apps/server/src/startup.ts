import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations, withStartupLock } from './db/migrate.ts';
import type { Settings } from './plugins/settings.ts';
import { ensureAppSecret } from './modules/auth/auth.repository.ts';
import { ensureFirstSuperAdmin, type FirstAdminResult } from './modules/auth/first-admin.service.ts';
import { generateSecret } from './lib/tokens.ts';
import { buildApp } from './app.ts';

/** Everything a process needs before it can answer: an up-to-date database and its secrets. */
export type Started = { app: FastifyInstance; database: Database; firstAdmin: FirstAdminResult };

/** Opens the database, migrates it, creates the first super admin on a fresh one, and builds the app. */
export async function startApp(settings: Settings): Promise<Started> {
  mkdirSync(settings.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    poolSize: settings.databasePoolSize,
  });
  try {
    // Migrations and the first admin under one lock: two fresh processes must not both create one.
    const firstAdmin = await withStartupLock(database.pool, async (db) => {
      await runMigrations(db);
      return ensureFirstSuperAdmin(db, settings.admin);
    });
    const secret = settings.tokenSecret ?? (await ensureAppSecret(database.db, 'token_signing_key', generateSecret));
    const app = await buildApp({ settings, database, signingKey: new TextEncoder().encode(secret) });
    app.addHook('onClose', async () => database.close());
    return { app, database, firstAdmin };
  } catch (error) {
    await database.close();
    throw error;
  }
}
