import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../test/pdf-fixtures.ts';
import { meanDifference } from '../../test/pixels.ts';
import { createPdfProcessor, PdfRejectedError } from './pdf-processor.ts';
import type { PdfProcessor } from './pdf-processor.ts';

const SLOW = { timeout: 30_000 };
let dir: string;
let processor: PdfProcessor;
const file = (name: string, bytes: Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a PdfRejectedError'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(PdfRejectedError);
      return (error as PdfRejectedError).reason;
    },
  );
const elapsed = async (task: () => Promise<unknown>) => {
  const start = performance.now();
  await task();
  return performance.now() - start;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pdf-processor-'));
  processor = createPdfProcessor({ threads: 2 });
});
afterAll(async () => {
  await processor.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a newspaper', () => {
  let newspaper: string;
  beforeAll(() => {
    newspaper = file('newspaper.pdf', fixtures.newspaperPdf());
  });

  it('has its pages counted', SLOW, async () => {
    expect(await processor.inspect(newspaper)).toEqual({ pageCount: 3 });
  });

  it('splits every page, concurrently, into its own PDF with its thumbnails', SLOW, async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => processor.renderPage(newspaper, n, { preview: n === 1 })));
    const { width: pageWidth, height: pageHeight } = fixtures.NEWSPAPER_PAGE;
    const photoWidth = largestImageWidth(mupdf.Document.openDocument(readFileSync(newspaper), 'application/pdf'));
    expect(photoWidth).toBeGreaterThan(400);
    for (const [index, page] of pages.entries()) {
      expect(page.pageNumber).toBe(index + 1);
      const single = mupdf.Document.openDocument(page.pdf, 'application/pdf') as mupdf.PDFDocument;
      expect(single.countPages()).toBe(1);
      expect(single.loadPage(0).getBounds()).toEqual([0, 0, pageWidth, pageHeight]);
      // Garbage collection leaves only this page's photographs: one on odd pages, two on even ones,
      // at full size: the thumbnail's scaled-down photographs never reach the page PDF.
      expect(countImages(single)).toBe(index % 2 === 0 ? 1 : 2);
      expect(largestImageWidth(single)).toBe(photoWidth);
      // The size the reading image will have.
      expect(page).toMatchObject({ width: 1600, height: 2400 });
      expect(await sharp(page.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 400, height: 600 });
    }
    expect(await sharp(pages[0]!.preview).metadata()).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(pages[1]!.preview).toBeUndefined();
  });

  it('draws thumbnails as MuPDF draws the page, photographs included', SLOW, async () => {
    // The photographs are decoded by sharp at a reduced size, then drawn by MuPDF: the
    // result must look like MuPDF drawing the page from its full-size JPEGs.
    const doc = mupdf.Document.openDocument(readFileSync(newspaper), 'application/pdf');
    const direct = (n: number) => {
      const page = doc.loadPage(n - 1);
      const scale = 400 / page.getBounds()[2];
      return page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false).getPixels();
    };
    const thumbnail = async (n: number) =>
      new Uint8Array(
        await sharp((await processor.renderPage(newspaper, n)).thumbnail)
          .raw()
          .toBuffer(),
      );
    const [two, three] = [await thumbnail(2), await thumbnail(3)];
    expect(meanDifference(two, direct(2))).toBeLessThan(6);
    expect(meanDifference(three, direct(3))).toBeLessThan(6);
    // The measure tells pages apart: another page is far from it.
    expect(meanDifference(two, direct(3))).toBeGreaterThan(15);
  });

  it('draws the reading image, 1600 px wide, from the edition or from the page alone', SLOW, async () => {
    const fromEdition = await processor.renderReadingImage(newspaper, 2);
    expect(fromEdition).toMatchObject({ width: 1600, height: 2400 });
    const image = await sharp(fromEdition.image).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 1600, height: 2400 });
    // Drawn, not blank: photographs and text vary.
    const { channels } = await sharp(fromEdition.image).stats();
    expect(channels[0]!.stdev).toBeGreaterThan(20);

    const pageAlone = file('page-2.pdf', (await processor.renderPage(newspaper, 2)).pdf);
    const fromPage = await processor.renderReadingImage(pageAlone, 1);
    const pixels = async (webp: Uint8Array) => new Uint8Array(await sharp(webp).raw().toBuffer());
    expect(meanDifference(await pixels(fromPage.image), await pixels(fromEdition.image))).toBeLessThan(1);
  });

  it('is read afresh when another file replaces it under the same name', SLOW, async () => {
    const path = file('replaced.pdf', fixtures.newspaperPdf({ pages: 3 }));
    expect(await processor.inspect(path)).toEqual({ pageCount: 3 });
    file('replaced.pdf', fixtures.newspaperPdf({ pages: 2, seed: 2 }));
    const counts = await Promise.all([processor.inspect(path), processor.inspect(path)]);
    expect(counts).toEqual([{ pageCount: 2 }, { pageCount: 2 }]);
  });
});

