// Entry point of `npm run demo`: fills the configured database (PGlite under DATA_DIR,
// or DATABASE_URL) with a believable, deterministic demo set. Safe to run again: it
// notices its own data and stops; `--reset` replaces the demo rows. An entry point like
// server.ts, outside db/: it reads the settings, which db/ may not import.
import { mkdirSync } from 'node:fs';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runMigrations, withStartupLock } from './db/migrate.ts';
import { loadSettings, SettingsError } from './plugins/settings.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_SEED } from './db/demo/demo-config.ts';
import { seedDemo, type SeedResult } from './db/demo/seed-demo.ts';
import { openFileStore } from './lib/file-store/open-file-store.ts';
import { removeDemoEditions, seedDemoEditions, type DemoEditionsResult } from './demo-epapers.ts';

function describeAdmins(result: SeedResult): string[] {
  return [
    '  Sign in to the dashboard with any active demo admin:',
    ...result.admins.map(
      (admin) => `    ${admin.phone}  ${admin.role.padEnd(11)}  ${admin.name}${admin.isActive ? '' : '  (suspended)'}`,
    ),
    `  Password: ${DEMO_ADMIN_PASSWORD}`,
  ];
}

function describe(result: SeedResult, where: string): string[] {
  if (result.status === 'present') {
    return [
      `Demo data is already in ${where}; nothing added (run with --reset to replace it).`,
      ...describeAdmins(result),
    ];
  }
  const { inserted: i, totals: t, deleted } = result;
  const row = (label: string, added: number, total: number) =>
    `    ${label.padEnd(20)} ${String(added).padStart(6)} added  ${String(total).padStart(7)} in table`;
  return [
    `Demo data written to ${where}.`,
    ...(deleted
      ? [`  Removed first: ${deleted.admins} admins, ${deleted.readers} readers, ${deleted.plans} plans.`]
      : []),
    row('readers (users)', i.readers, t.readers),
    row('admins (users)', i.admins, t.admins),
    row('plans', i.plans, t.plans),
    row('user_subscriptions', i.subscriptions, t.subscriptions),
    row('user_activities', i.activities, t.activities),
    row('audit_events', i.auditEvents, t.auditEvents),
    `  Generated in ${(result.generateMs / 1000).toFixed(1)} s, written in ${(result.insertMs / 1000).toFixed(1)} s.`,
    ...describeAdmins(result),
  ];
}

function describeEditions(result: DemoEditionsResult, removed: number): string {
  const pages = `${result.pages} pages rendered`;
  const failed = result.failed ? `, ${result.failed} failed on purpose (a cut-off file)` : '';
  return `    e-papers             ${String(result.editions).padStart(6)} added  (${pages}${failed}${removed ? `; ${removed} removed first` : ''})`;
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const flags = process.argv.slice(2);
  const reset = flags.includes('--reset');
  // Demo admins share a published password: on a database server, which may well be
  // production, writing them must be asked for in so many words.
  if (settings.databaseUrl && !flags.includes('--force')) {
    process.stderr.write(
      'DATABASE_URL is set: this would add demo admins with a published password to that server.\n' +
        'If it is a disposable database, run again with --force (npm run demo -- --force).\n',
    );
    process.exitCode = 1;
    return;
  }
  if (!settings.databaseUrl) mkdirSync(settings.dataDir, { recursive: true });
  // A batch tool: no request statement timeout (a --reset on a big table may take a while).
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    poolSize: 1,
    statementTimeoutMs: 0,
  });
  const files = openFileStore(settings.fileStore);
  try {
    await withStartupLock(database.pool, runMigrations);
    const now = new Date();
    const removedEditions = reset ? await removeDemoEditions(database.db, files) : 0;
    const result = await seedDemo(database.db, { seed: DEMO_SEED, now, reset });
    const editions = result.status === 'seeded' ? await seedDemoEditions(database.db, files, settings, now) : null;
    // Never print the URL: it may carry a password.
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
    const lines = describe(result, where);
    const timing = lines.findIndex((line) => line.startsWith('  Generated in'));
    if (editions) lines.splice(timing, 0, describeEditions(editions, removedEditions));
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await files.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  const isExplained = error instanceof SettingsError || error instanceof DataDirLockedError;
  process.stderr.write(`${isExplained ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exitCode = 1;
});
