import type pg from 'pg';
import type { Db as IDatabase } from 'pg-boss';

/**
 * pg-boss's statements over the app's own pool. For the embedded database this is the
 * only correct choice: PGlite is one session, so a second connection would interleave
 * with the app's open transactions. Each statement takes the pooled connection for its
 * own duration only, so the runner's queries queue among request queries instead of
 * holding the session, and a transaction the app holds makes them wait their turn.
 */
export function poolAdapter(pool: pg.Pool): IDatabase {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const client = await pool.connect();
      try {
        // Without values pg uses the simple protocol, which runs pg-boss's multi-statement
        // blocks (BEGIN … COMMIT) in one round trip; their array result is unwrapped by pg-boss.
        return (await client.query(text, values)) as unknown as { rows: unknown[] };
      } catch (error) {
        // A failed block leaves its BEGIN open: the next user of this session (a request, on
        // PGlite) would find an aborted transaction. Outside a transaction this is a no-op.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
