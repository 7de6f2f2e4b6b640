// After a load: analytics_rebuild() over everything, and the roll-ups the API reads
// compared row for row with what the triggers kept (support/analytics-data.ts made them).
import type pg from 'pg';

/** The roll-ups the API reads: after a rebuild they must hold exactly what the triggers left. */
const COMPARED = ['daily_totals', 'daily_epaper_views', 'daily_page_views', 'daily_subscription_stats'] as const;

/**
 * Runs analytics_rebuild() over the data as it is now and compares the roll-ups the API
 * reads with what the triggers had left, row for row; then rolls back (the roll-ups stay as
 * they were). Returns the rebuild's time and, per table, the rows that differ.
 */
export async function rebuildAndCompare(
  pool: pg.Pool,
): Promise<{ seconds: number; differing: Record<string, number> }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const table of COMPARED)
      await client.query(`CREATE TEMP TABLE kept_${table} ON COMMIT DROP AS TABLE ${table}`);
    const started = performance.now();
    await client.query('SELECT analytics_rebuild()');
    const seconds = (performance.now() - started) / 1000;
    const differing: Record<string, number> = {};
    for (const table of COMPARED) {
      const { rows } = await client.query<{ n: number }>(`
        SELECT count(*)::int AS n FROM ((TABLE ${table} EXCEPT ALL TABLE kept_${table})
                                        UNION ALL (TABLE kept_${table} EXCEPT ALL TABLE ${table})) AS d`);
      differing[table] = rows[0]?.n ?? -1;
    }
    return { seconds, differing };
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}
