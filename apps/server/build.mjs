// Bundles the server's entry points (and the shared packages) into dist/, leaving
// node_modules packages external, and copies the SQL migrations beside them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    // The job worker for scale-out: `node dist/worker.js` beside any number of servers.
    worker: 'src/worker.ts',
    'pdf-worker': 'src/lib/pdf/pdf-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The shared packages are TypeScript source: bundle them rather than resolve them at run time.
  alias: {
    '@epaper/shared': '../../packages/shared/src',
    '@epaper/password-strength': '../../packages/password-strength/src',
  },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
