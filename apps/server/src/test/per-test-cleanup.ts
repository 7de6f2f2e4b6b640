import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { stopLeftoverPostgres } from './embedded-leftovers.ts';

/**
 * Clean-ups that run after each test of the file, the last registered first, and fresh
 * data folders that go with them: whatever embedded PostgreSQL a test left running in one
 * (a killed child's) is stopped before the folder is removed.
 */
export function perTestCleanup(prefix: string) {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const dataFolder = (): string => {
    const folder = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    cleanups.push(async () => {
      await stopLeftoverPostgres(folder);
      rmSync(folder, { recursive: true, force: true });
    });
    return folder;
  };
  return { cleanups, dataFolder };
}
