// The readiness facts' two parts timed alone, in this process's main thread, to tell where
// their cost falls: the device pass over each page's drawing (pdf-images.ts with
// pdf-facts.ts's observer), which a PDF thread runs on the page's first trip (shared with
// the photographs' drawn sizes when the page has progressive JPEGs), and the ink and miniature read from the
// thumbnail's pixels (page-fingerprint.ts), which the main thread runs beside the WebP
// encoding. Neither is measured inside the product here: the same functions, on the same
// pages, one at a time.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { fingerprintPage } from '../../apps/server/src/lib/pdf/page-fingerprint.ts';
import { pageFactsObserver } from '../../apps/server/src/lib/pdf/pdf-facts.ts';
import { drawnImageSizes } from '../../apps/server/src/lib/pdf/pdf-images.ts';
import { THUMBNAIL_WIDTH } from '../../apps/server/src/lib/pdf/pdf-messages.ts';

export type FactsParts = {
  /** The device pass, per page, in ms: its median and its sum over the pages. */
  devicePassMedianMs: number;
  devicePassTotalSeconds: number;
  /** Ink and miniature of a 400 px wide thumbnail's pixels, per page, in ms. */
  fingerprintMs: number;
};

/** Times the facts' device pass on every page of `file`, and fingerprintPage on thumbnail-sized pixels. */
export async function timeFactsParts(file: string): Promise<FactsParts> {
  const document = mupdf.Document.openDocument(readFileSync(file), 'application/pdf') as mupdf.PDFDocument;
  const passes: number[] = [];
  let height = 0;
  try {
    for (let index = 0; index < document.countPages(); index += 1) {
      const page = document.loadPage(index);
      try {
        const [x0, y0, x1, y1] = page.getBounds();
        height = Math.ceil(((y1 - y0) * THUMBNAIL_WIDTH) / (x1 - x0));
        const started = performance.now();
        const scale = THUMBNAIL_WIDTH / (x1 - x0);
        const observer = pageFactsObserver({ widthPt: x1 - x0, heightPt: y1 - y0, scale });
        drawnImageSizes(page, scale, observer);
        observer.facts();
        passes.push(performance.now() - started);
      } finally {
        page.destroy();
      }
    }
  } finally {
    document.destroy();
  }
  // The fingerprint reads every pixel whatever it shows: noise stands in for a thumbnail.
  const drawn = { pixels: new Uint8Array(randomBytes(THUMBNAIL_WIDTH * height * 3)), width: THUMBNAIL_WIDTH, height };
  fingerprintPage(drawn);
  const runs = 20;
  const started = performance.now();
  for (let run = 0; run < runs; run += 1) fingerprintPage(drawn);
  const sorted = [...passes].sort((a, b) => a - b);
  return {
    devicePassMedianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    devicePassTotalSeconds: passes.reduce((sum, ms) => sum + ms, 0) / 1000,
    fingerprintMs: (performance.now() - started) / runs,
  };
}
