// Entry point: validates settings, starts the app and listens; closes cleanly on SIGINT/SIGTERM.
import { loadSettings, SettingsError } from './plugins/settings.ts';
import { startApp } from './startup.ts';
import type { FirstAdminResult } from './modules/auth/first-admin.service.ts';

function announceFirstAdmin(result: FirstAdminResult): void {
  if (!result) return;
  const lines = [
    '',
    '  First super admin created.',
    `  Mobile number: ${result.phone}`,
    result.generatedPassword
      ? `  Password:      ${result.generatedPassword}   (shown once: store it now)`
      : '  Password:      the one set in ADMIN_PASSWORD',
    '',
  ];
  // On the console's error stream, apart from the JSON log lines on stdout that log
  // collectors ship elsewhere.
  process.stderr.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const settings = loadSettings();
  const { app, firstAdmin } = await startApp(settings);
  announceFirstAdmin(firstAdmin);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
