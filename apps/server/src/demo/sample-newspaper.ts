// A newspaper-like PDF, generated rather than committed: the demo's editions, the tests'
// good files and the benchmark's 100 MB edition. Masthead, headline, five columns of text
// and one or two photographs a page.
import fs from 'node:fs';
import zlib from 'node:zlib';
import * as mupdf from 'mupdf';

export type NewspaperOptions = {
  pages?: number;
  /** The newspaper's name across the top of every page. */
  masthead?: string;
  /** Printed under the masthead beside the page number, e.g. the edition's date. */
  dateLine?: string;
  /** Pixels of each photograph; about 3,000,000 gives a 48-page file of roughly 100 MB. */
  photoPixels?: number;
  seed?: number;
};

/** Page size in points: a Berliner-like 2:3 page. */
export const NEWSPAPER_PAGE = { width: 900, height: 1350 };

/** A newspaper-like PDF: masthead, headline, five columns of text and one or two photographs a page. */
export function newspaperPdf(options: NewspaperOptions = {}): Uint8Array {
  return Buffer.concat([...newspaperChunks(options)]);
}

/** The same file written piece by piece, so a 100 MB benchmark file is never in memory whole. */
export function writeNewspaperPdf(path: string, options: NewspaperOptions = {}): void {
  const fd = fs.openSync(path, 'w');
  try {
    for (const chunk of newspaperChunks(options)) fs.writeSync(fd, chunk);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes the PDF syntax itself, object by object: building a 100 MB file in a MuPDF
 * document would hold it in memory three times (images, saved buffer, copy out).
 * MuPDF only encodes the photographs.
 */
function* newspaperChunks({
  pages = 3,
  photoPixels = 150_000,
  seed = 1,
  masthead = 'THE DAILY FIXTURE',
  dateLine = '',
}: NewspaperOptions): Generator<Uint8Array> {
  const random = xorshift(seed);
  const { width, height } = NEWSPAPER_PAGE;
  const photoCounts = Array.from({ length: pages }, (_, index) => 1 + (index % 2));
  // Objects 1–4: catalog, page tree, two fonts; then per page: page, contents, photographs.
  const firstObjects: number[] = [];
  let next = 5;
  for (const count of photoCounts) {
    firstObjects.push(next);
    next += 2 + count;
  }
  const offsets: number[] = [];
  let offset = 0;
  const emit = (data: string | Uint8Array) => {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
    offset += bytes.length;
    return bytes;
  };
  const object = (num: number, body: string) => {
    offsets[num] = offset;
    return emit(`${num} 0 obj\n${body}\nendobj\n`);
  };
  function* stream(num: number, dict: string, data: Uint8Array) {
    offsets[num] = offset;
    yield emit(`${num} 0 obj\n<<${dict}/Length ${data.length}>>\nstream\n`);
    yield emit(data);
    yield emit('\nendstream\nendobj\n');
  }

  yield emit('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  yield object(1, '<</Type/Catalog/Pages 2 0 R>>');
  const kids = firstObjects.map((num) => `${num} 0 R`).join(' ');
  yield object(2, `<</Type/Pages/Count ${pages}/Kids[${kids}]/MediaBox[0 0 ${width} ${height}]>>`);
  yield object(3, '<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>');
  yield object(4, '<</Type/Font/Subtype/Type1/BaseFont/Helvetica-Bold/Encoding/WinAnsiEncoding>>');
  for (let index = 0; index < pages; index++) {
    const first = firstObjects[index]!;
    const photos = layoutPhotos(photoCounts[index]!);
    const names = photos.map((_, i) => `/P${i} ${first + 2 + i} 0 R`).join('');
    const resources = `<</Font<</F1 3 0 R/F2 4 0 R>>/XObject<<${names}>>>>`;
    yield object(first, `<</Type/Page/Parent 2 0 R/Resources ${resources}/Contents ${first + 1} 0 R>>`);
    const content = zlib.deflateSync(pageContent({ pageNumber: index + 1, masthead, dateLine }, photos, random));
    yield* stream(first + 1, '/Filter/FlateDecode', content);
    for (const [i, photo] of photos.entries()) {
      const pixelWidth = Math.round(Math.sqrt((photoPixels * photo.w) / photo.h));
      const pixelHeight = Math.round((pixelWidth * photo.h) / photo.w);
      const jpeg = photograph(pixelWidth, pixelHeight, random);
      const dict = `/Type/XObject/Subtype/Image/Width ${pixelWidth}/Height ${pixelHeight}/ColorSpace/DeviceRGB/BitsPerComponent 8/Filter/DCTDecode`;
      yield* stream(first + 2 + i, dict, jpeg);
    }
  }
  const xrefOffset = offset;
  const entries = offsets.slice(1).map((at) => `${String(at).padStart(10, '0')} 00000 n \n`);
  yield emit(`xref\n0 ${next}\n0000000000 65535 f \n${entries.join('')}`);
  yield emit(`trailer\n<</Size ${next}/Root 1 0 R>>\nstartxref\n${xrefOffset}\n%%EOF\n`);
}

type Box = { x: number; y: number; w: number; h: number };

const MARGIN = 36;
const GUTTER = 12;
const COLUMNS = 5;
const COLUMN_WIDTH = (NEWSPAPER_PAGE.width - 2 * MARGIN - (COLUMNS - 1) * GUTTER) / COLUMNS;
const BODY_TOP = NEWSPAPER_PAGE.height - 190;
const columnX = (column: number) => MARGIN + column * (COLUMN_WIDTH + GUTTER);

/** A lead photograph across three columns and, on some pages, a second across two. */
function layoutPhotos(count: number): Box[] {
  const lead = { x: columnX(0), y: BODY_TOP - 328, w: 3 * COLUMN_WIDTH + 2 * GUTTER, h: 328 };
  const second = { x: columnX(3), y: BODY_TOP - 600, w: 2 * COLUMN_WIDTH + GUTTER, h: 216 };
  return count === 1 ? [lead] : [lead, second];
}

const WORDS = (
  'council budget harbour market election river school festival minister railway weather ' +
  'farmers report village league station museum bridge court season plans water city the ' +
  'of and to in for on with after new year said more local people'
).split(' ');

/** Text for a PDF string literal: WinAnsi letters only, with the delimiters escaped. */
const pdfText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (character) => `\\${character}`);

/** The masthead's size in points: 60, or smaller so a long name still fits the page (bold capitals run about 0.72 em). */
const mastheadSize = (masthead: string) =>
  Math.min(60, Math.floor((NEWSPAPER_PAGE.width - 2 * MARGIN) / (0.72 * Math.max(1, masthead.length))));

type Heading = { pageNumber: number; masthead: string; dateLine: string };

function pageContent({ pageNumber, masthead, dateLine }: Heading, photos: Box[], random: () => number): Buffer {
  const words = (count: number) => Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]);
  const { width, height } = NEWSPAPER_PAGE;
  const ops = [
    `BT /F2 ${mastheadSize(masthead)} Tf ${MARGIN} ${height - 90} Td (${pdfText(masthead.toUpperCase())}) Tj ET`,
    `BT /F1 10 Tf ${MARGIN} ${height - 110} Td (${pdfText([dateLine, `Page ${pageNumber}`].filter(Boolean).join('  -  '))}) Tj ET`,
    `1.5 w ${MARGIN} ${height - 120} m ${width - MARGIN} ${height - 120} l S`,
    `BT /F2 28 Tf ${MARGIN} ${height - 160} Td (${words(6).join(' ').toUpperCase()}) Tj ET`,
  ];
  for (const [i, photo] of photos.entries())
    ops.push(`q ${photo.w} 0 0 ${photo.h} ${photo.x} ${photo.y} cm /P${i} Do Q`);
  for (let column = 0; column < COLUMNS; column++) {
    const x = columnX(column);
    const lines: string[] = [];
    for (let y = BODY_TOP; y > MARGIN; y -= 11) {
      const blocked = photos.some((p) => x < p.x + p.w && x + COLUMN_WIDTH > p.x && y > p.y - 14 && y < p.y + p.h + 11);
      if (!blocked) lines.push(`1 0 0 1 ${x} ${y} Tm (${words(6).join(' ')}) Tj`);
    }
    ops.push(`BT /F1 9 Tf ${lines.join('\n')} ET`);
  }
  return Buffer.from(ops.join('\n'), 'latin1');
}

/** A JPEG that looks vaguely like a photograph: a gradient, a sun, and grain so it does not compress away. */
function photograph(width: number, height: number, random: () => number): Uint8Array {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, width, height], false);
  try {
    const samples = pixmap.getPixels();
    const [sunX, sunY, radius] = [random() * width, (random() * height) / 2, (0.1 + random() * 0.2) * width];
    const tint = Math.floor(random() * 80);
    for (let y = 0, at = 0; y < height; y++) {
      for (let x = 0; x < width; x++, at += 3) {
        const sun = (x - sunX) ** 2 + (y - sunY) ** 2 < radius ** 2 ? 90 : 0;
        const base = 60 + (140 * y) / height + sun;
        const grain = random() * 70 - 35;
        samples[at] = base + grain + tint;
        samples[at + 1] = base + grain;
        samples[at + 2] = 200 - base / 2 + grain;
      }
    }
    return pixmap.asJPEG(90);
  } finally {
    pixmap.destroy();
  }
}

function xorshift(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}
