import { and, asc, count, desc, eq, getTableColumns, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { EpaperDisplayStatus } from '@epaper/shared/epaper-status';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { escapeLike } from '../../db/like.ts';
import { epaperFindings, epaperPageVersions, epaperPages, epapers } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { sameDayEditionsColumn } from './epaper-schedule.repository.ts';

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
export type EpaperFilters = { search?: string | undefined; status?: EpaperDisplayStatus | undefined };

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
    // The title as typed in any case, or the date as the list shows it (2026-11-22).
    conditions.push(
      sql`(${epapers.title} ilike ${pattern} or to_char(${epapers.publicationDate}, 'YYYY-MM-DD') like ${pattern})`,
    );
  }
  return and(...conditions);
}

/** One page of editions, newest publication first, and how many match. */
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
    .orderBy(desc(epapers.publicationDate), desc(epapers.id))
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

// ---- processing -------------------------------------------------------------

/** Processing's own writes apply only while the edition is still pending (not failed, retried or deleted meanwhile). */
const isPending = (id: number) => and(eq(epapers.id, id), eq(epapers.processingStatus, 'pending'));

export async function setPageCount(db: Executor, id: number, pageCount: number): Promise<boolean> {
  const rows = await db
    .update(epapers)
    .set({ pageCount, updatedAt: sql`now()` })
    .where(isPending(id))
    .returning({ id: epapers.id });
  return rows.length > 0;
}

/**
 * Records a rendered page: one row per page number whatever runs before or at once (a
 * re-run replaces it), and the edition's progress as the pages really stored. False
 * when the edition is gone (deleted while its pages rendered).
 */
export async function savePage(
  db: Executor,
  page: Omit<typeof epaperPages.$inferInsert, 'id' | 'createdAt'>,
): Promise<boolean> {
  try {
    // Only while the edition is pending: a page finishing after its run failed (or was
    // retried from nothing) must not come back as a row.
    const inserted = await db.execute(sql`
      insert into ${epaperPages} (epaper_id, page_number, pdf_key, image_key, thumbnail_key, image_ready, width, height,
                                  width_pt, height_pt, ink_ratio, miniature, has_text, lowest_image_ppi)
      select ${page.epaperId}, ${page.pageNumber}, ${page.pdfKey}, ${page.imageKey}, ${page.thumbnailKey}, false,
             ${page.width}, ${page.height}, ${page.widthPt ?? null}, ${page.heightPt ?? null}, ${page.inkRatio ?? null},
             ${page.miniature ?? null}, ${page.hasText ?? null}, ${page.lowestImagePpi ?? null}
      from ${epapers} where ${isPending(page.epaperId)}
      on conflict (epaper_id, page_number) do update set
        pdf_key = excluded.pdf_key, image_key = excluded.image_key, thumbnail_key = excluded.thumbnail_key,
        image_ready = false, width = excluded.width, height = excluded.height, width_pt = excluded.width_pt,
        height_pt = excluded.height_pt, ink_ratio = excluded.ink_ratio, miniature = excluded.miniature,
        has_text = excluded.has_text, lowest_image_ppi = excluded.lowest_image_ppi
      returning id`);
    // Not pending any more: kept (no row), unless the edition is gone altogether.
    if (inserted.rows.length === 0) return (await findEpaper(db, page.epaperId)) !== undefined;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
  await db
    .update(epapers)
    .set({
      pagesDone: sql`(select count(*)::int from ${epaperPages} where ${epaperPages.epaperId} = ${page.epaperId})`,
    })
    .where(isPending(page.epaperId));
  return true;
}

export async function setPreview(db: Executor, id: number, previewKey: string): Promise<void> {
  await db.update(epapers).set({ previewKey }).where(isPending(id));
}

/** Completed, if every page is stored; the edition as it now is, or undefined when it was not pending. */
export async function completeProcessing(db: Executor, id: number): Promise<EpaperRow | undefined> {
  const [row] = await db
    .update(epapers)
    .set({
      processingStatus: 'completed',
      pagesDone: epapers.pageCount,
      processingError: null,
      processedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        isPending(id),
        sql`${epapers.pageCount} = (select count(*)::int from ${epaperPages} where ${epaperPages.epaperId} = ${id})`,
      ),
    )
    .returning();
  return row;
}

/** The pages of a completed edition still waiting for their reading image. */
export function pagesWithoutImage(db: Executor, epaperId: number): Promise<EpaperPageRow[]> {
  return db
    .select()
    .from(epaperPages)
    .where(and(eq(epaperPages.epaperId, epaperId), eq(epaperPages.imageReady, false)))
    .orderBy(asc(epaperPages.pageNumber));
}

/**
 * The page or page version whose reading image `imageKey` is, with its edition's status:
 * for a reading image asked for before it was made. Found through the edition's storage
 * id, so only that edition's pages are looked through.
 */
export async function findImageOwner(db: Executor, storageId: string, imageKey: string) {
  const result = await db.execute<{ pdf_key: string; image_ready: boolean; processing_status: string }>(sql`
    select p.pdf_key, p.image_ready, e.processing_status
      from ${epapers} e join ${epaperPages} p on p.epaper_id = e.id
     where e.storage_id = ${storageId} and p.image_key = ${imageKey}
    union all
    select v.pdf_key, v.image_ready, e.processing_status
      from ${epapers} e join ${epaperPages} p on p.epaper_id = e.id join ${epaperPageVersions} v on v.page_id = p.id
     where e.storage_id = ${storageId} and v.image_key = ${imageKey}
     limit 1`);
  const [row] = result.rows;
  return row && { pdfKey: row.pdf_key, imageReady: row.image_ready, processingStatus: row.processing_status };
}

/**
 * Records a stored reading image and its real size, on the page and the version whose
 * image it is; false when neither is there any more (the edition deleted or re-run, the
 * page replaced or removed meanwhile).
 */
export async function markImageReady(
  db: Executor,
  imageKey: string,
  size: { width: number; height: number },
): Promise<boolean> {
  const changes = { imageReady: true, width: size.width, height: size.height };
  const pages = await db
    .update(epaperPages)
    .set(changes)
    .where(eq(epaperPages.imageKey, imageKey))
    .returning({ id: epaperPages.id });
  const versions = await db
    .update(epaperPageVersions)
    .set(changes)
    .where(eq(epaperPageVersions.imageKey, imageKey))
    .returning({ id: epaperPageVersions.id });
  return pages.length + versions.length > 0;
}

/** Failed, with the reason, and without any page of the failed run. */
export async function failProcessing(db: Executor, id: number, reason: string): Promise<EpaperRow | undefined> {
  await db.delete(epaperPages).where(eq(epaperPages.epaperId, id));
  const [row] = await db
    .update(epapers)
    .set({ processingStatus: 'failed', processingError: reason, pagesDone: 0, previewKey: null, updatedAt: sql`now()` })
    .where(isPending(id))
    .returning();
  return row;
}

/** Back to pending for another run, from nothing. */
export async function restartProcessing(db: Executor, id: number): Promise<EpaperRow | undefined> {
  await db.delete(epaperPages).where(eq(epaperPages.epaperId, id));
  const [row] = await db
    .update(epapers)
    .set({
      processingStatus: 'pending',
      processingError: null,
      pagesDone: 0,
      pageCount: 0,
      previewKey: null,
      processedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(epapers.id, id))
    .returning();
  return row;
}
