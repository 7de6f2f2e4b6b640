import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../../lib/process-alive.ts';

/**
 * The URL of the embedded PostgreSQL that a running server started on `pgdata`, read from
 * its postmaster.pid (line 4 the port, line 5 the socket folder): a backup connects to it
 * while the server goes on answering. Undefined when none runs there.
 */
export function runningServerUrl(pgdata: string): string | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const [pid, , , port, socketDir] = lines;
  if (!pid || !isProcessAlive(Number(pid)) || !socketDir) return undefined;
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}&port=${Number(port) || 5432}`;
}
