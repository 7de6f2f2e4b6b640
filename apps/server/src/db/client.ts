import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

// int8 (count(*), bigint ids) arrives as a string from `pg`; our numbers stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// numeric (money) stays a string: exact decimals, formatted by the caller.

/** Logs a database event as a warning line, never throwing. */
const warnOf = (msg: string) => (error: Error) => {
  process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg, err: error.message })}\n`);
};

/**
 * An idle pooled connection failed (the server restarted, the network dropped). The pool
 * replaces it on the next query; the event is logged, never thrown: unhandled, it would
 * end the process.
 */
const reportIdleError = warnOf('idle database connection failed');

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
  /** PostgreSQL only: longest a statement may run, in ms; 0 = no limit (batch tools). */
  statementTimeoutMs?: number;
};

/**
 * The longest a request's statement may run on PostgreSQL. A request is answered in
 * milliseconds; anything that needs seconds belongs in a job, and a runaway query must
 * not hold a connection (and its locks) while requests queue behind it.
 */
export const REQUEST_STATEMENT_TIMEOUT_MS = 10_000;

/** A transaction left open by a request that stalled: its locks go with the session after this long. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * Session limits sent as startup parameters, so every pooled connection has them from
 * its first statement. PGlite ignores both (WebAssembly has no timer signal to cancel a
 * statement with): there, request queries are kept short by design and bench/ measures them.
 */
function sessionLimits(
  statementTimeoutMs: number,
): Pick<pg.PoolConfig, 'statement_timeout' | 'idle_in_transaction_session_timeout'> {
  return {
    ...(statementTimeoutMs > 0 && { statement_timeout: statementTimeoutMs }),
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded database in `dataDir/pgdata`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...sessionLimits(options.statementTimeoutMs ?? REQUEST_STATEMENT_TIMEOUT_MS),
    });
    pool.on('error', reportIdleError);
    return { db: drizzle(pool, { schema }), pool, kind: 'postgres', close: () => pool.end() };
  }
  const embedded = await startEmbeddedPostgres(path.join(options.dataDir, 'pgdata'));
  // PGlite is one session: a single pooled connection keeps transactions whole.
  const pool = new pg.Pool({ ...embedded.connection, max: 1 });
  pool.on('error', reportIdleError);
  // Behind the socket, every connection is the same PGlite session, and the session keeps
  // the named statements (db/prepared.ts) of a connection that is gone. pg-pool ends a
  // connection whose query failed; the next one, knowing of no prepared statement, would
  // prepare them again and fail ("already exists") on every request until a restart. So
  // a new connection starts from a session with none. (Queries wait their turn behind it.)
  pool.on('connect', (client) => {
    client.query('DEALLOCATE ALL').catch(warnOf('could not clear the session of prepared statements'));
  });
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