describe('refused files', () => {
  it.each([
    ['a PNG named .pdf', fixtures.pngNamedPdf, 'The file is not a PDF.'],
    ['an empty file', fixtures.emptyFile, 'The file is empty.'],
    ['a truncated PDF', fixtures.truncatedPdf, 'The PDF is damaged or incomplete and cannot be read.'],
    ['a password-protected PDF', fixtures.encryptedPdf, 'The PDF is password-protected. Upload it without a password.'],
    ['a PDF without pages', fixtures.noPagesPdf, 'The PDF has no pages.'],
  ])('%s, with a reason', SLOW, async (name, make, reason) => {
    const path = file(`${name}.pdf`, make());
    expect(await rejection(processor.inspect(path))).toBe(reason);
    expect(await rejection(processor.renderPage(path, 1))).toBe(reason);
  });

  it('an absurdly long page, before rendering it', SLOW, async () => {
    const path = file('absurd.pdf', fixtures.absurdPagePdf());
    await processor.inspect(path);
    const time = await elapsed(async () => {
      expect(await rejection(processor.renderPage(path, 1))).toBe(
        'Page 1 is too large to render (200 × 14,400 points).',
      );
    });
    expect(time).toBeLessThan(1000);
  });

  it('a decompression bomb, by its declared size, before inflating it', SLOW, async () => {
    const path = file('bomb.pdf', fixtures.decompressionBombPdf());
    const rssBefore = process.memoryUsage().rss;
    expect(await rejection(processor.renderPage(path, 1))).toBe(
      'Page 1 contains an image too large to process (60,000 × 60,000 pixels).',
    );
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
    await expect(processor.renderPage(file('after-bomb.pdf', fixtures.newspaperPdf()), 1)).resolves.toBeTruthy();
  });

  it('a file that does not exist is an ordinary error, which may be retried', async () => {
    const error = await processor.inspect(join(dir, 'missing.pdf')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PdfRejectedError);
    expect(error).toMatchObject({ code: 'ENOENT' });
  });
});

describe('limits', () => {
  it('a page that needs more memory than allowed, after which the thread is replaced', SLOW, async () => {
    // Without the pixel check, the reading image, 1600 × 115,200 pixels (553 MB), reaches the memory cap.
    const loose = createPdfProcessor({ threads: 1, limits: { maxPixels: Infinity, maxPages: 2 } });
    try {
      const path = file('absurd-unchecked.pdf', fixtures.absurdPagePdf());
      expect(await rejection(loose.renderReadingImage(path, 1))).toBe(
        'Page 1 needs more memory than allowed to render (over 512 MB); the file may be damaged or maliciously built.',
      );
      const newspaper = file('after-memory.pdf', fixtures.newspaperPdf());
      expect(await rejection(loose.inspect(newspaper))).toBe('The PDF has 3 pages; at most 2 are accepted.');
      await expect(loose.renderPage(newspaper, 1)).rejects.toBeInstanceOf(PdfRejectedError);
      await expect(loose.inspect(file('two-pages.pdf', fixtures.newspaperPdf({ pages: 2 })))).resolves.toEqual({
        pageCount: 2,
      });
    } finally {
      await loose.close();
    }
  });

  it('a drawing that never ends is stopped at the time limit, and the next page renders', SLOW, async () => {
    const hasty = createPdfProcessor({ threads: 1, limits: { taskTimeoutMs: 2000 } });
    try {
      const path = file('endless.pdf', fixtures.endlessDrawingPdf());
      await hasty.inspect(path);
      const time = await elapsed(async () => {
        expect(await rejection(hasty.renderPage(path, 1))).toBe(
          'Page 1 took too long to render (over 2 s); the file may be damaged or maliciously built.',
        );
      });
      expect(time).toBeGreaterThanOrEqual(1900);
      expect(time).toBeLessThan(5000);
      const page = await hasty.renderPage(file('after-endless.pdf', fixtures.newspaperPdf()), 2);
      expect(page.width).toBe(1600);
    } finally {
      await hasty.close();
    }
  });
});

// Linux shows a process's threads and open files under /proc.
describe.runIf(existsSync('/proc/self/task'))('close', () => {
  it('ends the threads and lets go of their files, and later tasks fail', SLOW, async () => {
    const count = (what: 'task' | 'fd') => readdirSync(`/proc/self/${what}`).length;
    const filesBefore = count('fd');
    const closing = createPdfProcessor({ threads: 2 });
    const path = file('close.pdf', fixtures.newspaperPdf({ pages: 2 }));
    await Promise.all([closing.renderPage(path, 1), closing.renderPage(path, 2)]);
    const running = count('task');
    expect(count('fd')).toBeGreaterThan(filesBefore);
    await closing.close();
    expect(count('task')).toBeLessThanOrEqual(running - 2);
    expect(count('fd')).toBeLessThanOrEqual(filesBefore);
    await expect(closing.inspect(path)).rejects.toThrow('The PDF processor is closed.');
  });
});

function countImages(doc: mupdf.PDFDocument): number {
  let images = 0;
  for (let num = 1; num < doc.countObjects(); num++) {
    const object = doc.newIndirect(num);
    if (object.isStream() && object.get('Subtype').asName() === 'Image') images++;
  }
  return images;
}

function largestImageWidth(doc: mupdf.Document): number {
  if (!(doc instanceof mupdf.PDFDocument)) throw new TypeError('not a PDF');
  let widest = 0;
  for (let number = 1; number < doc.countObjects(); number++) {
    const object = doc.newIndirect(number);
    if (object.isStream() && object.get('Subtype').asName() === 'Image') {
      widest = Math.max(widest, object.get('Width').asNumber());
    }
  }
  return widest;
}
