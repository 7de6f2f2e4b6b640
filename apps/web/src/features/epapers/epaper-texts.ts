import { formatDay } from '../../lib/format/date-format.ts';

/** The texts of the e-paper list and upload screens, word for word as the tests and the browser suite assert them. Local so the screens load no zod. */
export const EPAPER_SCREEN_TEXTS = {
  listTitle: 'All E-Papers',
  addNew: 'Add New E-Paper',
  empty: 'No e-papers found',
  /** The list's load failure reads "Failed to load e-paper list", with the server's reason when it gave one. */
  loadListAction: 'load e-paper list',
  processing: 'Processing…',
  upload: 'Upload E-Paper',
  uploading: 'Uploading...',
  uploadFailed: 'Failed to upload e-paper. Please try again.',
  uploaded: 'E-paper uploaded. Its pages are being processed.',
  dropHere: 'Drag and drop a PDF here, or click to choose',
  /** A file named .pdf whose content does not start as a PDF does (the server would say only onlyPdf). */
  notPdfContent: 'This file is not a PDF, although its name ends in .pdf',
} as const;

/** "Processing… 3 of 12 pages", or "Processing…" before the page count is known. */
export function processingText(pagesDone: number, pageCount: number): string {
  return pageCount > 0
    ? `${EPAPER_SCREEN_TEXTS.processing} ${pagesDone} of ${pageCount} pages`
    : EPAPER_SCREEN_TEXTS.processing;
}

/** "5 Mar 2025" for a yyyy-mm-dd publication day (a calendar day, no zone); anything else as it came. */
export function formatPublicationDate(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDay(day) : day;
}
