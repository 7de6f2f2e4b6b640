// Reading images: each page about 1600 px wide, the image people read on screen. An
// edition is completed with its page PDFs and thumbnails; its processing job then makes
// these (epaper-processing.ts). A page opened before its turn comes gets its
// image made there and then, from the page's own PDF, so an image URL always works.
import type { Db } from '../../../db/client.ts';
import { asBuffer } from '../../../lib/as-buffer.ts';
import type { FileStore } from '../../../lib/file-store/file-store.ts';
import { PdfRejectedError, type PdfProcessor } from '../../../lib/pdf/pdf-processor.ts';
import { readingImageOf } from '../epaper-keys.ts';
import * as repo from './epaper-processing.repository.ts';
import type { EpaperPageRow } from '../epapers.repository.ts';

export type ReadingImageDeps = { db: Db; files: FileStore; pdf: PdfProcessor };

/**
 * Draws page `pageNumberInFile` of `pdfPath` (the edition, or the page's own PDF), stores
 * it under the page's image key and records it. False when the page is gone meanwhile.
 */
export async function makeReadingImage(
  deps: ReadingImageDeps,
  page: Pick<EpaperPageRow, 'imageKey'>,
  pdfPath: string,
  pageNumberInFile: number,
): Promise<boolean> {
  const rendered = await deps.pdf.renderReadingImage(pdfPath, pageNumberInFile);
  await deps.files.put(page.imageKey, asBuffer(rendered.image), { contentType: 'image/webp' });
  if (await repo.markImageReady(deps.db, page.imageKey, rendered)) return true;
  await deps.files.delete(page.imageKey);
  return false;
}

// Two viewers opening the same new page at once make its image once.
const inFlight = new Map<string, Promise<boolean>>();
// A page the renderer refused to draw this large is not tried again on every request
// (its thumbnail is what there is); forgotten when the process restarts.
const refused = new Set<string>();
const MAX_REFUSED = 10_000;

/**
 * Makes a missing stored file when it is a reading image not made yet. True when the file
 * now exists; false when `key` is nothing this can make (the caller answers 404).
 */
export function makeMissingReadingImage(deps: ReadingImageDeps, key: string): Promise<boolean> {
  const page = readingImageOf(key);
  if (!page || refused.has(key)) return Promise.resolve(false);
  let making = inFlight.get(key);
  if (!making) {
    making = makeNow(deps, page.storageId, key)
      .catch((error: unknown) => {
        if (!(error instanceof PdfRejectedError)) throw error;
        if (refused.size < MAX_REFUSED) refused.add(key);
        return false;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, making);
  }
  return making;
}

async function makeNow(deps: ReadingImageDeps, storageId: string, imageKey: string): Promise<boolean> {
  const found = await repo.findImageOwner(deps.db, storageId, imageKey);
  if (!found || found.processingStatus !== 'completed') return false;
  if (found.imageReady) return true;
  const local = await deps.files.localCopy(found.pdfKey);
  try {
    return await makeReadingImage(deps, { imageKey }, local.path, 1);
  } finally {
    await local.release();
  }
}
