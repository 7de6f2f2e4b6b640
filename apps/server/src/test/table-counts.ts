import type { Database } from '../db/client.ts';

/** Rows in every table of the app's schema, by table name. */
export type TableCounts = Record<string, number>;

const queries = new WeakMap<Database, string>();

/**
 * Counts the rows of every table the app owns (the `public` schema; the job queue keeps
 * its own), in one statement: cheap enough to take around every request of a fuzz run.
 */
export async function tableCounts(database: Database): Promise<TableCounts> {
  let sql = queries.get(database);
  if (!sql) {
    const { rows } = await database.pool.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    sql = rows
      .map(({ name }) => `SELECT '${name.replaceAll("'", "''")}' AS name, count(*)::int AS n FROM "${name}"`)
      .join(' UNION ALL ');
    queries.set(database, sql);
  }
  const { rows } = await database.pool.query<{ name: string; n: number }>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

/** The tables whose row count differs, as `table: before → after`. */
export function changedTables(before: TableCounts, after: TableCounts, ignore: readonly string[] = []): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => !ignore.includes(name) && before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 0} → ${after[name] ?? 0}`);
}
