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

// pageKeys' imageKey, read back: epapers/{storage id}/pages/{n}.webp
const READING_IMAGE_KEY = /^epapers\/([0-9a-f-]{36})\/pages\/([1-9]\d{0,5})\.webp$/;

/** Which page a key is the reading image of, or undefined for any other key. */
export function readingImageOf(key: string): { storageId: string; pageNumber: number } | undefined {
  const match = READING_IMAGE_KEY.exec(key);
  return match ? { storageId: match[1] as string, pageNumber: Number(match[2]) } : undefined;
}
