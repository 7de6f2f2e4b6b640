// Hostile and broken PDFs for the tests, generated rather than committed (good ones come
// from demo/sample-newspaper.ts).
import zlib from 'node:zlib';
import * as mupdf from 'mupdf';
import { NEWSPAPER_PAGE, newspaperPdf, type NewspaperOptions } from '../demo/sample-newspaper.ts';

// The good files too, so a test imports every PDF it needs from one place.
export { newspaperPdf, writeNewspaperPdf, NEWSPAPER_PAGE, type NewspaperOptions } from '../demo/sample-newspaper.ts';

/** A small one-page PDF made by MuPDF, with `pageBox` as its media box. */
function onePagePdf(pageBox: mupdf.Rect = [0, 0, 595, 842], content = 'BT /F1 24 Tf 50 50 Td (Hello) Tj ET') {
  const doc = new mupdf.PDFDocument();
  const font = doc.addObject({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica' });
  doc.insertPage(-1, doc.addPage(pageBox, 0, { Font: { F1: font } }, content));
  return doc;
}

const save = (doc: mupdf.PDFDocument, options = 'garbage,compress') => {
  try {
    return doc.saveToBuffer(options).asUint8Array().slice();
  } finally {
    doc.destroy();
  }
};

/** Opens only with the user password. */
export const encryptedPdf = () =>
  save(onePagePdf(), 'encrypt=aes-256,user-password=letmein,owner-password=editor-only');

/** A valid newspaper cut in half, as an interrupted upload leaves it. */
export function truncatedPdf(): Uint8Array {
  const whole = newspaperPdf({ pages: 2 });
  return whole.slice(0, Math.floor(whole.length / 2));
}

/** A real PNG, as if renamed to .pdf. */
export function pngNamedPdf(): Uint8Array {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 64, 64], false);
  pixmap.clear(200);
  try {
    return pixmap.asPNG();
  } finally {
    pixmap.destroy();
  }
}

export const emptyFile = () => new Uint8Array(0);

export const noPagesPdf = () => save(new mupdf.PDFDocument());

/** One page 200 × 14,400 points: 1600 × 115,200 pixels at the image width. */
export const absurdPagePdf = () => save(onePagePdf([0, 0, 200, 14_400]));

/**
 * One page drawing a 60,000 × 60,000 grey image: 3.6 GB once inflated, 3.5 MB stored.
 * Deflating 3.6 GB would take seconds, so one flushed block of zeros, which stands on
 * its own, is repeated; the zlib trailer's Adler-32 of n zeros is (n mod 65521) << 16 | 1.
 */
export function decompressionBombPdf(side = 60_000): Uint8Array {
  const total = side * side;
  const chunkLength = 1 << 20;
  const flushed = (length: number) =>
    zlib.deflateRawSync(Buffer.alloc(length), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const chunk = flushed(chunkLength);
  const parts: Uint8Array[] = [Buffer.from([0x78, 0xda])];
  for (let i = 0; i < Math.floor(total / chunkLength); i++) parts.push(chunk);
  if (total % chunkLength) parts.push(flushed(total % chunkLength));
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE((((total % 65_521) << 16) | 1) >>> 0);
  // An empty final block (fixed Huffman, end of block), then the checksum.
  parts.push(Buffer.from([0x03, 0x00]), trailer);
  const doc = new mupdf.PDFDocument();
  const image = doc.addRawStream(Buffer.concat(parts), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
  doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, { XObject: { Im0: image } }, 'q 500 0 0 700 50 50 cm /Im0 Do Q'));
  return save(doc, '');
}

/** Forms nested 30 deep, each drawing the next four times: 4^30 rectangles, a drawing that never ends. */
export function endlessDrawingPdf(depth = 30): Uint8Array {
  const doc = new mupdf.PDFDocument();
  let form = doc.addStream('0 0 1 1 re f', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 595, 842] });
  for (let level = 1; level < depth; level++) {
    const resources = { XObject: { X: form } };
    form = doc.addStream('/X Do /X Do /X Do /X Do', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 595, 842],
      Resources: resources,
    });
  }
  doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, { XObject: { X: form } }, '/X Do'));
  return save(doc);
}

