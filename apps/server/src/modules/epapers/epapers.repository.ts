import { and, asc, count, desc, eq, getTableColumns, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { EpaperDisplayStatus } from '@epaper/shared/epaper-status';
import { escapeLike } from '../../db/like.ts';
import { epaperFindings, epaperPageVersions, epaperPages, epapers } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type EpaperRow = typeof epapers.$inferSelect;
export type EpaperPageRow = typeof epaperPages.$inferSelect;
export type NewEpaper = Pick<
  typeof epapers.$inferInsert,
  'storageId' | 'title' | 'description' | 'publicationDate' | 'fileSize' | 'originalPdfKey' | 'createdBy' | 'createdAt'
>;
/** An edition stored with its pages already made (a copy of another's files). */
export type NewCompletedEpaper = NewEpaper & Pick<EpaperRow, 'pageCount' | 'previewKey' | 'isPublished'>;
export type NewEpaperPage = Omit<typeof epaperPages.$inferInsert, 'id' | 'createdAt'>;
export type EpaperChanges = Partial<
  Pick<
    EpaperRow,
    'title' | 'description' | 'publicationDate' | 'isPublished' | 'publishedAt' | 'scheduledAt' | 'heldAt'
  >
> & { holdIfLate?: boolean };
/** An edition with how many other editions of its day are published or scheduled, and its open findings. */
export type ListedEpaperRow = EpaperRow & { sameDayEditions: number; openFindings: number };
/** A page with how many versions it has had. */
export type ListedPageRow = EpaperPageRow & { versionCount: number };

/**
 * How many other editions of the row's day are published or scheduled (the rule of
 * isPublishedOrScheduled in schedule/epaper-schedule.repository.ts), as a column of a select from epapers.
 */
const sameDayEditionsColumn = sql<number>`(
  select count(*)::int from ${epapers} other
   where other.publication_date = epapers.publication_date and other.id <> epapers.id
     and (other.is_published or (other.scheduled_at is not null and other.processing_status <> 'failed')))`;
/** Findings of the checks before publishing not yet accepted. */
const openFindingsColumn = sql<number>`(
  select count(*)::int from ${epaperFindings} f where f.epaper_id = epapers.id and f.accepted_at is null)`;
const listedColumns = () => ({
  ...getTableColumns(epapers),
  sameDayEditions: sameDayEditionsColumn,
  openFindings: openFindingsColumn,
});
/** Every version the page has had: 1 until it is first replaced. */
const versionCountColumn = sql<number>`greatest(1, (
  select count(*)::int from ${epaperPageVersions} v where v.page_id = epaper_pages.id))`;
export type EpaperFilters = {
  search?: string | undefined;
  /** The day the search text names, when it is a date as people write it ("26 Nov"). */
  searchDay?: string | undefined;
  status?: EpaperDisplayStatus | undefined;
  /** Earliest publication first, instead of the latest. */
  isOldestFirst?: boolean;
};

/** Each display status as a condition; the same rules as displayStatusOf in the contract. */
const STATUS_CONDITION: Record<EpaperDisplayStatus, SQL | undefined> = {
  failed: eq(epapers.processingStatus, 'failed'),
  draft: and(eq(epapers.isPublished, false), ne(epapers.processingStatus, 'failed'), isNull(epapers.scheduledAt)),
  scheduled: and(
    eq(epapers.isPublished, false),
    ne(epapers.processingStatus, 'failed'),
    isNotNull(epapers.scheduledAt),
  ),
  processing: and(eq(epapers.isPublished, true), eq(epapers.processingStatus, 'pending')),
  published: and(eq(epapers.isPublished, true), eq(epapers.processingStatus, 'completed')),
};

function epaperConditions(filters: EpaperFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(STATUS_CONDITION[filters.status]);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    // The title as typed in any case, the date as the list shows it (2026-11-22), or the
    // day the text names as people write it.
    const byText = sql`${epapers.title} ilike ${pattern} or to_char(${epapers.publicationDate}, 'YYYY-MM-DD') like ${pattern}`;
    const byDay = filters.searchDay ? sql` or ${epapers.publicationDate} = ${filters.searchDay}` : sql``;
    conditions.push(sql`(${byText}${byDay})`);
  }
  return and(...conditions);
}

