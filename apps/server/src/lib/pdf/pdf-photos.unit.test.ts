import * as mupdf from 'mupdf';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoPdf, testCardPixels } from '../../test/pdf-fixtures.ts';
import { meanDifference } from '../../test/pixels.ts';
import { scalePhotos } from './pdf-encode.ts';
import { DEFAULT_LIMITS } from './pdf-messages.ts';
import { drawPage, extractPage } from './pdf-render.ts';

// The photographs of a page are decoded by sharp, outside MuPDF, before the page is drawn.
// These run the thread's two steps in this thread, to look at what passes between them.

const open = (bytes: Uint8Array) => mupdf.Document.openDocument(bytes, 'application/pdf') as mupdf.PDFDocument;
const extract = (doc: mupdf.PDFDocument, width: number) =>
  extractPage(doc, 1, { withPdf: false, width }, DEFAULT_LIMITS);

describe('a page’s photographs', () => {
  it('are handed over as stored, decoded at the drawn size, and drawn as MuPDF draws the JPEG', async () => {
    const doc = open(photoPdf({ width: 1800, height: 1200 }));
    const { photos, decoded } = extract(doc, 400);
    // Drawn 400 px wide, more than its 1/8 (225 px): its block averages would not do.
    expect(decoded).toEqual([]);
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ width: 1800, height: 1200, channels: 3 });
    expect([...photos[0]!.jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);

    const scaled = await scalePhotos(photos, 400);
    // As wide as the page is drawn.
    expect(scaled.map(({ width, height }) => [width, height])).toEqual([[400, 267]]);
    const substituted = drawPage(doc, 1, 400, scaled, DEFAULT_LIMITS);
    const byMupdf = drawPage(doc, 1, 400, [], DEFAULT_LIMITS);
    expect(substituted).toMatchObject({ width: 400, height: 534 });
    expect(meanDifference(substituted.pixels, byMupdf.pixels)).toBeLessThan(3);
    // The document keeps its JPEG: only the throwaway copy was drawn from samples.
    expect(extract(doc, 400).photos[0]?.jpeg).toEqual(photos[0]?.jpeg);
  });

  it('drawn at most 1/8 of their size are decoded in the thread from their block averages', () => {
    // 3200 px drawn across a page drawn 400 px wide: 1/8 exactly.
    const doc = open(photoPdf({ width: 3200, height: 2133 }));
    const { photos, decoded } = extract(doc, 400);
    expect(photos).toEqual([]);
    expect(decoded.map(({ width, height, channels }) => [width, height, channels])).toEqual([[400, 267, 3]]);
    const substituted = drawPage(doc, 1, 400, decoded, DEFAULT_LIMITS);
    const byMupdf = drawPage(doc, 1, 400, [], DEFAULT_LIMITS);
    expect(meanDifference(substituted.pixels, byMupdf.pixels)).toBeLessThan(3);
    // Drawn twice as wide (the preview), the same photograph goes to sharp as stored.
    expect(extract(doc, 800)).toMatchObject({ decoded: [], photos: [{ width: 3200, height: 2133 }] });
  });

  it('drawn small on the page count, not the page’s width', () => {
    // 1800 px drawn a quarter of the page's width: 100 px of a 400 px drawing.
    const { photos, decoded } = extract(
      open(photoPdf({ width: 1800, height: 1200 }, undefined, { drawnWidthsPt: [150] })),
      400,
    );
    expect(photos).toEqual([]);
    expect(decoded).toMatchObject([{ width: 225, height: 150 }]);
  });

  it('drawn small and large on one page are decoded by sharp, for the larger', () => {
    const doc = open(photoPdf({ width: 1800, height: 1200 }, undefined, { drawnWidthsPt: [150, 600] }));
    expect(extract(doc, 400)).toMatchObject({ decoded: [], photos: [{ width: 1800 }] });
  });

  it('with colour at half resolution use the averages only when drawn at most 1/16 of their size', async () => {
    const size = { width: 3200, height: 2133 };
    const jpegBytes = await sharp(testCardPixels(size), { raw: { ...size, channels: 3 } })
      .jpeg({ progressive: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    // 400 px: 1/8 of it, where its colour is stored at 1/16.
    expect(extract(open(photoPdf(size, size, { jpegBytes })), 400)).toMatchObject({ decoded: [], photos: [size] });
    // 200 px (300 of 600 pt): 1/16.
    const doc = open(photoPdf(size, size, { jpegBytes, drawnWidthsPt: [300] }));
    const { decoded, photos } = extract(doc, 400);
    expect(photos).toEqual([]);
    expect(decoded).toMatchObject([{ width: 400, height: 267 }]);
    const substituted = drawPage(doc, 1, 400, decoded, DEFAULT_LIMITS);
    expect(meanDifference(substituted.pixels, drawPage(doc, 1, 400, [], DEFAULT_LIMITS).pixels)).toBeLessThan(3);
  });

  it('with decoding parameters (a colour transform) are left to MuPDF', () => {
    const doc = open(photoPdf({ width: 3200, height: 2133 }, undefined, { decodeParms: { ColorTransform: 0 } }));
    expect(extract(doc, 400)).toMatchObject({ decoded: [], photos: [] });
  });

  it('narrower than the drawing are left alone', () => {
    expect(extract(open(photoPdf({ width: 380, height: 300 })), 400).photos).toEqual([]);
  });

  it('whose JPEG is not the size the PDF declares are left to MuPDF', async () => {
    const doc = open(photoPdf({ width: 1800, height: 1200 }, { width: 1200, height: 1200 }));
    const { photos } = extract(doc, 400);
    expect(photos).toHaveLength(1);
    expect(await scalePhotos(photos, 400)).toEqual([]);
  });

  it('drawn from samples again and again leave MuPDF’s memory, which never shrinks, where it was', async () => {
    const doc = open(photoPdf({ width: 1800, height: 1200 }));
    const scaled = await scalePhotos(extract(doc, 1600).photos, 1600);
    expect(scaled[0]).toMatchObject({ width: 1600, height: 1067 });
    const sizes: number[] = [];
    // The server's TypeScript libraries leave out WebAssembly's types.
    type WasmMemory = { grow: (pages: number) => number; readonly buffer: ArrayBuffer };
    const memory = (globalThis as unknown as { WebAssembly: { Memory: { prototype: WasmMemory } } }).WebAssembly.Memory
      .prototype;
    const grow = memory.grow;
    memory.grow = function (this: WasmMemory, pages: number) {
      const result = grow.call(this, pages);
      sizes.push(this.buffer.byteLength);
      return result;
    };
    try {
      // As the PDF thread does after each task: decoded images are not kept for later pages.
      const draw = () => (drawPage(doc, 1, 1600, scaled, DEFAULT_LIMITS), mupdf.emptyStore());
      for (let i = 0; i < 3; i++) draw();
      const settled = sizes.length;
      // Each drawing's samples, if left for the garbage collector, would pile up over these thirty.
      for (let i = 0; i < 30; i++) draw();
      expect(sizes.slice(settled)).toEqual([]);
    } finally {
      memory.grow = grow;
    }
  });

  it('too large or too oddly shaped to decode outside MuPDF are left to it', () => {
    // Declared sizes only: nothing is decoded to decide.
    const giant = open(photoPdf({ width: 600, height: 500 }, { width: 6000, height: 5000 }));
    expect(extract(giant, 400).photos).toEqual([]);
    const sliver = open(photoPdf({ width: 900, height: 100 }, { width: 9000, height: 1000 }));
    expect(extract(sliver, 400).photos).toEqual([]);
  });
});
