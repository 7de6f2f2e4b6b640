// The readers' side of the editions: only published ones, and one page at a time.
import { and, desc, eq, sql } from 'drizzle-orm';
import { epaperPages, epapers, userSubscriptions } from '../../../db/schema.ts';
import type { Executor } from '../../../db/transaction.ts';

/** Published editions, newest first, with their first page's thumbnail. */
export async function listPublished(db: Executor, limit: number, offset: number) {
  const where = eq(epapers.isPublished, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: epapers.id,
        title: epapers.title,
        description: epapers.description,
        publicationDate: epapers.publicationDate,
        pageCount: epapers.pageCount,
        thumbnailKey: epaperPages.thumbnailKey,
      })
      .from(epapers)
      .leftJoin(epaperPages, and(eq(epaperPages.epaperId, epapers.id), eq(epaperPages.pageNumber, 1)))
      .where(where)
      .orderBy(desc(epapers.publicationDate), desc(epapers.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(epapers)
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export type PageRequest = { epaperId: number; pageNumber: number; userId: number };

/**
 * Pages of published editions, and whether each reader may read the page asked for (page
 * 1 is free; the rest need a subscription active `today`), for many requests in one query,
 * answered in their order: every page a reader turns runs it. Undefined: no such
 * published edition. A page number of null: the edition has no such page.
 */
export async function findReadablePages(db: Executor, requests: PageRequest[], today: string) {
  const list = (values: number[]) => `{${values.join(',')}}`;
  const result = await db.execute<{
    i: string;
    title: string;
    page_count: number;
    page_number: number | null;
    pdf_key: string | null;
    image_key: string | null;
    thumbnail_key: string | null;
    width: number | null;
    height: number | null;
    can_read: boolean;
  }>(sql`
    select k.i, e.title, e.page_count, p.page_number, p.pdf_key, p.image_key, p.thumbnail_key, p.width, p.height,
           (k.page_number = 1 or exists (
              select 1 from ${userSubscriptions} s
               where s.user_id = k.user_id and s.status = 'active'
                 and s.start_date <= ${today}::date and s.end_date >= ${today}::date)) as can_read
      from unnest(${list(requests.map((r) => r.epaperId))}::int[], ${list(requests.map((r) => r.pageNumber))}::int[],
                  ${list(requests.map((r) => r.userId))}::int[]) with ordinality as k(epaper_id, page_number, user_id, i)
      join ${epapers} e on e.id = k.epaper_id and e.is_published
      left join ${epaperPages} p on p.epaper_id = e.id and p.page_number = k.page_number`);
  const byIndex = new Map(result.rows.map((row) => [Number(row.i), row]));
  return requests.map((_, index) => byIndex.get(index + 1));
}
