// Releases before this one kept the embedded database in PGlite (PostgreSQL compiled to
// WebAssembly), in the same DATA_DIR/pgdata. On the first start of this release such a
// folder is carried over: opened with PGlite one last time, brought up to the current
// schema there, and copied table by table into a new PostgreSQL cluster. The old folder is
// kept beside it under a new name. PGlite stays a dependency for this alone.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrationsFolder, runMigrations } from '../migrate.ts';
import type { Db } from '../drizzle-db.ts';
import type { DatabaseLog } from './database-log.ts';

/**
 * Written by this release into every cluster it creates. PGlite's folders have the same
 * layout and major version (18) but were written by a 32-bit WebAssembly build, which a
 * native server cannot read: a cluster without this file is PGlite's.
 */
export const NATIVE_CLUSTER_MARK = 'epaper-cluster';
/** Written into the new cluster once every row is in: from then on only the renames remain. */
const COMPLETE_MARK = 'carried-over-from-pglite';
/** Rows per round trip: about a megabyte of JSON for the widest tables. */
const ROWS_PER_BATCH = 2_000;

const carryOverDir = (pgdata: string) => `${pgdata}.carry-over`;

/** Whether `pgdata` was written by PGlite (an earlier release). */
export function isPgliteFolder(pgdata: string): boolean {
  return existsSync(path.join(pgdata, 'PG_VERSION')) && !existsSync(path.join(pgdata, NATIVE_CLUSTER_MARK));
}

/** A start killed between the two renames finds the finished copy beside no `pgdata`: it is put in place. */
export function finishInterruptedCarryOver(pgdata: string, log: DatabaseLog): void {
  const copy = carryOverDir(pgdata);
  if (existsSync(pgdata) || !existsSync(path.join(copy, COMPLETE_MARK))) return;
  renameSync(copy, pgdata);
  log.info({ pgdata }, 'carry-over from PGlite: put the finished copy in place');
}

type RunningServer = { url: string; stop: () => Promise<void> };

export type CarryOverOptions = {
  /** PGlite's folder (DATA_DIR/pgdata). */
  from: string;
  /** Where the new cluster goes (the same path, unless it was placed elsewhere). */
  to: string;
  log: DatabaseLog;
  createCluster: (target: string) => Promise<void>;
  launchServer: (target: string) => Promise<RunningServer>;
};

/** Copies the PGlite folder `from` into a new cluster at `to`; the old folder is renamed and kept. */
export async function carryOverPgliteFolder({
  from,
  to,
  log,
  createCluster,
  launchServer,
}: CarryOverOptions): Promise<void> {
  const started = performance.now();
  const target = carryOverDir(to);
  log.info(
    { pgdata: from },
    'carry-over from PGlite: this folder was written by an earlier release (PGlite); copying it into PostgreSQL',
  );
  rmSync(target, { recursive: true, force: true });
  await createCluster(target);
  log.info({ target }, 'carry-over from PGlite: created the new cluster');

  const server = await launchServer(target);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const old = await PGlite.create({ dataDir: from, extensions: { pg_trgm } });
  const pool = new pg.Pool({ connectionString: server.url, max: 1 });
  try {
    const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(drizzlePglite(old), { migrationsFolder: migrationsFolder() });
    log.info({}, 'carry-over from PGlite: brought the old folder up to the current schema');
    await runMigrations(drizzlePg(pool) as unknown as Db);
    const client = await pool.connect();
    try {
      const rows = await copyTables(old, client, log);
      log.info({ rows }, 'carry-over from PGlite: copied every table');
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
    await old.close();
    await server.stop();
  }
  writeFileSync(path.join(target, COMPLETE_MARK), `${new Date().toISOString()}\n`);

  const kept = `${from}.pglite-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(from, kept);
  renameSync(target, to);
  log.info(
    { pgdata: to, kept, ms: Math.round(performance.now() - started) },
    `carry-over from PGlite: done; the old folder is kept as ${path.basename(kept)} (remove it once you have checked the data)`,
  );
}

type OldDatabase = {
  query: <Row>(sql: string) => Promise<{ rows: Row[] }>;
  exec: (sql: string) => Promise<unknown>;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every row of the app's tables, in one transaction on the new side, with triggers
 * and foreign-key checks off (session_replication_role = replica): the analytics roll-ups
 * are copied as they were instead of counted twice, and tables can go in any order. Rows
 * travel as JSON, so every type keeps its text form exactly; generated columns are left to
 * be computed again. Each table's count is checked against the old one.
 */
async function copyTables(old: OldDatabase, client: pg.PoolClient, log: DatabaseLog): Promise<number> {
  const tables = (
    await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).rows.map((row) => row.name);
  let total = 0;
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL session_replication_role = replica');
    // Migrations may have seeded rows (settings); the old folder's rows replace them.
    await client.query(`TRUNCATE ${tables.map((table) => `public.${quoted(table)}`).join(', ')}`);
    for (const table of tables) {
      const copied = await copyTable(old, client, table);
      const expected = (await old.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${quoted(table)}`))
        .rows[0]?.n;
      if (copied !== expected) throw new Error(`carry-over of ${table}: copied ${copied} rows of ${expected}`);
      if (copied > 0) log.info({ table, rows: copied }, 'carry-over from PGlite: copied a table');
      total += copied;
    }
    await copySequences(old, client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  return total;
}

async function copyTable(old: OldDatabase, client: pg.PoolClient, table: string): Promise<number> {
  const columns = (
    await client.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    )
  ).rows.map((row) => quoted(row.name));
  const target = `public.${quoted(table)}`;
  const insert =
    `INSERT INTO ${target} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${target}, $1::json)`;
  let copied = 0;
  await old.exec('BEGIN');
  try {
    await old.exec(`DECLARE carry_over NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${target} t`);
    for (;;) {
      const { rows } = await old.query<{ r: string }>(`FETCH ${ROWS_PER_BATCH} FROM carry_over`);
      if (rows.length === 0) break;
      await client.query(insert, [`[${rows.map((row) => row.r).join(',')}]`]);
      copied += rows.length;
    }
  } finally {
    await old.exec('COMMIT');
  }
  return copied;
}

/** Identity and other sequences continue where the old folder's stopped. */
async function copySequences(old: OldDatabase, client: pg.PoolClient): Promise<void> {
  const sequences = (
    await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'S' AND n.nspname = 'public'`,
    )
  ).rows.map((row) => row.name);
  for (const sequence of sequences) {
    const state = (
      await old.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM public.${quoted(sequence)}`,
      )
    ).rows[0];
    if (!state) continue;
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      `public.${quoted(sequence)}`,
      state.last_value,
      state.is_called,
    ]);
  }
}
