// The edition's preview (its front page, about 800 px wide, on the list and the view
// page) follows its front page: after a late page changes what page 1 is, it is drawn
// again from the new front page's own PDF. Its key names the page PDF it was drawn from,
// so whether it still follows is a comparison of keys, and a URL a browser cached never
// shows another page.
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { asBuffer } from '../../../lib/as-buffer.ts';
import type { FileStore } from '../../../lib/file-store/file-store.ts';
import type { PdfProcessor } from '../../../lib/pdf/pdf-processor.ts';
import { epaperFilesPrefix, pageKeys, previewKey } from '../epaper-keys.ts';
import { switchPreview } from './epaper-pages.repository.ts';
import * as repo from '../epapers.repository.ts';

type PreviewDeps = { db: Db; files: FileStore; pdf: Pick<PdfProcessor, 'renderPage'> };

/** Where the preview drawn from page PDF `frontPdfKey` lives: processing's own for the page it made. */
function previewKeyFor(storageId: string, frontPdfKey: string): string {
  if (frontPdfKey === pageKeys(storageId, 1).pdfKey) return previewKey(storageId);
  const drawnFrom = createHash('sha256').update(frontPdfKey).digest('hex').slice(0, 16);
  return `${epaperFilesPrefix(storageId)}preview-${drawnFrom}.webp`;
}

/** Draws the preview again when the front page is no longer the one it shows. */
export async function followFrontPage(deps: PreviewDeps, epaperId: number): Promise<void> {
  const row = await repo.findEpaper(deps.db, epaperId);
  if (!row || row.processingStatus !== 'completed') return;
  const front = await repo.findPageByNumber(deps.db, epaperId, 1);
  if (!front) return;
  const key = previewKeyFor(row.storageId, front.pdfKey);
  if (row.previewKey === key) return;
  const local = await deps.files.localCopy(front.pdfKey);
  try {
    const drawn = await deps.pdf.renderPage(local.path, 1, { preview: true });
    if (!drawn.preview) throw new Error('The renderer left out the preview it was asked for');
    await deps.files.put(key, asBuffer(drawn.preview), { contentType: 'image/webp' });
  } finally {
    await local.release();
  }
  const switched = await switchPreview(deps.db, epaperId, { key, frontPdfKey: front.pdfKey });
  // Not switched: the front page changed again meanwhile, and its own refresh follows.
  if (!switched) return;
  if (switched.replaced && switched.replaced !== key) await deps.files.delete(switched.replaced);
}
