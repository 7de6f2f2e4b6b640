// Entry point of `npm run restore -- FILE [--force]`: puts a backup back into an empty
// DATA_DIR (or the PostgreSQL server at DATABASE_URL, and the files folder), then says
// what the restored database holds.
import path from 'node:path';
import { startFailureText } from './lib/explained-error.ts';
import { RestoreRefusedError, restoreBackup } from './modules/backups/restore.service.ts';
import { loadSettings } from './plugins/settings.ts';

const log = {
  info: (_details: object, message: string) => process.stderr.write(`${message}\n`),
  warn: (_details: object, message: string) => process.stderr.write(`${message}\n`),
};

async function main(): Promise<void> {
  const settings = loadSettings();
  const args = process.argv.slice(2);
  const [named] = args.filter((arg) => !arg.startsWith('--'));
  if (!named) throw new RestoreRefusedError('Name the backup to restore: npm run restore -- FILE [--force]');
  const file = path.resolve(settings.invocationDir, named);
  const counts = await restoreBackup({
    file,
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    filesDir: settings.fileStore.kind === 'disk' ? settings.fileStore.rootDir : undefined,
    force: args.includes('--force'),
    log,
  });
  process.stdout.write(
    `Restored ${file}: ${counts.accounts} accounts, ${counts.editions} editions with ${counts.pages} pages, ` +
      `${counts.plans} plans, ${counts.subscriptions} subscriptions, ${counts.page_views} page views.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${startFailureText(error, (e) => `Restore failed: ${String((e as Error).stack ?? e)}`)}\n`);
  process.exitCode = 1;
});
