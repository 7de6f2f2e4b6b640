import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../test/pdf-fixtures.ts';
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

  it('renders every page, concurrently, to its own PDF and WebP images', SLOW, async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => processor.renderPage(newspaper, n, { preview: n === 1 })));
    const { width: pageWidth, height: pageHeight } = fixtures.NEWSPAPER_PAGE;
    for (const [index, page] of pages.entries()) {
      expect(page.pageNumber).toBe(index + 1);
      const single = mupdf.Document.openDocument(page.pdf, 'application/pdf') as mupdf.PDFDocument;
      expect(single.countPages()).toBe(1);
      expect(single.loadPage(0).getBounds()).toEqual([0, 0, pageWidth, pageHeight]);
      // Garbage collection leaves only this page's photographs: one on odd pages, two on even ones.
      expect(countImages(single)).toBe(index % 2 === 0 ? 1 : 2);

      const image = await sharp(page.image).metadata();
      expect(image).toMatchObject({ format: 'webp', width: 1600, height: 2400 });
      expect(page).toMatchObject({ width: 1600, height: 2400 });
      // Drawn, not blank: photographs and text vary.
      const { channels } = await sharp(page.image).stats();
      expect(channels[0]!.stdev).toBeGreaterThan(20);
      expect(await sharp(page.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 400, height: 600 });
    }
    expect(await sharp(pages[0]!.preview).metadata()).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(pages[1]!.preview).toBeUndefined();
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
    // Without the pixel check, the 1600 × 115,200 pixel image (553 MB) reaches the memory cap.
    const loose = createPdfProcessor({ threads: 1, limits: { maxPixels: Infinity, maxPages: 2 } });
    try {
      const path = file('absurd-unchecked.pdf', fixtures.absurdPagePdf());
      expect(await rejection(loose.renderPage(path, 1))).toBe(
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
