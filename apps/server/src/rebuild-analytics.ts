// Entry point of `npm run analytics:rebuild`: recomputes every daily roll-up of the
// Dashboard from the raw rows (page views, sign-ins, readers, subscriptions) of the
// configured database, in the service's time zone. The roll-ups are kept current as
// events arrive; this is for after an import that bypassed them, or to prove they agree.
// The roll-ups are locked while it runs (about a minute for 20 million page views).
import { mkdirSync } from 'node:fs';
import { openDatabase } from './db/client.ts';
import { runMigrations, withStartupLock } from './db/migrate.ts';
import { loadSettings } from './plugins/settings.ts';
import { startFailureText } from './lib/explained-error.ts';
import { rebuildAnalytics } from './modules/analytics/analytics.service.ts';

async function main(): Promise<void> {
  const settings = loadSettings();
  if (!settings.databaseUrl) mkdirSync(settings.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    poolSize: 1,
    statementTimeoutMs: 0,
  });
  try {
    await withStartupLock(database.pool, runMigrations);
    const started = performance.now();
    await rebuildAnalytics(database.db, settings.timeZone);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Analytics roll-ups rebuilt from the raw rows in ${seconds} s (time zone ${settings.timeZone}).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailureText(error, (e) => String((e as Error).stack ?? e))}\n`);
  process.exitCode = 1;
});
