// Entry point of `npm run backup [-- FILE]`: one archive of the database and the file
// store, written while the server runs and keeps answering (or, with no server running,
// with the embedded database started just for it).
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded/embedded-postgres.ts';
import { runningServerUrl } from './db/embedded/running-server.ts';
import { pgdataOf } from './db/embedded/pgdata-location.ts';
import { startFailureText } from './lib/explained-error.ts';
import { backupSourceOf, dailyBackupName, writeBackup } from './modules/backups/backups.service.ts';
import { loadSettings } from './plugins/settings.ts';

const quietLog = {
  info: () => undefined,
  warn: (_details: object, message: string) => process.stderr.write(`${message}\n`),
};

async function main(): Promise<void> {
  const settings = loadSettings();
  const [named] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const file = path.resolve(
    settings.invocationDir,
    named ?? path.join(settings.backup.dir ?? 'backups', dailyBackupName(new Date())),
  );

  let embedded: EmbeddedPostgres | undefined;
  let url = settings.databaseUrl;
  const pgdata = settings.databaseUrl ? undefined : pgdataOf(settings.dataDir);
  if (pgdata) {
    url = runningServerUrl(pgdata);
    if (!url) {
      embedded = await startEmbeddedPostgres(settings.dataDir, quietLog);
      url = embedded.url;
    }
  }
  try {
    const written = await writeBackup(backupSourceOf(settings, { url: url ?? '', pgdata }), file);
    const megabytes = (written.bytes / 1024 / 1024).toFixed(1);
    process.stdout.write(`Backup written: ${written.file} (${megabytes} MB in ${(written.ms / 1000).toFixed(1)} s)\n`);
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailureText(error, (e) => `Backup failed: ${String((e as Error).stack ?? e)}`)}\n`);
  process.exitCode = 1;
});
