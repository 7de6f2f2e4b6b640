import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { backupRuns } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type BackupRunRow = typeof backupRuns.$inferSelect;

/** Records one run of the daily backup. */
export async function insertBackupRun(db: Executor, run: Omit<typeof backupRuns.$inferInsert, 'id'>): Promise<void> {
  await db.insert(backupRuns).values(run);
}

/** The newest run, and the newest successful one. */
export async function latestBackupRuns(db: Executor): Promise<{ latest?: BackupRunRow; success?: BackupRunRow }> {
  const [latest] = await db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(1);
  const [success] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.ok, true))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return { ...(latest && { latest }), ...(success && { success }) };
}

/** What a restored database holds, for the person who ran the restore to check. */
export type RestoredCounts = Record<
  'accounts' | 'editions' | 'pages' | 'plans' | 'subscriptions' | 'page_views',
  number
>;

/** Runs `work` on a connection of its own to `url`: a database that is not the app's (a backup's source, a restore's target). */
async function withConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL version of the server at `url`. */
export function serverVersion(url: string): Promise<string> {
  return withConnection(
    url,
    async (client) => (await client.query<{ v: string }>('SHOW server_version')).rows[0]?.v ?? '',
  );
}

/** How many tables the database at `url` has in the app's schema (0 for a fresh one). */
export function countTables(url: string): Promise<number> {
  return withConnection(
    url,
    async (client) =>
      (
        await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
        )
      ).rows[0]?.n ?? 0,
  );
}

/** The rows of each kind in the database at `url`. */
export function countRestoredRows(url: string): Promise<RestoredCounts> {
  return withConnection(url, async (client) => {
    const { rows } = await client.query<RestoredCounts>(`SELECT
      (SELECT count(*) FROM users)::int AS accounts,
      (SELECT count(*) FROM epapers)::int AS editions,
      (SELECT count(*) FROM epaper_pages)::int AS pages,
      (SELECT count(*) FROM plans)::int AS plans,
      (SELECT count(*) FROM user_subscriptions)::int AS subscriptions,
      (SELECT count(*) FROM page_views)::int AS page_views`);
    return rows[0] as RestoredCounts;
  });
}
