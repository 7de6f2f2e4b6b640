// Editions made without an HTTP upload: the demo's. The same rows, keys and processing as
// an upload, so a demo edition is indistinguishable from one an editor sent.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { epaperFilesPrefix, originalPdfKey } from './epaper-keys.ts';
import * as repo from './epapers.repository.ts';

export type EditionImport = {
  title: string;
  description: string;
  /** yyyy-mm-dd */
  publicationDate: string;
  pdf: Uint8Array;
  createdBy: number | null;
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
    });
    return row.id;
  } catch (error) {
    await files.delete(key);
    throw error;
  }
}

/** Publishes a completed edition (the demo's published ones). */
export async function publishEdition(db: Db, id: number): Promise<void> {
  const row = await repo.findEpaper(db, id);
  if (row?.processingStatus === 'completed') await repo.updateEpaper(db, id, { isPublished: true });
}

/** Removes the editions an account uploaded, with their files (the demo's, before --reset). */
export async function deleteEditionsBy(db: Db, files: FileStore, createdBy: number): Promise<number> {
  const removed = await repo.deleteEpapersBy(db, createdBy);
  for (const row of removed) await files.deletePrefix(epaperFilesPrefix(row.storageId));
  return removed.length;
}
