// Backups while the server runs and writes, restored into a fresh place: every write
// answered before the backup began is there, every file is the same to the byte, and the
// restored product signs in and shows its editions. On the embedded project the backup is
// a copy of the cluster's folder; on the PostgreSQL server, pg_dump's.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';
import { EDITION_FIELDS, uploadEdition, waitForProcessing, waitForReadingImages } from '../../test/epaper-uploads.ts';
import { newspaperPdf } from '../../test/pdf-fixtures.ts';
import { createEmbeddedTestApp, createTestApp, startTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { createThrowawayDatabase } from '../../test/throwaway-database.ts';
import { loadSettings } from '../../plugins/settings.ts';
import {
  backupSourceOf,
  pruneDailyBackups,
  runDailyBackup,
  writeBackup,
  type BackupSource,
} from './backups.service.ts';
import { RestoreRefusedError, restoreBackup } from './restore.service.ts';

const isServer = process.env.TEST_DB_KIND === 'postgres';
const quiet = { info: () => undefined, warn: () => undefined };
const folders: string[] = [];
const tempFolder = (name: string) => {
  const folder = mkdtempSync(path.join(os.tmpdir(), `epaper-${name}-`));
  folders.push(folder);
  return folder;
};

let t: TestApp;
let source: BackupSource;
let access: string;

beforeAll(async () => {
  t = isServer ? await createTestApp() : await createEmbeddedTestApp();
  const settings = loadSettings({ DATA_DIR: t.dataDir });
  source = backupSourceOf(settings, { url: t.database.url, pgdata: t.database.embedded?.pgdata });
  ({ access } = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password));
  const upload = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: newspaperPdf({ pages: 3 }) }]);
  const { id } = upload.json<{ id: number }>();
  await waitForProcessing(t.app, access, id);
  await waitForReadingImages(t.database, id);
}, 120_000);

afterAll(async () => {
  await t?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Every file under `root` with its SHA-256, by path. */
function checksums(root: string): Record<string, string> {
  const sums: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(root, relative))) {
      const child = path.join(relative, name);
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else
        sums[child] = createHash('sha256')
          .update(readFileSync(path.join(root, child)))
          .digest('hex');
    }
  };
  walk('');
  return sums;
}

