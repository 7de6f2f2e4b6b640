// The complete PDF of an edition whose pages changed after processing: rebuilt from its
// pages' own PDFs, in their current order, so the download is what readers page through.
// Several changes in a row each start a rebuild; only the one built from the pages as
// they still are is kept (pages_revision), and a rebuild cut short by a kill is made by
// the rebuild-complete-pdf job, sent before every attempt.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../../db/client.ts';
import type { FileStore } from '../../../lib/file-store/file-store.ts';
import type { PdfProcessor } from '../../../lib/pdf/pdf-processor.ts';
import { completePdfKey } from '../epaper-keys.ts';
import { followFrontPage } from './front-preview.ts';
import * as repo from '../epapers.repository.ts';
import { switchCompletePdf } from './epaper-pages.repository.ts';

export type CompletePdfDeps = { db: Db; files: FileStore; pdf: Pick<PdfProcessor, 'merge'> };

/** What follows the pages after a change: the complete PDF, and the preview of the front page. */
export async function followPages(
  deps: CompletePdfDeps & { pdf: Pick<PdfProcessor, 'merge' | 'renderPage'> },
  epaperId: number,
): Promise<void> {
  await rebuildCompletePdf(deps, epaperId);
  await followFrontPage(deps, epaperId);
}

/** True when the complete PDF now follows the pages (or there was nothing to do). */
export async function rebuildCompletePdf(deps: CompletePdfDeps, epaperId: number): Promise<boolean> {
  const row = await repo.findEpaper(deps.db, epaperId);
  if (!row || row.processingStatus !== 'completed') return true;
  if (row.completePdfRevision === row.pagesRevision) return true;
  const revision = row.pagesRevision;
  const pages = await repo.listPages(deps.db, epaperId);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'epaper-complete-'));
  const copies: { path: string; release: () => Promise<void> }[] = [];
  const key = completePdfKey(row.storageId, revision);
  let stored = false;
  try {
    for (const page of pages) copies.push(await deps.files.localCopy(page.pdfKey));
    const output = path.join(folder, 'complete.pdf');
    const { bytes } = await deps.pdf.merge(
      copies.map((copy) => copy.path),
      output,
    );
    await deps.files.put(key, createReadStream(output), { contentType: 'application/pdf' });
    stored = true;
    // Kept only if no change came meanwhile and no other rebuild got there first.
    const switched = await switchCompletePdf(deps.db, epaperId, { key, bytes, revision });
    if (!switched) {
      await deps.files.delete(key);
      return false;
    }
    if (switched.replaced && switched.replaced !== key) await deps.files.delete(switched.replaced);
    return true;
  } catch (error) {
    if (stored) await deps.files.delete(key).catch(() => undefined);
    throw error;
  } finally {
    await Promise.all(copies.map((copy) => copy.release()));
    await rm(folder, { recursive: true, force: true });
  }
}
