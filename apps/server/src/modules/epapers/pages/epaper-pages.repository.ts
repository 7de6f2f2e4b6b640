// Late pages in the database: a page's versions, and the changes of an edition's pages
// (replace, insert, remove, reorder, restore). Each runs inside the caller's transaction,
// with the edition locked, so readers see the pages before a change or after it.
import { and, desc, eq, sql } from 'drizzle-orm';
import { epaperPageVersions, epaperPages, epapers, users } from '../../../db/schema.ts';
import type { Db } from '../../../db/client.ts';
import { withTransaction, type Executor } from '../../../db/transaction.ts';
import type { EpaperPageRow } from '../epapers.repository.ts';

export type PageVersionRow = typeof epaperPageVersions.$inferSelect;
/** A rendered page's files and what was measured of it: what a version is made of. */
export type PageContent = Pick<
  EpaperPageRow,
  | 'pdfKey'
  | 'imageKey'
  | 'thumbnailKey'
  | 'imageReady'
  | 'width'
  | 'height'
  | 'widthPt'
  | 'heightPt'
  | 'inkRatio'
  | 'miniature'
  | 'hasText'
  | 'lowestImagePpi'
>;

const contentOf = (row: PageContent): PageContent => ({
  pdfKey: row.pdfKey,
  imageKey: row.imageKey,
  thumbnailKey: row.thumbnailKey,
  imageReady: row.imageReady,
  width: row.width,
  height: row.height,
  widthPt: row.widthPt,
  heightPt: row.heightPt,
  inkRatio: row.inkRatio,
  miniature: row.miniature,
  hasText: row.hasText,
  lowestImagePpi: row.lowestImagePpi,
});

/**
 * The page's current files as a version of their own, if they are not one yet: a page
 * is first recorded in its history when it is first replaced, as made by whoever
 * uploaded the edition, when the page was made.
 */
async function recordCurrentVersion(tx: Executor, page: EpaperPageRow, madeBy: number | null): Promise<void> {
  if (page.versionId !== null) return;
  const [version] = await tx
    .insert(epaperPageVersions)
    .values({ pageId: page.id, ...contentOf(page), createdBy: madeBy, createdAt: page.updatedAt })
    .returning({ id: epaperPageVersions.id });
  await tx.update(epaperPages).set({ versionId: version!.id }).where(eq(epaperPages.id, page.id));
}

/** Makes `content` the page's current version, recorded as made by `by` now. */
export async function replacePageContent(
  tx: Executor,
  page: EpaperPageRow,
  content: PageContent,
  by: number | null,
  editionBy: number | null,
): Promise<void> {
  await recordCurrentVersion(tx, page, editionBy);
  const [version] = await tx
    .insert(epaperPageVersions)
    .values({ pageId: page.id, ...content, createdBy: by })
    .returning({ id: epaperPageVersions.id });
  await tx
    .update(epaperPages)
    .set({ ...content, versionId: version!.id, updatedAt: sql`now()` })
    .where(eq(epaperPages.id, page.id));
}

/** Makes an earlier version the page's current one again. */
export async function restoreVersion(tx: Executor, pageId: number, version: PageVersionRow): Promise<void> {
  await tx
    .update(epaperPages)
    .set({ ...contentOf(version), versionId: version.id, updatedAt: sql`now()` })
    .where(eq(epaperPages.id, pageId));
}

