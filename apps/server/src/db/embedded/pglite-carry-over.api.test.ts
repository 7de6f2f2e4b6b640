// The first start of this release on a data folder that an earlier release wrote with
// PGlite: every row is carried over into the embedded PostgreSQL, the old folder is kept
// under a new name, each step is logged, and the server works on the result.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { finishInterruptedCarryOver, isPgliteFolder } from './pglite-carry-over.ts';
import { snapshotTables, writePgliteFolder } from '../../test/pglite-folder.ts';
import { perTestCleanup } from '../../test/per-test-cleanup.ts';
import { startServerProcess } from '../../test/child-processes.ts';
import { SUPER_ADMIN } from '../../test/test-app.ts';

const { cleanups, dataFolder } = perTestCleanup('epaper-carry-over-test');

async function snapshotPglite(pgdata: string) {
  const db = await PGlite.create({ dataDir: pgdata, extensions: { pg_trgm } });
  try {
    return await snapshotTables((sql) => db.query(sql));
  } finally {
    await db.close();
  }
}

describe('carrying over a PGlite data folder', { timeout: 120_000 }, () => {
  it('copies every row of every table, keeps the old folder, and logs each step', async () => {
    const dataDir = dataFolder();
    const pgdata = path.join(dataDir, 'pgdata');
    await writePgliteFolder(pgdata, SUPER_ADMIN);
    expect(isPgliteFolder(pgdata)).toBe(true);
    const before = await snapshotPglite(pgdata);

    const lines: string[] = [];
    const log = {
      info: (_d: object, msg: string) => lines.push(msg),
      warn: (_d: object, msg: string) => lines.push(msg),
    };
    const embedded = await startEmbeddedPostgres(dataDir, log);
    cleanups.push(() => embedded.stop());
    expect(embedded.carriedOver).toBe(true);
    expect(isPgliteFolder(pgdata)).toBe(false);

    const pool = new pg.Pool({ connectionString: embedded.url, max: 1 });
    pool.on('error', () => undefined); // its idle connection ends with the server's stop below
    const after = await snapshotTables((sql) => pool.query(sql));
    expect(after).toEqual(before);
    expect(before.users).toHaveLength(4);
    expect(before.page_views).toHaveLength(90);
    expect(before.daily_totals?.length).toBeGreaterThan(0); // the roll-ups came over as they were
    // New rows continue the old numbering; the roll-up triggers work again.
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO users (name, phone, role) VALUES ('New Reader', '+919800000009', 'user') RETURNING id`,
    );
    expect(rows[0]?.id).toBe(5);

    const kept = readdirSync(dataDir).filter((name) => name.startsWith('pgdata.pglite-'));
    expect(kept).toHaveLength(1);
    expect(isPgliteFolder(path.join(dataDir, kept[0] ?? ''))).toBe(true);
    expect(existsSync(`${pgdata}.carry-over`)).toBe(false);
    const steps = lines.filter((line) => line.startsWith('carry-over from PGlite'));
    expect(steps[0]).toContain('written by an earlier release');
    expect(steps).toContain('carry-over from PGlite: created the new cluster');
    expect(steps).toContain('carry-over from PGlite: brought the old folder up to the current schema');
    expect(steps).toContain('carry-over from PGlite: copied every table');
    expect(steps.at(-1)).toContain(`the old folder is kept as ${kept[0]}`);

    // The next start is an ordinary one.
    await pool.end();
    await embedded.stop();
    const again = await startEmbeddedPostgres(dataDir, { info: () => undefined, warn: () => undefined });
    cleanups.push(() => again.stop());
    expect(again.carriedOver).toBe(false);
  });

  it('serves the carried-over accounts, and processes again an edition that was waiting', async () => {
    const dataDir = dataFolder();
    await writePgliteFolder(path.join(dataDir, 'pgdata'), SUPER_ADMIN);
    const server = startServerProcess(
      { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build'), JOBS_MONITOR_INTERVAL_SECONDS: '2' },
      cleanups,
    );
    const baseUrl = await server.listening;
    expect(server.output()).toContain('carry-over from PGlite: done');
    // No first admin is created: the old one signs in with the old password.
    expect(server.output()).not.toContain('First super admin created');
    const signIn = await fetch(`${baseUrl}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_phone: SUPER_ADMIN.phone, password: SUPER_ADMIN.password, is_admin: true }),
    });
    expect(signIn.status).toBe(200);
    const { access } = (await signIn.json()) as { access: string };
    const headers = { authorization: `Bearer ${access}` };
    const users = (await (await fetch(`${baseUrl}/api/dashboard/users/`, { headers })).json()) as { count: number };
    expect(users.count).toBe(3);

    // Its queued job stayed in the old folder: it is queued again, and runs (its PDF was
    // never stored here, so it fails with a reason rather than waiting for ever).
    expect(server.output()).toContain('carry-over from PGlite: queued the processing of unfinished editions again');
    for (let tries = 0; tries < 100 && !/"job":"process-epaper"/.test(server.output()); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.output()).toMatch(/"job":"process-epaper"/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('puts a finished copy in place when a start was killed between its two renames', () => {
    const dataDir = dataFolder();
    const pgdata = path.join(dataDir, 'pgdata');
    mkdirSync(`${pgdata}.carry-over`);
    writeFileSync(path.join(`${pgdata}.carry-over`, 'PG_VERSION'), '18\n');
    writeFileSync(path.join(`${pgdata}.carry-over`, 'carried-over-from-pglite'), 'done\n');
    finishInterruptedCarryOver(pgdata, { info: () => undefined, warn: () => undefined });
    expect(existsSync(path.join(pgdata, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${pgdata}.carry-over`)).toBe(false);
  });
});
