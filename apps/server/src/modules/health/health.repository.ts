import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';

/** The cheapest round trip to the database. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
