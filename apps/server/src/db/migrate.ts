import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import * as schema from './schema.ts';
import type { Db } from './client.ts';

/** Any number of processes may start at once; one lock key makes them prepare the database in turn. */
const STARTUP_LOCK_KEY = 7_413_001;

/** src/db/migrations beside this file, or dist/migrations beside the bundle (build.mjs copies it). */
function migrationsFolder(): string {
  return path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');
}

/**
 * Runs `work` holding the start-up advisory lock, with a database bound to the locked
 * connection (PGlite has only one: work on another connection would wait for ever).
 */
export async function withStartupLock<T>(pool: pg.Pool, work: (db: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Brings the schema up to date. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