describe(`a backup of ${isServer ? 'a PostgreSQL server (pg_dump)' : 'the embedded PostgreSQL (its folder)'}`, () => {
  it('is consistent while writes go on, and restores into a fresh place that works', async () => {
    // A burst of writes around the backup: each answered id is noted.
    const answered: number[] = [];
    let writing = true;
    const burst = (async () => {
      for (let n = 0; writing; n++) {
        const { rows } = await t.database.pool.query<{ id: number }>(
          `INSERT INTO users (name, phone, role) VALUES ('Burst Reader', $1, 'user') RETURNING id`,
          [`+9197${String(n).padStart(8, '0')}`],
        );
        answered.push(rows[0]?.id ?? 0);
      }
    })();
    while (answered.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));
    const answeredBefore = [...answered];
    const file = path.join(tempFolder('backup'), 'nightly.tar.gz');
    const written = await writeBackup(source, file);
    writing = false;
    await burst;
    expect(written.bytes).toBeGreaterThan(0);
    expect(readdirSync(path.dirname(file))).toEqual(['nightly.tar.gz']); // no partial file left

    const restoredDir = tempFolder('restored');
    const restoredDatabase = isServer
      ? await createThrowawayDatabase(inject('testDatabaseServer').serverUrl, 'epaper_restore')
      : undefined;
    const counts = await restoreBackup({
      file,
      dataDir: restoredDir,
      databaseUrl: restoredDatabase?.url,
      filesDir: path.join(restoredDir, 'files'),
      force: false,
      log: quiet,
    });
    const readers = counts.accounts - 1;
    expect(readers).toBeGreaterThanOrEqual(answeredBefore.length);
    expect(readers).toBeLessThanOrEqual(answered.length);
    expect(counts).toMatchObject({ editions: 1, pages: 3 });
    expect(checksums(path.join(restoredDir, 'files'))).toEqual(checksums(path.join(t.dataDir, 'files')));

    // The restored product: the same admin signs in and sees the edition with its pages.
    const restored = await startTestApp(
      { DATA_DIR: restoredDir, ...(restoredDatabase && { DATABASE_URL: restoredDatabase.url }) },
      {},
      async () => restoredDatabase?.drop(),
    );
    try {
      const session = await signIn(restored.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
      const { rows } = await restored.database.pool.query<{ id: number }>('SELECT id FROM users');
      const ids = new Set(rows.map((row) => row.id));
      for (const id of answeredBefore) expect(ids.has(id), `reader ${id} answered before the backup`).toBe(true);
      const list = await restored.app.inject({ method: 'GET', url: '/api/epapers/', headers: bearer(session.access) });
      const [edition] = list.json<{ results: { id: number; page_count: number }[] }>().results;
      expect(edition?.page_count).toBe(3);
      const view = await restored.app.inject({
        method: 'GET',
        url: `/api/epapers/${edition?.id}/`,
        headers: bearer(session.access),
      });
      // Each page's image, through its signed URL: the file store came back with the database.
      const imagePath = view.json<{ pages: { image_path: string }[] }>().pages[0]?.image_path ?? '';
      const image = await restored.app.inject({ method: 'GET', url: imagePath });
      expect(image.statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses to restore over data without --force, and an archive that is not a backup', async () => {
    const occupied = tempFolder('occupied');
    writeFileSync(path.join(occupied, 'something'), 'kept');
    const file = path.join(tempFolder('backup'), 'one.tar.gz');
    await writeBackup(source, file);
    const restoreInto = (dataDir: string, backup: string) =>
      restoreBackup({ file: backup, dataDir, databaseUrl: undefined, filesDir: undefined, force: false, log: quiet });
    if (!isServer) {
      await expect(restoreInto(occupied, file)).rejects.toThrow(/is not empty.*--force/);
      expect(readdirSync(occupied)).toEqual(['something']);
    } else {
      await expect(restoreInto(tempFolder('empty'), file)).rejects.toThrow(/restore it with DATABASE_URL set/);
    }
    const garbage = path.join(tempFolder('garbage'), 'not-a-backup.tar.gz');
    writeFileSync(garbage, 'hello');
    await expect(restoreInto(tempFolder('empty'), garbage)).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(restoreInto(tempFolder('empty'), path.join(occupied, 'missing.tar.gz'))).rejects.toThrow(
      /No backup at/,
    );
  }, 60_000);
});

describe('daily backups', () => {
  it('keep the newest BACKUP_KEEP, record each run, and show a failure to super admins only', async () => {
    const dir = tempFolder('daily');
    const settings = { ...loadSettings({ DATA_DIR: t.dataDir }), backup: { dir, keep: 2 } };
    const lines: string[] = [];
    const log = {
      info: (_d: object, m: string) => lines.push(m),
      error: (_d: object, m: string) => lines.push(`ERROR ${m}`),
    };
    // Older ones, as earlier nights left them.
    for (const night of ['2026-01-01T02-30-00Z', '2026-01-02T02-30-00Z'])
      writeFileSync(path.join(dir, `epaper-${night}.tar.gz`), 'old');
    writeFileSync(path.join(dir, 'notes.txt'), 'not a backup: never removed');
    await runDailyBackup(t.database.db, settings, source, log);
    const kept = readdirSync(dir).sort();
    expect(kept).toHaveLength(3);
    expect(kept).toContain('notes.txt');
    expect(kept).toContain('epaper-2026-01-02T02-30-00Z.tar.gz');
    expect(lines).toContain('daily backup written');

    const admin = { phone: '+919822222222', password: 'Adm1n-Secret!' };
    await insertAccount(t.database, { ...admin, role: 'admin' });
    const adminSession = await signIn(t.app, admin.phone, admin.password);
    const status = async (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/dashboard/backups/status/', headers: bearer(token) });
    expect((await status(adminSession.access)).statusCode).toBe(403);

    // A folder that cannot be written (a file in its place): the run fails, is logged and shown.
    const blocked = path.join(tempFolder('blocked'), 'backups');
    writeFileSync(blocked, 'a file where the folder should be');
    await expect(
      runDailyBackup(t.database.db, { ...settings, backup: { dir: blocked, keep: 2 } }, source, log),
    ).rejects.toThrow();
    expect(lines.at(-1)).toBe('ERROR daily backup failed');
    const failing = (await status(access)).json();
    expect(failing.last_failure.message).toMatch(/EEXIST|ENOTDIR/);
    expect(failing.last_success.file).toMatch(/^epaper-.*\.tar\.gz$/);

    // The next success clears the warning.
    await runDailyBackup(t.database.db, settings, source, log);
    expect((await status(access)).json().last_failure).toBeNull();
  }, 60_000);

  it('prunes only its own archives, oldest first', async () => {
    const dir = tempFolder('prune');
    mkdirSync(path.join(dir, 'sub'));
    const names = [
      'epaper-2026-03-01T02-30-00Z.tar.gz',
      'epaper-2026-03-02T02-30-00Z.tar.gz',
      'epaper-2026-03-03T02-30-00Z.tar.gz',
    ];
    for (const name of [...names, 'epaper-manual.tar.gz']) writeFileSync(path.join(dir, name), '');
    expect(await pruneDailyBackups(dir, 1)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual(['epaper-2026-03-03T02-30-00Z.tar.gz', 'epaper-manual.tar.gz', 'sub']);
  });
});
