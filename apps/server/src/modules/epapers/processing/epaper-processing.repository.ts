// Processing's own writes: the pages an upload becomes, its progress and its end (completed,
// failed or restarted), and the reading images made afterwards.
import { and, asc, eq, sql } from 'drizzle-orm';
import { isForeignKeyViolation } from '../../../db/errors.ts';
import { epaperPageVersions, epaperPages, epapers } from '../../../db/schema.ts';
import type { Executor } from '../../../db/transaction.ts';
import { findEpaper, type EpaperPageRow, type EpaperRow } from '../epapers.repository.ts';

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
