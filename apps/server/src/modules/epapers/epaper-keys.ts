import { randomUUID } from 'node:crypto';

// Where each file of an edition lives in the file store. Everything of one edition is
// under its own prefix, named by a random id (not the row id), so an upload can be
// stored before its row exists, and deleting the edition removes one prefix.

/** Where every edition's files live: the key prefix the epapers module owns in the store. */
export const EPAPERS_ROOT = 'epapers/';
export const epaperFilesPrefix = (storageId: string) => `${EPAPERS_ROOT}${storageId}/`;
export const originalPdfKey = (storageId: string) => `${epaperFilesPrefix(storageId)}original.pdf`;
export const previewKey = (storageId: string) => `${epaperFilesPrefix(storageId)}preview.webp`;
/** The rendered pages: removed whole when a run fails, so a failed run leaves no page behind. */
export const pagesPrefix = (storageId: string) => `${epaperFilesPrefix(storageId)}pages/`;

export function pageKeys(storageId: string, pageNumber: number) {
  const base = `${pagesPrefix(storageId)}${pageNumber}`;
  return { pdfKey: `${base}.pdf`, imageKey: `${base}.webp`, thumbnailKey: `${base}-thumb.webp` };
}

/**
 * A new version of a page (a replacement, or an inserted page) under names of its own:
 * the files of its earlier versions stay where they are, for its history and a rollback.
 */
export function versionKeys(storageId: string) {
  const base = `${pagesPrefix(storageId)}v/${randomUUID()}`;
  return { pdfKey: `${base}.pdf`, imageKey: `${base}.webp`, thumbnailKey: `${base}-thumb.webp` };
}

/** Where the PDF of a page change waits while its pages are rendered; removed once they are. */
export const pageChangeUploadKey = (storageId: string) => `${epaperFilesPrefix(storageId)}changes/${randomUUID()}.pdf`;

/** The complete PDF rebuilt from the pages as they were at `revision`. */
export const completePdfKey = (storageId: string, revision: number) =>
  `${epaperFilesPrefix(storageId)}complete-${revision}-${randomUUID().slice(0, 8)}.pdf`;

// The reading image of pageKeys or versionKeys, read back:
// epapers/{storage id}/pages/{n}.webp or epapers/{storage id}/pages/v/{uuid}.webp
const READING_IMAGE_KEY = /^epapers\/([0-9a-f-]{36})\/pages\/(?:[1-9]\d{0,5}|v\/[0-9a-f-]{36})\.webp$/;

/** The edition whose page's reading image `key` is, or undefined for any other key. */
export function readingImageOf(key: string): { storageId: string } | undefined {
  const match = READING_IMAGE_KEY.exec(key);
  return match ? { storageId: match[1] as string } : undefined;
}
