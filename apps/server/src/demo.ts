// Entry point of `npm run demo`: fills the configured database (the embedded PostgreSQL
// in DATA_DIR, or DATABASE_URL) with a believable, deterministic demo set. Safe to run again: it
// notices its own data and stops; `--reset` replaces the demo rows. An entry point like
// server.ts, outside db/: it reads the settings, which db/ may not import.
import { mkdirSync } from 'node:fs';
import { openDatabase } from './db/client.ts';
import { runMigrations, withStartupLock } from './db/migrate.ts';
import { loadSettings } from './plugins/settings.ts';
import { startFailureText } from './lib/explained-error.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_SEED } from './demo/demo-config.ts';
import { seedDemo, type SeedResult } from './demo/seed-demo.ts';
import { seedDemoPageViews, type PageViewsResult } from './demo/seed-page-views.ts';
import { openFileStore } from './lib/file-store/open-file-store.ts';
import { rebuildAnalytics } from './modules/analytics/analytics.service.ts';
import { removeDemoEditions, seedDemoEditions, type DemoEditionsResult } from './demo/demo-epapers.ts';

function describeAdmins(result: SeedResult): string[] {
  return [
    '  Sign in to the dashboard with any active demo admin:',
    ...result.admins.map(
      (admin) => `    ${admin.phone}  ${admin.role.padEnd(11)}  ${admin.name}${admin.isActive ? '' : '  (suspended)'}`,
    ),
    `  Password: ${DEMO_ADMIN_PASSWORD}`,
  ];
}

/** What the steps after the fill did: the editions, then the page views and the roll-ups. */
type AfterFill = {
  editions: DemoEditionsResult;
  removedEditions: number;
  views: PageViewsResult;
  rebuildMs: number;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const row = (label: string, added: number, total: number) =>
  `    ${label.padEnd(20)} ${String(added).padStart(7)} added  ${String(total).padStart(7)} in table`;

function describe(result: SeedResult, after: AfterFill | null, where: string): string[] {
  if (result.status === 'present') {
    return [
      `Demo data is already in ${where}; nothing added (run with --reset to replace it).`,
      ...describeAdmins(result),
    ];
  }
  const { inserted: i, totals: t, deleted } = result;
  const lines = [
    `Demo data written to ${where}.`,
    ...(deleted
      ? [
          `  Removed first: ${deleted.admins} admins, ${deleted.readers} readers, ${deleted.plans} plans,` +
            ` ${deleted.pageViews} page views.`,
        ]
      : []),
    row('readers (users)', i.readers, t.readers),
    row('admins (users)', i.admins, t.admins),
    row('plans', i.plans, t.plans),
    row('user_subscriptions', i.subscriptions, t.subscriptions),
    row('user_activities', i.activities, t.activities),
    row('  of them sign-ins', i.signIns, t.signIns),
    row('audit_events', i.auditEvents, t.auditEvents),
  ];
  const timings = [`  Generated in ${seconds(result.generateMs)}, written in ${seconds(result.insertMs)}.`];
  if (after) {
    const { editions: e, views: v } = after;
    const failed = e.failed ? `, ${e.failed} failed on purpose (a cut-off file)` : '';
    const removed = after.removedEditions ? `; ${after.removedEditions} removed first` : '';
    lines.push(
      row('e-papers', e.ids.length, v.totals.epapers),
      `      ${e.rendered} rendered (${e.pages} pages${failed}), ${e.copied} copied from them${removed}`,
      row('page_views', v.inserted, v.totals.pageViews),
    );
    timings.push(
      `  E-papers rendered in ${seconds(e.renderMs)} and copied in ${seconds(e.copyMs)};` +
        ` page views written in ${seconds(v.insertMs)}, roll-ups rebuilt in ${seconds(after.rebuildMs)}.`,
    );
  }
  return [...lines, ...timings, ...describeAdmins(result)];
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
    const result = await seedDemo(database.db, { seed: DEMO_SEED, now, reset, timeZone: settings.timeZone });
    let after: AfterFill | null = null;
    if (result.status === 'seeded') {
      const editions = await seedDemoEditions(database.db, files, settings, result.data.editions);
      const views = await seedDemoPageViews(database.db, {
        views: result.data.pageViews,
        readerIds: result.readerIds,
        epaperIds: editions.ids,
      });
      // Every roll-up once more from the raw rows, in the service's time zone: exact after a --reset too.
      const rebuildStart = performance.now();
      await rebuildAnalytics(database.db, settings.timeZone);
      after = { editions, removedEditions, views, rebuildMs: performance.now() - rebuildStart };
    }
    // Never print the URL: it may carry a password.
    const where =
      database.kind === 'server' ? 'PostgreSQL (DATABASE_URL)' : `the embedded PostgreSQL in ${settings.dataDir}`;
    process.stdout.write(`${describe(result, after, where).join('\n')}\n`);
  } finally {
    await files.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailureText(error, (e) => String((e as Error).stack ?? e))}\n`);
  process.exitCode = 1;
});
