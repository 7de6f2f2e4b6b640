import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

// int8 (count(*), bigint ids) arrives as a string from `pg`; our numbers stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// numeric (money) stays a string: exact decimals, formatted by the caller.

/**
 * An idle pooled connection failed (the server restarted, the network dropped). The pool
 * replaces it on the next query; the event is logged, never thrown: unhandled, it would
 * end the process.
 */
function reportIdleError(error: Error): void {
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'idle database connection failed', err: error.message })}\n`,
  );
}

/** The drizzle database with our schema. */
export type Db = NodePgDatabase<typeof schema>;

/** An open database: drizzle for queries, the pool for raw access, and how to close it. */
export type Database = {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL server; when absent the embedded PGlite under dataDir is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
};

/** Opens PostgreSQL when a URL is given, otherwise the embedded database in `dataDir/pgdata`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', reportIdleError);
    return { db: drizzle(pool, { schema }), pool, kind: 'postgres', close: () => pool.end() };
  }
  const embedded = await startEmbeddedPostgres(path.join(options.dataDir, 'pgdata'));
  // PGlite is one session: a single pooled connection keeps transactions whole.
  const pool = new pg.Pool({ ...embedded.connection, max: 1 });
  pool.on('error', reportIdleError);
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    close: async () => {
      await pool.end();
      await embedded.stop();
    },
  };
}
