// Starts the built product once for the browser suite, exactly as `npm start`
// would on a fresh machine: an empty data folder and no admin credentials set, so
// the first super admin is generated and its password printed once. The suite
// signs in with what was printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminPhone: string;
    adminPassword: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves with the printed credentials once the server listens. */
function waitForStart(child: ChildProcess): Promise<{ phone: string; password: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const phone = /Mobile number: (\+\d+)/.exec(output)?.[1];
      const password = /Password: +(\S+) +\(shown once/.exec(output)?.[1];
      if (phone && password && output.includes('Server listening')) {
        clearTimeout(timer);
        resolve({ phone, password });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium'.`);
  }
  if (
    !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
    !existsSync(path.join(root, 'apps/server/dist/server.js'))
  ) {
    throw new Error('Build first: npm run build (npm run test:e2e does it).');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-e2e-'));
  const port = await freePort();
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  for (const name of ['ADMIN_PHONE', 'ADMIN_PASSWORD', 'DATABASE_URL', 'TOKEN_SECRET']) delete env[name];
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const credentials = await waitForStart(child);
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  project.provide('adminPhone', credentials.phone);
  project.provide('adminPassword', credentials.password);

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
