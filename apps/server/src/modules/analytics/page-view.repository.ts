import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';

/** A page a reader opened. */
export type PageView = { userId: number; epaperId: number; pageNumber: number };

/**
 * Appends page views as one statement, whatever their number (three arrays, not a
 * parameter per value): the roll-up trigger then runs once for the whole batch.
 */
export async function insertPageViews(db: Executor, views: PageView[]): Promise<void> {
  await db.execute(sql`
    insert into page_views (user_id, epaper_id, page_number)
    select * from unnest(${`{${views.map((view) => view.userId).join(',')}}`}::int[],
                         ${`{${views.map((view) => view.epaperId).join(',')}}`}::int[],
                         ${`{${views.map((view) => view.pageNumber).join(',')}}`}::int[])`);
}
