// The readers' side of the editions: only published ones, and one page at a time.
import { and, desc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { epaperPages, epapers, userSubscriptions } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

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

/**
 * One page of a published edition and whether this reader may read it (page 1 is free;
 * the rest need a subscription active today): one round trip, prepared, since every
 * page a reader turns runs it. No row: no such published edition. A row without a
 * page number: the edition has no such page.
 */
const readablePage = preparedPerDatabase((db) =>
  db
    .select({
      title: epapers.title,
      pageCount: epapers.pageCount,
      pageNumber: epaperPages.pageNumber,
      pdfKey: epaperPages.pdfKey,
      imageKey: epaperPages.imageKey,
      thumbnailKey: epaperPages.thumbnailKey,
      imageReady: epaperPages.imageReady,
      width: epaperPages.width,
      height: epaperPages.height,
      canRead: sql<boolean>`(${sql.placeholder('pageNumber')}::int = 1 or exists (
        select 1 from ${userSubscriptions}
         where ${userSubscriptions.userId} = ${sql.placeholder('userId')}::int
           and ${userSubscriptions.status} = 'active'
           and ${userSubscriptions.startDate} <= ${sql.placeholder('today')}::date
           and ${userSubscriptions.endDate} >= ${sql.placeholder('today')}::date))`,
    })
    .from(epapers)
    .leftJoin(
      epaperPages,
      and(eq(epaperPages.epaperId, epapers.id), eq(epaperPages.pageNumber, sql`${sql.placeholder('pageNumber')}::int`)),
    )
    .where(and(eq(epapers.id, sql`${sql.placeholder('epaperId')}::int`), eq(epapers.isPublished, true)))
    .prepare('reader_readable_page'),
);

export async function findReadablePage(
  db: Executor,
  params: { epaperId: number; pageNumber: number; userId: number; today: string },
) {
  const [row] = await readablePage(db).execute(params);
  return row;
}
