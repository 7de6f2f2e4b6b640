import * as mupdf from 'mupdf';
import { PdfRejectedError, reasons } from './pdf-errors.ts';
import { anyProgressive, drawnImageSizes, findLargePhotos, findOversizedImage, photoAverages } from './pdf-images.ts';
import { IMAGE_WIDTH } from './pdf-messages.ts';
import { pageFactsObserver } from './pdf-facts.ts';
import type { DrawnPage, ExtractedPage, PdfLimits, ScaledPhoto } from './pdf-messages.ts';

/**
 * Checks page `pageNumber` (1-based), copies it alone into a PDF of its own when asked,
 * and hands over its JPEG photographs wider than `width`: already decoded when the page
 * draws them small enough for their block averages to do, otherwise as stored, for the
 * main thread to decode at the size the page will be drawn. The size checks run before anything is decoded, so an
 * absurd page or image is refused at once instead of by a timeout.
 */
export function extractPage(
  doc: mupdf.PDFDocument,
  pageNumber: number,
  options: { withPdf: boolean; width: number; facts?: boolean | undefined },
  limits: PdfLimits,
): ExtractedPage {
  return withCheckedPage(doc, pageNumber, limits, (page, [widthPt, heightPt]) => {
    const photos = findLargePhotos(page, options.width);
    const decoded: ScaledPhoto[] = [];
    const scale = options.width / widthPt;
    const observer = options.facts ? pageFactsObserver({ widthPt, heightPt, scale }) : undefined;
    // Only a progressive JPEG's averages can be read apart, and the facts need the drawing
    // too: otherwise no need to run it.
    if (anyProgressive(photos) || observer) {
      const drawn = drawnImageSizes(page, scale, observer);
      for (const photo of photos) {
        const averages = photoAverages(photo, drawn);
        if (averages) decoded.push(averages);
      }
    }
    return {
      ...(options.withPdf && { pdf: pageAlone(doc, pageNumber) }),
      photos: photos.filter((photo) => !decoded.some((done) => done.ref === photo.ref)),
      decoded,
      widthPt,
      heightPt,
      ...(observer && { facts: observer.facts() }),
    };
  });
}

/**
 * Draws page `pageNumber` `width` pixels wide as raw RGB, each photograph in `photos`
 * drawn from its scaled-down samples instead of its JPEG. The substitution happens in a
 * throwaway copy of the page, so the document (and every page PDF split from it) keeps
 * its full-resolution photographs.
 */
export function drawPage(
  doc: mupdf.PDFDocument,
  pageNumber: number,
  width: number,
  photos: ScaledPhoto[],
  limits: PdfLimits,
): DrawnPage {
  return withCheckedPage(doc, pageNumber, limits, (_page, [widthPt]) => {
    const copy = new mupdf.PDFDocument();
    try {
      // One graft map: grafting a photograph after its page returns the copy the page uses.
      // The map holds both documents until it is destroyed.
      const graft = copy.newGraftMap();
      try {
        graft.graftPage(-1, doc, pageNumber - 1);
        for (const photo of photos) substitute(graft, doc, photo);
      } finally {
        graft.destroy();
      }
      const page = copy.loadPage(0);
      try {
        const scale = width / widthPt;
        const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
        try {
          return { pixels: copyPixels(pixmap), width: pixmap.getWidth(), height: pixmap.getHeight() };
        } finally {
          pixmap.destroy();
        }
      } finally {
        page.destroy();
      }
    } finally {
      copy.destroy();
    }
  });
}

/** Puts a photograph's decoded samples in place of its JPEG, in the copy the graft map made. */
function substitute(graft: mupdf.PDFGraftMap, doc: mupdf.PDFDocument, photo: ScaledPhoto): void {
  const original = doc.newIndirect(photo.ref);
  const image = graft.graftObject(original);
  // Passed as a Uint8Array, the samples would be copied into a MuPDF buffer that only the
  // JavaScript garbage collector frees: megabytes of MuPDF's memory (which never shrinks)
  // per photograph until it runs. The stream keeps its own reference to this one.
  const samples = new mupdf.Buffer(photo.pixels);
  try {
    image.writeStream(samples);
    image.delete('Filter');
    image.delete('DecodeParms');
    image.put('Width', photo.width);
    image.put('Height', photo.height);
    image.put('BitsPerComponent', 8);
  } finally {
    samples.destroy();
    image.destroy();
    original.destroy();
  }
}

/** Loads and checks a page (its size at the reading width, its images' declared sizes), then runs `use`. */
function withCheckedPage<Result>(
  doc: mupdf.PDFDocument,
  pageNumber: number,
  limits: PdfLimits,
  use: (page: mupdf.PDFPage, size: [number, number]) => Result,
): Result {
  const page = loadPage(doc, pageNumber);
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const width = x1 - x0;
    const height = y1 - y0;
    if (!(width > 0 && height > 0)) throw new PdfRejectedError(reasons.damagedPage(pageNumber));
    if (IMAGE_WIDTH * Math.ceil(height * (IMAGE_WIDTH / width)) > limits.maxPixels) {
      throw new PdfRejectedError(reasons.pageTooLarge(pageNumber, width, height));
    }
    const image = findOversizedImage(page, limits.maxImagePixels);
    if (image) throw new PdfRejectedError(reasons.imageTooLarge(pageNumber, image.width, image.height));
    return use(page, [width, height]);
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
function pageAlone(doc: mupdf.PDFDocument, pageNumber: number): Uint8Array {
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
