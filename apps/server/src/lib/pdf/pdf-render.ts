import * as mupdf from 'mupdf';
import { PdfRejectedError, reasons } from './pdf-errors.ts';
import { findOversizedImage } from './pdf-images.ts';
import { IMAGE_WIDTH } from './pdf-messages.ts';
import type { PdfLimits, RawPage } from './pdf-messages.ts';

/**
 * Renders one page (1-based) to raw RGB pixels about IMAGE_WIDTH wide and copies it,
 * alone, into a PDF of its own. The size checks run before anything is drawn or
 * decoded, so an absurd page or image is refused at once instead of by a timeout.
 */
export function renderPage(doc: mupdf.PDFDocument, pageNumber: number, limits: PdfLimits): RawPage {
  const page = loadPage(doc, pageNumber);
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const width = x1 - x0;
    const height = y1 - y0;
    if (!(width > 0 && height > 0)) throw new PdfRejectedError(reasons.damagedPage(pageNumber));
    const scale = IMAGE_WIDTH / width;
    if (IMAGE_WIDTH * Math.ceil(height * scale) > limits.maxPixels) {
      throw new PdfRejectedError(reasons.pageTooLarge(pageNumber, width, height));
    }
    const image = findOversizedImage(page, limits.maxImagePixels);
    if (image) throw new PdfRejectedError(reasons.imageTooLarge(pageNumber, image.width, image.height));

    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
    try {
      const pdf = extractPage(doc, pageNumber);
      return { pdf, pixels: copyPixels(pixmap), width: pixmap.getWidth(), height: pixmap.getHeight() };
    } finally {
      pixmap.destroy();
    }
  } finally {
    page.destroy();
  }
}

function loadPage(doc: mupdf.PDFDocument, pageNumber: number): mupdf.PDFPage {
  const pageCount = doc.countPages();
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pageCount) {
    throw new RangeError(`Page ${pageNumber} does not exist: the PDF has ${pageCount} pages.`);
  }
  try {
    return doc.loadPage(pageNumber - 1);
  } catch {
    throw new PdfRejectedError(reasons.damagedPage(pageNumber));
  }
}

/**
 * Grafting copies the page with only the objects it reaches (MuPDF leaves out links
 * and annotations, which could drag other pages along); garbage collection drops the rest.
 */
function extractPage(doc: mupdf.PDFDocument, pageNumber: number): Uint8Array {
  const single = new mupdf.PDFDocument();
  try {
    single.graftPage(-1, doc, pageNumber - 1);
    const saved = single.saveToBuffer('garbage=compact,compress');
    try {
      // A view into MuPDF's memory, which the next allocation may move: copy it out.
      return saved.asUint8Array().slice();
    } finally {
      saved.destroy();
    }
  } finally {
    single.destroy();
  }
}

function copyPixels(pixmap: mupdf.Pixmap): Uint8Array {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const stride = pixmap.getStride();
  const rowBytes = width * 3;
  const samples = pixmap.getPixels();
  if (stride === rowBytes) return new Uint8Array(samples);
  const pixels = new Uint8Array(rowBytes * height);
  for (let row = 0; row < height; row++) {
    pixels.set(samples.subarray(row * stride, row * stride + rowBytes), row * rowBytes);
  }
  return pixels;
}
