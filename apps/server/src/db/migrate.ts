import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import * as schema from './schema.ts';
import type { Db } from './drizzle-db.ts';

/** Any number of processes may start at once; one lock key makes them prepare the database in turn. */
const STARTUP_LOCK_KEY = 7_413_001;

/** src/db/migrations beside this file, or dist/migrations beside the bundle (build.mjs copies it). */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

/**
 * Runs `work` holding the start-up advisory lock, with a database bound to the locked
 * connection (the lock is the session's: work on another connection would not be inside it).
 */
export async function withStartupLock<T>(pool: pg.Pool, work: (db: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    // Migrations may be long, and a process waiting for the lock waits as long as they take:
    // the request statement timeout does not apply here.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.query('RESET statement_timeout').catch(() => undefined);
    client.release();
  }
}

/** Brings the schema up to date. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