/** One page of editions, latest publication first (or earliest), and how many match. */
export async function listEpapers(
  db: Executor,
  filters: EpaperFilters,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: ListedEpaperRow[] }> {
  const where = epaperConditions(filters);
  const [total] = await db.select({ n: count() }).from(epapers).where(where);
  const rows = await db
    .select(listedColumns())
    .from(epapers)
    .where(where)
    .orderBy(
      ...(filters.isOldestFirst
        ? [asc(epapers.publicationDate), asc(epapers.id)]
        : [desc(epapers.publicationDate), desc(epapers.id)]),
    )
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function insertEpaper(db: Executor, values: NewEpaper): Promise<EpaperRow> {
  const [row] = await db.insert(epapers).values(values).returning();
  if (!row) throw new Error('The e-paper was not inserted');
  return row;
}

/** Rows per INSERT of editions or pages: far below Postgres's 65,535 parameters. */
const INSERT_BATCH = 500;

/** Inserts completed editions (their pages are inserted next, in the same transaction). */
export async function insertCompletedEpapers(db: Executor, values: NewCompletedEpaper[]): Promise<EpaperRow[]> {
  const rows: EpaperRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_BATCH) {
    const batch = values.slice(i, i + INSERT_BATCH).map((edition) => ({
      ...edition,
      processingStatus: 'completed',
      pagesDone: edition.pageCount,
      // Made and, if asked, live when stored: the times a processed and published edition keeps.
      processedAt: edition.createdAt ?? sql`now()`,
      publishedAt: edition.isPublished ? (edition.createdAt ?? sql`now()`) : null,
      updatedAt: edition.createdAt ?? sql`now()`,
    }));
    rows.push(...(await db.insert(epapers).values(batch).returning()));
  }
  return rows;
}

export async function insertPages(db: Executor, pages: NewEpaperPage[]): Promise<void> {
  for (let i = 0; i < pages.length; i += INSERT_BATCH) {
    await db.insert(epaperPages).values(pages.slice(i, i + INSERT_BATCH));
  }
}

/** Every edition still waiting for its processing to finish. */
export async function pendingEpaperIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: epapers.id }).from(epapers).where(eq(epapers.processingStatus, 'pending'));
  return rows.map((row) => row.id);
}

/** The edition with its same-day count, as its details show it. */
export async function findListedEpaper(db: Executor, id: number): Promise<ListedEpaperRow | undefined> {
  const [row] = await db.select(listedColumns()).from(epapers).where(eq(epapers.id, id)).limit(1);
  return row;
}

export async function findEpaper(db: Executor, id: number): Promise<EpaperRow | undefined> {
  const [row] = await db.select().from(epapers).where(eq(epapers.id, id)).limit(1);
  return row;
}

/** The edition, locked until the transaction ends: two changes of one edition take turns. */
export async function lockEpaper(db: Executor, id: number): Promise<EpaperRow | undefined> {
  const [row] = await db.select().from(epapers).where(eq(epapers.id, id)).limit(1).for('update');
  return row;
}

export async function updateEpaper(db: Executor, id: number, changes: EpaperChanges): Promise<EpaperRow | undefined> {
  const [row] = await db
    .update(epapers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(epapers.id, id))
    .returning();
  return row;
}

export async function deleteEpaper(db: Executor, id: number): Promise<EpaperRow | undefined> {
  const [row] = await db.delete(epapers).where(eq(epapers.id, id)).returning();
  return row;
}

export function deleteEpapersBy(db: Executor, createdBy: number): Promise<EpaperRow[]> {
  return db.delete(epapers).where(eq(epapers.createdBy, createdBy)).returning();
}

export function listPages(db: Executor, epaperId: number): Promise<ListedPageRow[]> {
  return db
    .select({ ...getTableColumns(epaperPages), versionCount: versionCountColumn })
    .from(epaperPages)
    .where(eq(epaperPages.epaperId, epaperId))
    .orderBy(asc(epaperPages.pageNumber));
}

export async function findPage(db: Executor, epaperId: number, pageId: number): Promise<ListedPageRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(epaperPages), versionCount: versionCountColumn })
    .from(epaperPages)
    .where(and(eq(epaperPages.epaperId, epaperId), eq(epaperPages.id, pageId)))
    .limit(1);
  return row;
}

export async function findPageByNumber(db: Executor, epaperId: number, pageNumber: number) {
  const [row] = await db
    .select()
    .from(epaperPages)
    .where(and(eq(epaperPages.epaperId, epaperId), eq(epaperPages.pageNumber, pageNumber)))
    .limit(1);
  return row;
}
