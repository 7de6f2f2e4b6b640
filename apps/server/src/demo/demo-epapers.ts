// The demo's e-paper editions (planned in editions.generator.ts): the last twelve
// days generated as PDFs and processed for real by the same renderer and file store as an
// upload, one of them failing (its file was cut off); then six months of older editions
// and two drafts as copies of those files, each under its own prefix, in a few seconds.
import type { Db } from '../db/client.ts';
import { DEMO_MARKER_PHONE } from './demo-config.ts';
import { NEWSPAPER, type DemoEdition } from './editions.generator.ts';
import type { FileStore } from '../lib/file-store/file-store.ts';
import { createPdfProcessor } from '../lib/pdf/pdf-processor.ts';
import { newspaperPdf } from './sample-newspaper.ts';
import type { Settings } from '../plugins/settings.ts';
import { findAccountByPhone } from '../modules/accounts/accounts.service.ts';
import { processEpaper } from '../modules/epapers/processing/processing.service.ts';
import { publishWithoutAudit } from '../modules/epapers/schedule/schedule.service.ts';
import { copyEditions, deleteEditionsBy, importEdition } from './epaper-import.service.ts';

export type DemoEditionsResult = {
  /** The id of each planned edition, in the plan's order. */
  ids: number[];
  rendered: number;
  copied: number;
  /** Pages rendered (the copies' pages are not counted). */
  pages: number;
  failed: number;
  renderMs: number;
  copyMs: number;
};

/** Removes the editions of an earlier run (before --reset replaces the demo admin who uploaded them). */
export async function removeDemoEditions(db: Db, files: FileStore): Promise<number> {
  const uploader = await findAccountByPhone(db, DEMO_MARKER_PHONE);
  return uploader ? deleteEditionsBy(db, files, uploader.id) : 0;
}

/** Writes the planned editions, rendered ones first (the copies copy them), uploaded by the demo super admin. */
export async function seedDemoEditions(
  db: Db,
  files: FileStore,
  settings: Settings,
  editions: readonly DemoEdition[],
): Promise<DemoEditionsResult> {
  const uploader = await findAccountByPhone(db, DEMO_MARKER_PHONE);
  const createdBy = uploader?.id ?? null;
  const pdf = createPdfProcessor({ threads: settings.pdf.threads });
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const ids: number[] = [];
  const result = { rendered: 0, copied: 0, pages: 0, failed: 0, renderMs: 0, copyMs: 0 };
  try {
    const renderStart = performance.now();
    for (const [index, edition] of editions.entries()) {
      const { source } = edition;
      if (source.kind !== 'render') continue;
      const file = newspaperPdf({
        pages: edition.pageCount,
        masthead: NEWSPAPER,
        dateLine: edition.longDate,
        seed: source.pdfSeed,
        photoPixels: 120_000,
      });
      const id = await importEdition(db, files, {
        title: edition.title,
        description: edition.description,
        publicationDate: edition.publicationDate,
        // Cut off half-way, as an upload over a failing connection might have been stored.
        pdf: source.cutOff ? file.subarray(0, Math.floor(file.length / 2)) : file,
        createdBy,
        uploadedAt: edition.uploadedAt,
      });
      await processEpaper(
        { db, deps: { files, pdf, settings }, log, signal: new AbortController().signal, isLastAttempt: true },
        id,
      );
      if (edition.status === 'published') await publishWithoutAudit(db, id);
      ids[index] = id;
      result.rendered += 1;
      if (edition.status === 'failed') result.failed += 1;
      else result.pages += edition.pageCount;
    }
    result.renderMs = performance.now() - renderStart;
  } finally {
    await pdf.close();
  }

  const copyStart = performance.now();
  const copies = editions.flatMap((edition, index) => {
    const { source } = edition;
    if (source.kind !== 'copy') return [];
    const sourceId = ids[source.of];
    if (sourceId === undefined) throw new Error(`Edition ${source.of} of the plan is not a rendered one`);
    const { title, description, publicationDate, uploadedAt } = edition;
    const isPublished = edition.status === 'published';
    return [{ index, sourceId, title, description, publicationDate, createdBy, uploadedAt, isPublished }];
  });
  const copiedIds = await copyEditions(db, files, copies);
  copies.forEach((copy, i) => (ids[copy.index] = copiedIds[i] as number));
  result.copied = copies.length;
  result.copyMs = performance.now() - copyStart;
  return { ids, ...result };
}
