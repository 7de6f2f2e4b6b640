// Editions made without an HTTP upload: the demo's. The same rows, keys and processing as
// an upload, so a demo edition is indistinguishable from one an editor sent; and copies
// of a processed edition's files, for months of history without rendering each. Only the
// demo uses it: it writes the editions' rows through their repository, and reaches the
// readiness room of modules/epapers/ through its public service.
import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import type { FileStore } from '../lib/file-store/file-store.ts';
import { epaperFilesPrefix, originalPdfKey, pageKeys, previewKey } from '../modules/epapers/epaper-keys.ts';
import * as repo from '../modules/epapers/epapers.repository.ts';
import { copyReadiness } from '../modules/epapers/readiness/readiness.service.ts';

export type EditionImport = {
  title: string;
  description: string;
  /** yyyy-mm-dd */
  publicationDate: string;
  pdf: Uint8Array;
  createdBy: number | null;
  /** When it was uploaded, if not now (the demo's history). */
  uploadedAt?: Date;
};

/** Stores the PDF and makes its pending row; the caller processes it (processEpaper). */
export async function importEdition(db: Db, files: FileStore, edition: EditionImport): Promise<number> {
  const storageId = randomUUID();
  const key = originalPdfKey(storageId);
  const stored = await files.put(key, Buffer.from(edition.pdf), { contentType: 'application/pdf' });
  try {
    const row = await repo.insertEpaper(db, {
      storageId,
      title: edition.title,
      description: edition.description,
      publicationDate: edition.publicationDate,
      fileSize: stored.size,
      originalPdfKey: key,
      createdBy: edition.createdBy,
      createdAt: edition.uploadedAt,
    });
    return row.id;
  } catch (error) {
    await files.delete(key);
    throw error;
  }
}

/** Removes the editions an account uploaded, with their files (the demo's, before --reset). */
export async function deleteEditionsBy(db: Db, files: FileStore, createdBy: number): Promise<number> {
  const removed = await repo.deleteEpapersBy(db, createdBy);
  for (const row of removed) await files.deletePrefix(epaperFilesPrefix(row.storageId));
  return removed.length;
}

/** A new edition made of a completed edition's files (`sourceId`), under its own title and date. */
export type EditionCopy = Omit<EditionImport, 'pdf' | 'uploadedAt'> & {
  sourceId: number;
  uploadedAt: Date;
  isPublished: boolean;
};

/** Files copied at once (each a hard link on disk, a copy inside the bucket on S3). */
const COPIES_IN_FLIGHT = 16;

type Source = { row: repo.EpaperRow; pages: repo.EpaperPageRow[] };

async function loadSources(db: Db, ids: number[]): Promise<Map<number, Source>> {
  const sources = new Map<number, Source>();
  for (const id of new Set(ids)) {
    const row = await repo.findEpaper(db, id);
    if (row?.processingStatus !== 'completed') throw new Error(`Edition ${id} is not a completed edition`);
    sources.set(id, { row, pages: await repo.listPages(db, id) });
  }
  return sources;
}

/**
 * New editions made of completed editions' files: each its own row and pages, and copies
 * of the files under its own prefix, so deleting one edition leaves every other whole.
 * The demo's archive: months of editions without rendering each, written in a few
 * statements. Completed as they are stored, published when asked. Answers the new ids,
 * in the order of `copies`.
 */
export async function copyEditions(db: Db, files: FileStore, copies: readonly EditionCopy[]): Promise<number[]> {
  const sources = await loadSources(
    db,
    copies.map((copy) => copy.sourceId),
  );
  const fileCopies: [from: string, to: string][] = [];
  const planned = copies.map((copy) => {
    const source = sources.get(copy.sourceId) as Source;
    const storageId = randomUUID();
    const { row } = source;
    if (row.originalPdfKey) fileCopies.push([row.originalPdfKey, originalPdfKey(storageId)]);
    if (row.previewKey) fileCopies.push([row.previewKey, previewKey(storageId)]);
    const pages = source.pages.map((stored) => {
      const { pageNumber, imageReady, width, height, widthPt, heightPt, inkRatio, miniature, hasText } = stored;
      const keys = pageKeys(storageId, pageNumber);
      fileCopies.push([stored.pdfKey, keys.pdfKey], [stored.thumbnailKey, keys.thumbnailKey]);
      if (imageReady) fileCopies.push([stored.imageKey, keys.imageKey]);
      // The same pages: what the checks before publishing measured of them too.
      const facts = { widthPt, heightPt, inkRatio, miniature, hasText, lowestImagePpi: stored.lowestImagePpi };
      return { pageNumber, ...keys, imageReady, width, height, ...facts };
    });
    const edition: repo.NewCompletedEpaper = {
      storageId,
      title: copy.title,
      description: copy.description,
      publicationDate: copy.publicationDate,
      fileSize: row.fileSize,
      originalPdfKey: row.originalPdfKey && originalPdfKey(storageId),
      previewKey: row.previewKey && previewKey(storageId),
      pageCount: row.pageCount,
      isPublished: copy.isPublished,
      createdBy: copy.createdBy,
      createdAt: copy.uploadedAt,
    };
    return { edition, pages };
  });

  const limit = pLimit(COPIES_IN_FLIGHT);
  try {
    // Every copy settles before a failure is answered: none is still writing when the prefixes are removed.
    const outcomes = await Promise.allSettled(fileCopies.map(([from, to]) => limit(() => files.copy(from, to))));
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    return await withTransaction(db, async (tx) => {
      const rows = await repo.insertCompletedEpapers(
        tx,
        planned.map((p) => p.edition),
      );
      const idOf = new Map(rows.map((row) => [row.storageId, row.id]));
      const ids = planned.map((p) => idOf.get(p.edition.storageId) as number);
      await repo.insertPages(
        tx,
        planned.flatMap((p, i) => p.pages.map((page) => ({ ...page, epaperId: ids[i] as number }))),
      );
      for (const sourceId of new Set(copies.map((copy) => copy.sourceId))) {
        const copiesOf = ids.filter((_, i) => copies[i]?.sourceId === sourceId);
        await copyReadiness(tx, sourceId, copiesOf);
      }
      return ids;
    });
  } catch (error) {
    for (const { edition } of planned) await files.deletePrefix(epaperFilesPrefix(edition.storageId));
    throw error;
  }
}
