// New pages for an edition that is already processed (a replacement or an insertion):
// every page of the sent PDF rendered as processing renders one (its own PDF, thumbnail
// and facts) and its reading image made at once, stored under names of their own.
import pLimit from 'p-limit';
import type { AppContext } from '../../../context.ts';
import { asBuffer } from '../../../lib/as-buffer.ts';
import { fieldError } from '../../../lib/http-error.ts';
import { PdfRejectedError } from '../../../lib/pdf/pdf-errors.ts';
import { versionKeys } from '../epaper-keys.ts';
import type { PageContent } from './epaper-pages.repository.ts';

/**
 * Renders pages 1…`pageCount` of `path`, in order. A page the renderer refuses refuses
 * the change (400, naming the page); on any failure the files already stored are removed.
 */
export async function renderNewPages(
  ctx: AppContext,
  storageId: string,
  path: string,
  pageCount: number,
): Promise<PageContent[]> {
  const stored: string[] = [];
  const renderOne = async (pageNumber: number): Promise<PageContent> => {
    const keys = versionKeys(storageId);
    const [page, reading] = await Promise.all([
      ctx.pdf.renderPage(path, pageNumber),
      ctx.pdf.renderReadingImage(path, pageNumber),
    ]);
    stored.push(keys.pdfKey, keys.thumbnailKey, keys.imageKey);
    await Promise.all([
      ctx.files.put(keys.pdfKey, asBuffer(page.pdf), { contentType: 'application/pdf' }),
      ctx.files.put(keys.thumbnailKey, asBuffer(page.thumbnail), { contentType: 'image/webp' }),
      ctx.files.put(keys.imageKey, asBuffer(reading.image), { contentType: 'image/webp' }),
    ]);
    return { ...keys, imageReady: true, width: reading.width, height: reading.height, ...page.facts };
  };
  const limit = pLimit(ctx.settings.pdf.threads);
  // Every page settles before a failure is acted on: nothing is still being stored when the rest is removed.
  const results = await Promise.allSettled(
    Array.from({ length: pageCount }, (_, index) => limit(() => renderOne(index + 1))),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (!failure) return results.map((result) => (result as PromiseFulfilledResult<PageContent>).value);
  await Promise.all(stored.map((key) => ctx.files.delete(key).catch(() => undefined)));
  if (failure.reason instanceof PdfRejectedError) throw fieldError('pdf_file', failure.reason.reason);
  throw failure.reason;
}

/** Removes the files of pages that were rendered but not kept. */
export async function discardPages(ctx: AppContext, pages: PageContent[]): Promise<void> {
  const keys = pages.flatMap((page) => [page.pdfKey, page.thumbnailKey, page.imageKey]);
  await Promise.all(keys.map((key) => ctx.files.delete(key).catch(() => undefined)));
}
