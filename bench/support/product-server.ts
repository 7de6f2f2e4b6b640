// Starts the built product (`node apps/server/dist/server.js`, what `npm start` runs) on a
// free port with a fresh data folder and a known first super admin, for the browser benchmarks.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const ADMIN_PHONE = '+919000000001';
export const ADMIN_PASSWORD = 'bench-password-1';

export type RunningServer = { baseURL: string; stop: () => Promise<void> };
export type TokenPair = { access: string; refresh: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Throws unless both apps are built; the npm scripts build what is stale first. */
export function assertBuilt(): void {
  for (const file of ['apps/web/dist/index.html', 'apps/server/dist/server.js']) {
    if (!existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run npm run build first.`);
  }
}

export async function startBuiltServer(): Promise<RunningServer> {
  assertBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-bench-web-'));
  const port = await freePort();
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  for (const name of ['DATABASE_URL', 'TOKEN_SECRET', 'WEB_DIST_DIR', 'PUBLIC_API_BASE_URL']) delete env[name];
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PHONE,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not answer /api/health within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the first super admin in through the API, as the sign-in page does. */
export async function signIn(baseURL: string): Promise<TokenPair> {
  const response = await fetch(`${baseURL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_phone: ADMIN_PHONE, password: ADMIN_PASSWORD, is_admin: true }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const tokens = (await response.json()) as Partial<TokenPair>;
  if (!tokens.access || !tokens.refresh) throw new Error('sign-in answered without access and refresh tokens');
  return { access: tokens.access, refresh: tokens.refresh };
}

/** The SPA's Web Storage keys for "Keep me logged in" (apps/web/src/lib/storage/storage-keys.ts). */
export const TOKEN_KEYS = { access: 'access_token', refresh: 'refresh_token' } as const;