/** New pages at the end, numbered past every page (the caller renumbers them into place). */
export async function appendPages(
  tx: Executor,
  epaperId: number,
  contents: PageContent[],
  by: number | null,
): Promise<number[]> {
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${epaperPages.pageNumber}), 0)::int` })
    .from(epaperPages)
    .where(eq(epaperPages.epaperId, epaperId));
  const ids: number[] = [];
  for (const [index, content] of contents.entries()) {
    const [page] = await tx
      .insert(epaperPages)
      .values({ epaperId, pageNumber: (last?.n ?? 0) + index + 1, ...content })
      .returning({ id: epaperPages.id });
    const [version] = await tx
      .insert(epaperPageVersions)
      .values({ pageId: page!.id, ...content, createdBy: by })
      .returning({ id: epaperPageVersions.id });
    await tx.update(epaperPages).set({ versionId: version!.id }).where(eq(epaperPages.id, page!.id));
    ids.push(page!.id);
  }
  return ids;
}

/**
 * Numbers the edition's pages 1, 2, 3… in the order of `pageIds` (every page of the
 * edition). The numbers are moved out of the way first: one page per number, always.
 */
export async function renumberPages(tx: Executor, epaperId: number, pageIds: number[]): Promise<void> {
  await tx
    .update(epaperPages)
    .set({ pageNumber: sql`-${epaperPages.pageNumber}` })
    .where(eq(epaperPages.epaperId, epaperId));
  // Whole numbers only: the ids came from the database.
  const ids = `{${pageIds.map((id) => Math.trunc(id)).join(',')}}`;
  await tx.execute(sql`
    update ${epaperPages} p set page_number = o.n
      from unnest(${ids}::int[]) with ordinality as o(id, n)
     where p.id = o.id and p.epaper_id = ${epaperId}`);
}

/** The page and its versions gone; the files of every version, for the caller to remove after commit. */
export async function deletePage(tx: Executor, page: EpaperPageRow): Promise<string[]> {
  const versions = await versionsOf(tx, page.id);
  await tx.delete(epaperPages).where(eq(epaperPages.id, page.id));
  const keys = [page, ...versions].flatMap((v) => [v.pdfKey, v.imageKey, v.thumbnailKey]);
  return [...new Set(keys)];
}

/** A change of the pages: their count and the revision the complete PDF is compared with. */
export async function pagesChanged(tx: Executor, epaperId: number): Promise<void> {
  await tx
    .update(epapers)
    .set({
      pageCount: sql`(select count(*)::int from ${epaperPages} where ${epaperPages.epaperId} = ${epaperId})`,
      pagesDone: sql`(select count(*)::int from ${epaperPages} where ${epaperPages.epaperId} = ${epaperId})`,
      pagesRevision: sql`${epapers.pagesRevision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(epapers.id, epaperId));
}

export function versionsOf(db: Executor, pageId: number): Promise<PageVersionRow[]> {
  return db
    .select()
    .from(epaperPageVersions)
    .where(eq(epaperPageVersions.pageId, pageId))
    .orderBy(desc(epaperPageVersions.createdAt), desc(epaperPageVersions.id));
}

/** A page's versions, newest first, with their makers' names. */
export function listVersions(db: Executor, pageId: number) {
  return db
    .select({ version: epaperPageVersions, createdByName: users.name })
    .from(epaperPageVersions)
    .leftJoin(users, eq(users.id, epaperPageVersions.createdBy))
    .where(eq(epaperPageVersions.pageId, pageId))
    .orderBy(desc(epaperPageVersions.createdAt), desc(epaperPageVersions.id));
}

export async function findVersion(db: Executor, pageId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(epaperPageVersions)
    .where(and(eq(epaperPageVersions.pageId, pageId), eq(epaperPageVersions.id, versionId)))
    .limit(1);
  return row;
}

/**
 * The complete PDF built from the pages at `revision` becomes the edition's download,
 * unless its pages changed since or another rebuild of that revision got there first
 * (undefined: the caller removes the file it built). Answers the key it replaced, for
 * the caller to remove: read under the row's lock, so it is the file really replaced.
 */
export function switchCompletePdf(
  db: Db,
  epaperId: number,
  built: { key: string; bytes: number; revision: number },
): Promise<{ replaced: string | null } | undefined> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ key: epapers.originalPdfKey, pages: epapers.pagesRevision, complete: epapers.completePdfRevision })
      .from(epapers)
      .where(eq(epapers.id, epaperId))
      .for('update');
    if (!row || row.pages !== built.revision || row.complete === built.revision) return undefined;
    await tx
      .update(epapers)
      .set({ originalPdfKey: built.key, fileSize: built.bytes, completePdfRevision: built.revision })
      .where(eq(epapers.id, epaperId));
    return { replaced: row.key };
  });
}

/**
 * The preview drawn from page PDF `frontPdfKey` becomes the edition's, if that is still
 * its front page (read under the row's lock). Answers the key it replaced, or undefined
 * when the front page changed meanwhile.
 */
export function switchPreview(
  db: Db,
  epaperId: number,
  drawn: { key: string; frontPdfKey: string },
): Promise<{ replaced: string | null } | undefined> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ key: epapers.previewKey })
      .from(epapers)
      .where(eq(epapers.id, epaperId))
      .for('update');
    const [front] = await tx
      .select({ pdfKey: epaperPages.pdfKey })
      .from(epaperPages)
      .where(and(eq(epaperPages.epaperId, epaperId), eq(epaperPages.pageNumber, 1)));
    if (!row || front?.pdfKey !== drawn.frontPdfKey) return undefined;
    await tx.update(epapers).set({ previewKey: drawn.key }).where(eq(epapers.id, epaperId));
    return { replaced: row.key };
  });
}
