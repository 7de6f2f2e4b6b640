import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import type { DatabaseLog } from './embedded/database-log.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres.ts';
import type { Db } from './drizzle-db.ts';

// int8 (count(*), bigint ids) arrives as a string from `pg`; our numbers stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// numeric (money) stays a string: exact decimals, formatted by the caller.

/**
 * An idle pooled connection failed (the server restarted, the network dropped). The pool
 * replaces it on the next query; the event is logged, never thrown: unhandled, it would
 * end the process.
 */
const reportIdleError = (error: Error) => {
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'idle database connection failed', err: error.message })}\n`,
  );
};

/** The drizzle database with our schema (declared in drizzle-db.ts, which migrate.ts imports too). */
export type { Db } from './drizzle-db.ts';

/** An open database: drizzle for queries, the pool for raw access, and how to close it. */
export type Database = {
  db: Db;
  pool: pg.Pool;
  /** `embedded`: the PostgreSQL this process runs in DATA_DIR; `server`: one reached through DATABASE_URL. */
  kind: 'embedded' | 'server';
  /** The connection URL (the embedded one is a private Unix socket), for pg-boss and the backup tools. */
  url: string;
  /** The running embedded server (its binaries, folder and OS user); undefined on a server. */
  embedded?: EmbeddedPostgres;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL server; when absent the embedded PostgreSQL in dataDir/pgdata is started. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** Longest a statement may run, in ms; 0 = no limit (batch tools). */
  statementTimeoutMs?: number;
  /** Where the embedded server's start and stop are reported; standard error by default. */
  log?: DatabaseLog;
};

/**
 * The longest a request's statement may run. A request is answered in milliseconds;
 * anything that needs seconds belongs in a job, and a runaway query must not hold a
 * connection (and its locks) while requests queue behind it.
 */
export const REQUEST_STATEMENT_TIMEOUT_MS = 10_000;

/** A transaction left open by a request that stalled: its locks go with the session after this long. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/** Session limits sent as startup parameters, so every pooled connection has them from its first statement. */
function sessionLimits(
  statementTimeoutMs: number,
): Pick<pg.PoolConfig, 'statement_timeout' | 'idle_in_transaction_session_timeout'> {
  return {
    ...(statementTimeoutMs > 0 && { statement_timeout: statementTimeoutMs }),
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** JSON lines on standard error, for the tools that have no app logger (demo, rebuild, backup). */
const stderrLog: DatabaseLog = {
  info: (details, msg) => process.stderr.write(`${JSON.stringify({ level: 30, time: Date.now(), msg, ...details })}\n`),
  warn: (details, msg) => process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg, ...details })}\n`),
};

/**
 * Opens the PostgreSQL server at the URL when one is given, otherwise starts the embedded
 * one in `dataDir/pgdata`; both are used through the same `pg` pool.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(options.dataDir, options.log ?? stderrLog);
  const url = options.databaseUrl ?? embedded?.url ?? '';
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...sessionLimits(options.statementTimeoutMs ?? REQUEST_STATEMENT_TIMEOUT_MS),
  });
  pool.on('error', reportIdleError);
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: embedded ? 'embedded' : 'server',
    url,
    ...(embedded && { embedded }),
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
