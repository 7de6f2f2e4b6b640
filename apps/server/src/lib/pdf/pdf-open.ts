import fs from 'node:fs';
import * as mupdf from 'mupdf';
import { PdfRejectedError, reasons } from './pdf-errors.ts';

/** An open, checked PDF. `close()` releases MuPDF's memory and the file descriptor. */
export type OpenPdf = {
  path: string;
  /** Size and modification time: a file replaced under the same path is opened afresh. */
  identity: string;
  doc: mupdf.PDFDocument;
  pageCount: number;
  /** Throws the error of a failed read, if one happened since the last call. */
  takeReadError: () => void;
  close: () => void;
};

const HEADER_WINDOW = 1024;
// Writers may append a little junk after the final %%EOF; a cut-off file has none at all.
const TRAILER_WINDOW = 2048;

export const fileIdentity = (path: string) => identityOf(fs.statSync(path));
const identityOf = (stat: fs.Stats) => `${stat.size}:${stat.mtimeMs}`;

/**
 * Opens a PDF from disk in pieces, through a MuPDF stream over the file descriptor,
 * so a 250 MB file never sits in memory whole. MuPDF alone is too forgiving for an
 * upload pipeline: it opens images named .pdf, silently repairs truncated files and
 * reports no pages instead of failing, so those are checked here.
 */
export function openPdf(path: string, maxPages: number): OpenPdf {
  // A thread terminated mid-task does not leak this: workers close the descriptors they
  // opened when they exit (trackUnmanagedFds).
  const fd = fs.openSync(path, 'r');
  let fdOpen = true;
  const closeFd = () => {
    if (fdOpen) fs.closeSync(fd);
    fdOpen = false;
  };
  let doc: mupdf.PDFDocument | undefined;
  try {
    const stat = fs.fstatSync(fd);
    checkBytes(fd, stat.size);
    let readError: unknown;
    const stream = new mupdf.Stream({
      fileSize: () => stat.size,
      // An exception must not unwind through MuPDF's frames: remember it and report end of file.
      read: (memory, offset, length, position) => {
        try {
          return fs.readSync(fd, memory, offset, length, position);
        } catch (error) {
          readError ??= error;
          return 0;
        }
      },
      close: closeFd,
    });
    const takeReadError = () => {
      const error = readError;
      readError = undefined;
      if (error !== undefined) throw error;
    };
    let opened: mupdf.Document;
    try {
      opened = mupdf.Document.openDocument(stream, 'application/pdf');
    } catch {
      takeReadError();
      throw new PdfRejectedError(reasons.damaged);
    } finally {
      // The document holds its own reference to the stream.
      stream.destroy();
    }
    if (!(opened instanceof mupdf.PDFDocument) || !opened.isPDF()) {
      opened.destroy();
      throw new PdfRejectedError(reasons.notPdf);
    }
    doc = opened;
    const pageCount = checkDocument(doc, maxPages, takeReadError);
    const pdf = doc;
    return { path, identity: identityOf(stat), doc: pdf, pageCount, takeReadError, close: () => pdf.destroy() };
  } catch (error) {
    doc?.destroy();
    closeFd();
    throw error;
  }
}

function checkBytes(fd: number, size: number): void {
  if (size === 0) throw new PdfRejectedError(reasons.empty);
  const head = readAt(fd, 0, Math.min(size, HEADER_WINDOW));
  if (!head.includes('%PDF-')) throw new PdfRejectedError(reasons.notPdf);
  const tailLength = Math.min(size, TRAILER_WINDOW);
  if (!readAt(fd, size - tailLength, tailLength).includes('%%EOF')) throw new PdfRejectedError(reasons.damaged);
}

function readAt(fd: number, position: number, length: number): string {
  const bytes = Buffer.alloc(length);
  const read = fs.readSync(fd, bytes, 0, length, position);
  return bytes.toString('latin1', 0, read);
}

function checkDocument(doc: mupdf.PDFDocument, maxPages: number, takeReadError: () => void): number {
  if (doc.needsPassword()) throw new PdfRejectedError(reasons.password);
  let pageCount: number;
  try {
    pageCount = doc.countPages();
  } catch {
    takeReadError();
    throw new PdfRejectedError(reasons.damaged);
  }
  takeReadError();
  // A truncated file comes back repaired with no pages rather than as an error.
  if (pageCount === 0) throw new PdfRejectedError(doc.wasRepaired() ? reasons.damaged : reasons.noPages);
  if (pageCount > maxPages) throw new PdfRejectedError(reasons.tooManyPages(pageCount, maxPages));
  return pageCount;
}
