// Entry point: validates settings, starts the app and listens; closes cleanly on SIGINT/SIGTERM.
import { loadSettings } from './plugins/settings.ts';
import { startFailureText } from './lib/explained-error.ts';
import { startApp } from './startup.ts';
import { describeErrorSafely } from './plugins/error-serializer.ts';
import type { FirstAdminResult } from './modules/accounts/first-admin.service.ts';

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
  // Through the log's serializer: a failed start may be a failed query whose parameters hold a password hash.
  process.stderr.write(`${startFailureText(error, (e) => `Failed to start: ${describeErrorSafely(e)}`)}
`);
  process.exit(1);
});