/** How photoPdf's page holds its photograph. */
export type PhotoPlacement = {
  /** Widths in points it is drawn at (the page is 600 pt wide), once each; default across the page. */
  drawnWidthsPt?: number[];
  /** The JPEG itself, instead of MuPDF's (a progressive 4:4:4 one) of the size given. */
  jpegBytes?: Uint8Array;
  /** An image DecodeParms dictionary, e.g. { ColorTransform: 0 }. */
  decodeParms?: Record<string, number>;
};

/**
 * One page (600 × 800 pt) drawing a JPEG photograph across its width (see PhotoPlacement
 * for others). The image dictionary declares `declared` as its size, which may differ
 * from the JPEG's own (a lying file).
 */
export function photoPdf(
  jpeg: { width: number; height: number },
  declared = jpeg,
  { drawnWidthsPt = [600], jpegBytes, decodeParms }: PhotoPlacement = {},
): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const image = doc.addRawStream(jpegBytes ?? testCardJpeg(jpeg), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: declared.width,
    Height: declared.height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'DCTDecode',
    ...(decodeParms && { DecodeParms: decodeParms }),
  });
  const draws = drawnWidthsPt.map((width) => `q ${width} 0 0 ${(width * 2) / 3} 0 400 cm /Im0 Do Q`);
  doc.insertPage(-1, doc.addPage([0, 0, 600, 800], 0, { XObject: { Im0: image } }, draws.join('\n')));
  return save(doc, '');
}

/** A photograph-like picture, raw RGB: gradients and stripes. */
export function testCardPixels({ width, height }: { width: number; height: number }): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0, at = 0; y < height; y++) {
    for (let x = 0; x < width; x++, at += 3) {
      pixels[at] = (255 * x) / width;
      pixels[at + 1] = (255 * y) / height;
      pixels[at + 2] = x % 64 < 32 ? 40 : 200;
    }
  }
  return pixels;
}

/** The test card as a progressive JPEG (MuPDF's encoder writes them so, 4:4:4). */
function testCardJpeg(size: { width: number; height: number }): Uint8Array {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, size.width, size.height], false);
  try {
    pixmap.getPixels().set(testCardPixels(size));
    return pixmap.asJPEG(90);
  } finally {
    pixmap.destroy();
  }
}

/**
 * An edition whose pages are chosen from a newspaper (`newspaperPdf(options)`): each entry
 * is a page index of it (0-based, so one page may come twice), or 'blank' for an empty
 * page of the same size.
 */
export function editionOf(order: (number | 'blank')[], options: NewspaperOptions = {}): Uint8Array {
  const pages = Math.max(1, ...order.map((entry) => (entry === 'blank' ? 0 : entry + 1)));
  const source = mupdf.Document.openDocument(
    newspaperPdf({ ...options, pages }),
    'application/pdf',
  ) as mupdf.PDFDocument;
  const doc = new mupdf.PDFDocument();
  try {
    const graft = doc.newGraftMap();
    for (const entry of order) {
      if (entry === 'blank')
        doc.insertPage(-1, doc.addPage([0, 0, NEWSPAPER_PAGE.width, NEWSPAPER_PAGE.height], 0, {}, ''));
      else graft.graftPage(-1, source, entry);
    }
    graft.destroy();
    return save(doc);
  } finally {
    source.destroy();
  }
}

/** The text of each page of a PDF, as MuPDF reads it (to tell which page a rebuilt PDF holds where). */
export function pdfPageTexts(bytes: Uint8Array): string[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return Array.from({ length: doc.countPages() }, (_, index) => {
      const page = doc.loadPage(index);
      try {
        return page.toStructuredText('preserve-whitespace').asText();
      } finally {
        page.destroy();
      }
    });
  } finally {
    doc.destroy();
  }
}
