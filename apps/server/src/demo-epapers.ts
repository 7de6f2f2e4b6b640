// The demo's e-paper editions: a dozen days of one newspaper, generated as PDFs and
// processed for real by the same renderer and file store as an upload. Most are published,
// a few are drafts, and one fails (its file was cut off), so every state shows.
import type { Db } from './db/client.ts';
import { DEMO_MARKER_PHONE } from './db/demo/demo-config.ts';
import type { FileStore } from './lib/file-store/file-store.ts';
import { createPdfProcessor } from './lib/pdf/pdf-processor.ts';
import { newspaperPdf } from './lib/pdf/sample-newspaper.ts';
import type { Settings } from './plugins/settings.ts';
import { findAccountByPhone } from './modules/accounts/accounts.service.ts';
import { processEpaper } from './modules/epapers/epaper-processing.service.ts';
import { deleteEditionsBy, importEdition, publishEdition } from './modules/epapers/epaper-import.service.ts';

const EDITIONS = 12;
/** Days back from today that stay drafts, and the one whose upload was cut off. */
const DRAFT_DAYS = new Set([0, 1, 6]);
const FAILED_DAY = 3;

const NEWSPAPER = 'The Morning Chronicle';
/** Each day's lead story: the edition's title (the list shows the date in its own column). */
const HEADLINES = [
  'Metro Line 3 opens to commuters',
  'Monsoon session of Parliament begins',
  'Markets close at a record high',
  'City marathon draws 40,000 runners',
  'New water supply plan for the suburbs',
  'Cricket: India clinch the series',
  'Budget for schools raised by a fifth',
  'Harbour expansion gets the green light',
  'Festival season lifts local traders',
  'Heatwave warning for the weekend',
  'Railway station redevelopment unveiled',
  'Farmers welcome an early harvest',
];
const SECTIONS = ['City', 'Nation', 'Business', 'Sport', 'Culture', 'World'];

function dayBefore(now: Date, days: number, timeZone: string): { iso: string; long: string } {
  const day = new Date(now.getTime() - days * 86_400_000);
  return {
    iso: new Intl.DateTimeFormat('en-CA', { timeZone }).format(day),
    long: new Intl.DateTimeFormat('en-IN', { timeZone, dateStyle: 'full' }).format(day),
  };
}

export type DemoEditionsResult = { editions: number; pages: number; failed: number };

/** Removes the editions of an earlier run (before --reset replaces the demo admin who uploaded them). */
export async function removeDemoEditions(db: Db, files: FileStore): Promise<number> {
  const uploader = await findAccountByPhone(db, DEMO_MARKER_PHONE);
  return uploader ? deleteEditionsBy(db, files, uploader.id) : 0;
}

/** Writes the demo editions, uploaded by the demo super admin. */
export async function seedDemoEditions(
  db: Db,
  files: FileStore,
  settings: Settings,
  now: Date,
): Promise<DemoEditionsResult> {
  const uploader = await findAccountByPhone(db, DEMO_MARKER_PHONE);
  const pdf = createPdfProcessor({ threads: settings.pdf.threads });
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  let pages = 0;
  let failed = 0;
  try {
    for (let back = EDITIONS - 1; back >= 0; back -= 1) {
      const day = dayBefore(now, back, settings.timeZone);
      const pageCount = 3 + (back % 3);
      let file = newspaperPdf({
        pages: pageCount,
        masthead: NEWSPAPER,
        dateLine: day.long,
        seed: 1000 + back,
        photoPixels: 120_000,
      });
      // Cut off half-way, as an upload over a failing connection might have been stored.
      if (back === FAILED_DAY) file = file.subarray(0, Math.floor(file.length / 2));
      const id = await importEdition(db, files, {
        title: HEADLINES[back % HEADLINES.length] ?? NEWSPAPER,
        description: `${NEWSPAPER}, ${day.long}: ${SECTIONS.slice(0, 2 + (back % 4)).join(', ')} and more.`,
        publicationDate: day.iso,
        pdf: file,
        createdBy: uploader?.id ?? null,
      });
      await processEpaper(
        { db, deps: { files, pdf, settings }, log, signal: new AbortController().signal, isLastAttempt: true },
        id,
      );
      if (back === FAILED_DAY) failed += 1;
      else pages += pageCount;
      if (!DRAFT_DAYS.has(back)) await publishEdition(db, id);
    }
  } finally {
    await pdf.close();
  }
  return { editions: EDITIONS, pages, failed };
}
