import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** Any number of processes may start at once; one lock key makes them migrate in turn. */
const MIGRATION_LOCK_KEY = 7_413_001;

/** src/db/migrations beside this file, or dist/migrations beside the bundle (build.mjs copies it). */
function migrationsFolder(): string {
  return path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');
}

/** Brings the schema up to date, holding an advisory lock so concurrent starts do not collide. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
