// Starts the built product as `npm start` does (apps/server/bin/run.sh server) on
// a free loopback port with its own fresh data folder. Used by the browser suite and by
// the browser benchmarks in bench/.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export type BuiltProduct = {
  baseURL: string;
  child: ChildProcess;
  /** The server's DATA_DIR (its database and, by default, its stored files). */
  dataDir: string;
  /** Everything the server printed so far (the first-run credentials among it). */
  output: () => string;
  /** The same, copied to a file as it comes, for readers in other processes (the browser suite's files). */
  logFile: string;
  stop: () => Promise<void>;
};

/** The launcher's allocator settings: its own defaults are the product's, not a shell's. */
const MALLOC_SETTINGS = ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Throws unless both apps are built. */
export function assertBuilt(webDist = path.join(ROOT, 'apps/web/dist')): void {
  for (const file of [path.join(webDist, 'index.html'), path.join(ROOT, 'apps/server/dist/server.js')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
  }
}

/**
 * Waits until the server answers its readiness check. Its "Server listening" line is an
 * info log, which LOG_LEVEL=warn leaves out, so the console cannot tell when it listens.
 */
async function waitForReady(product: BuiltProduct): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (product.child.exitCode !== null) {
      throw new Error(`server exited with ${product.child.exitCode}:\n${product.output()}`);
    }
    try {
      if ((await fetch(`${product.baseURL}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${product.baseURL} did not become ready:\n${product.output()}`);
}

/**
 * Starts the server with `env` on top of this process's environment, less the settings
 * a developer's shell might carry that would change what is measured or tested. `root`:
 * another built checkout of the product (a benchmark's release before this one).
 */
export async function startBuiltProduct(env: Record<string, string>, root = ROOT): Promise<BuiltProduct> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-product-'));
  const port = await freePort();
  const inherited: Record<string, string> = { ...(process.env as Record<string, string>) };
  for (const name of [
    'ADMIN_PHONE',
    'ADMIN_PASSWORD',
    'DATABASE_URL',
    'TOKEN_SECRET',
    'WEB_DIST_DIR',
    ...MALLOC_SETTINGS,
  ]) {
    delete inherited[name];
  }
  // The launcher execs `node` from PATH: this process's own comes first.
  const child = spawn('sh', ['apps/server/bin/run.sh', 'server'], {
    cwd: root,
    env: {
      ...inherited,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const logFile = path.join(os.tmpdir(), `epaper-product-${port}.log`);
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const product: BuiltProduct = {
    baseURL: `http://127.0.0.1:${port}`,
    child,
    dataDir,
    output: () => output,
    logFile,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(logFile, { force: true });
    },
  };
  try {
    await waitForReady(product);
  } catch (error) {
    // A failed start must not leave the server running behind the run.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logFile, { force: true });
    throw error;
  }
  return product;
}
