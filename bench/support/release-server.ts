// One release of the product, started from its own checkout as `npm start` runs it
// (apps/server/bin/run.sh server), for benchmarks that put two releases side by side: its
// memory (the server and, for the embedded PostgreSQL, the database's processes), its
// start-up time, and a second connection to its database.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltProduct, type BuiltProduct } from '../../e2e/support/built-product.ts';

/** A checkout of the product, built (apps/server/dist, apps/web/dist). */
export type Release = { label: string; root: string };

export type RunningRelease = BuiltProduct & {
  /** From spawn to the first 200 of /api/ready (polled every 100 ms). */
  readyMs: number;
};

/** Starts `release` on `dataDir` and waits until it is ready. */
export async function startRelease(
  release: Release,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningRelease> {
  if (!existsSync(path.join(release.root, 'apps/server/dist/server.js'))) {
    throw new Error(`${release.root} is not built: run npm ci && npm run build there`);
  }
  const started = performance.now();
  const product = await startBuiltProduct({ ...env, DATA_DIR: dataDir }, release.root);
  return { ...product, readyMs: performance.now() - started };
}

/** Proportional set size of one process, in bytes (0 when it is gone). */
function pssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Pss:'));
    return Number(line?.split(/\s+/)[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => {
      try {
        const stat = readFileSync(`/proc/${candidate}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
}

/** The embedded PostgreSQL's processes: its postmaster (from postmaster.pid) and its children; none for PGlite. */
export function databaseProcesses(dataDir: string): number[] {
  try {
    const postmaster = Number(readFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return [postmaster, ...childrenOf(postmaster)];
  } catch {
    return [];
  }
}

/** The memory the running release costs, in MB: its server process and its database's processes. */
export function releasePssMb(
  server: RunningRelease,
  dataDir: string,
): { app: number; database: number; total: number } {
  // run.sh execs node: the child is the server itself.
  const app = pssOf(server.child.pid ?? 0) / 1024 / 1024;
  const database = databaseProcesses(dataDir).reduce((sum, pid) => sum + pssOf(pid), 0) / 1024 / 1024;
  return { app, database, total: app + database };
}

/**
 * A connection string to the release's own database, beside the server: both releases
 * serve it on a Unix socket in a private folder named after the server's pid
 * (`<tmp>/epaper-pg-<pid>-*`): PostgreSQL's own, or the one PGlite was bridged to.
 */
export function databaseUrlOf(serverPid: number): string {
  const name = readdirSync(os.tmpdir()).find((entry) => entry.startsWith(`epaper-pg-${serverPid}-`));
  if (!name) throw new Error(`no database socket found for process ${serverPid}`);
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(path.join(os.tmpdir(), name))}&port=5432`;
}
