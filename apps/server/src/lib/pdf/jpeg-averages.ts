// A progressive JPEG stores its photograph in passes, and the first holds one number per
// 8×8 block of pixels: the block's average (its DC coefficient). Those averages are the
// photograph at 1/8 of its size, in a few percent of the file. Any other decoder must read
// every pass before it can give a pixel, which makes a progressive JPEG three to four times
// slower to decode than a baseline one (82 ms against 24 ms for a 3-megapixel photograph
// here) whatever the size asked for. A thumbnail that draws the photograph at 1/8 of its
// size or less needs only the averages, so this reads only the passes that hold them.
//
// Only what such a file can hold is read: 8-bit samples, Huffman coding, one component
// (grey) or three (YCbCr, or RGB), any subsampling, restart markers, and the refinement
// passes that add the averages' low bits. Anything else (baseline or arithmetic-coded
// files, CMYK, a table missing or damaged data) answers undefined, and the caller decodes
// the file the usual way. The work is bounded by the declared size, which the caller caps.

type Size = { width: number; height: number };

export type JpegAverages = {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3;
  /** The photograph's own size, as its frame header gives it. */
  of: Size;
  /**
   * Up to which size the averages are as sharp as a full decode scaled down would be: their
   * own size, or half of it where colour is stored at half resolution (4:2:0), since a
   * chroma average then covers 16 × 16 pixels.
   */
  detail: Size;
};

type Component = {
  id: number;
  h: number;
  v: number;
  quantTable: number;
  /** Blocks across and down in the MCU-padded grid, and the averages found so far. */
  gridWidth: number;
  gridHeight: number;
  blocksWide: number;
  blocksHigh: number;
  dc: Int32Array;
  /**
   * The lowest bit of the averages known so far (their point transform, Al): undefined
   * before the first pass, 0 once complete. Each pass must add exactly the next bit, as
   * libjpeg requires, so the work stays one pass over the blocks per bit.
   */
  knownFromBit: number | undefined;
  /** The quantisation step of the averages, latched at the first pass as libjpeg does. */
  step: number;
};

type Frame = { width: number; height: number; components: Component[]; hMax: number; vMax: number };

/** Per code length, the largest code and where its values start; and codes up to 9 bits looked up at once. */
type Huffman = { maxCode: Int32Array; valueOffset: Int32Array; values: Uint8Array; lookahead: Int32Array };

const SOI = 0xd8;
const EOI = 0xd9;
const SOF_PROGRESSIVE = 0xc2;
const DHT = 0xc4;
const DQT = 0xdb;
const DRI = 0xdd;
const SOS = 0xda;
const APP14 = 0xee;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const isOtherFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== DHT && marker !== 0xc8 && marker !== 0xcc;

class Damaged extends Error {}

/**
 * Whether the file is a progressive JPEG, from its headers alone (the frame header comes
 * before any coded data): the only kind whose averages can be read apart.
 */
export function isProgressiveJpeg(jpeg: Uint8Array): boolean {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) return false;
  for (let at = 2; at + 4 <= jpeg.length;) {
    const marker = jpeg[at + 1]!;
    if (jpeg[at] !== 0xff || marker === SOS || marker === EOI) return false;
    if (marker === SOF_PROGRESSIVE) return true;
    if (isOtherFrame(marker)) return false;
    at += marker === 0xff ? 1 : 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
  }
  return false;
}

/** What the caller knows: the size the photograph must have, and the detail it needs (none by default). */
export type AveragesWanted = { size: Size; detail?: Size };

/**
 * The photograph's block averages as raw samples, ceil(width / 8) × ceil(height / 8);
 * undefined when they cannot be read, when the photograph is not `size` (a file that lies
 * about its size is never decoded, so the work stays bounded by what the caller allowed),
 * or when their detail (see JpegAverages) is less than `detail`. Both are known from the
 * frame header, before anything is decoded.
 */
export function decodeJpegAverages(jpeg: Uint8Array, wanted: AveragesWanted): JpegAverages | undefined {
  try {
    return read(jpeg, wanted);
  } catch (error) {
    if (error instanceof Damaged) return undefined;
    throw error;
  }
}

function read(jpeg: Uint8Array, { size, detail: needed }: AveragesWanted): JpegAverages | undefined {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) return undefined;
  const dcQuant: Array<number | undefined> = [];
  const dcTables: Array<Huffman | undefined> = [];
  let frame: Frame | undefined;
  let restartInterval = 0;
  let adobeTransform: number | undefined;
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Damaged();
    const marker = jpeg[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === EOI) break;
    if (isRestart(marker) || marker === 0x01) {
      at += 2; // a marker without a length, out of place but harmless
      continue;
    }
    const start = at + 4;
    const end = at + 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
    if (end < start || end > jpeg.length) throw new Damaged();
    if (marker === SOF_PROGRESSIVE) {
      if (frame) throw new Damaged();
      const header = readFrameHeader(jpeg, start, end);
      if (header.width !== size.width || header.height !== size.height) return undefined;
      frame = frameOf(header);
      const detail = detailOf(frame);
      if (needed && (detail.width < needed.width || detail.height < needed.height)) return undefined;
    } else if (isOtherFrame(marker)) return undefined;
    else if (marker === DQT) readQuantTables(jpeg, start, end, dcQuant);
    else if (marker === DHT) readHuffmanTables(jpeg, start, end, dcTables);
    else if (marker === DRI) {
      if (end - start < 2) throw new Damaged();
      restartInterval = (jpeg[start]! << 8) | jpeg[start + 1]!;
    } else if (
      marker === APP14 &&
      end - start >= 12 &&
      String.fromCharCode(...jpeg.subarray(start, start + 5)) === 'Adobe'
    )
      adobeTransform = jpeg[start + 11];
    if (marker !== SOS) {
      at = end;
      continue;
    }
    if (!frame) throw new Damaged();
    const scan = readScanHeader(jpeg, start, end, frame);
    at = scan.isAverages
      ? decodeScan(jpeg, end, frame, scan, dcTables, dcQuant, restartInterval)
      : nextMarker(jpeg, end);
    // Every average complete: the rest of the file is detail.
    if (frame.components.every((component) => component.knownFromBit === 0)) break;
  }
  if (!frame || frame.components.some((component) => component.knownFromBit === undefined)) return undefined;
  const rgb = frame.components.length === 3 && (adobeTransform === 0 || isNamedRgb(frame));
  return toSamples(frame, rgb);
}

type FrameHeader = { width: number; height: number; parts: Array<Pick<Component, 'id' | 'h' | 'v' | 'quantTable'>> };

function readFrameHeader(jpeg: Uint8Array, start: number, end: number): FrameHeader {
  if (end - start < 6) throw new Damaged();
  const precision = jpeg[start];
  const height = (jpeg[start + 1]! << 8) | jpeg[start + 2]!;
  const width = (jpeg[start + 3]! << 8) | jpeg[start + 4]!;
  const count = jpeg[start + 5]!;
  if (precision !== 8 || width === 0 || height === 0 || (count !== 1 && count !== 3)) throw new Damaged();
  if (end - start < 6 + 3 * count) throw new Damaged();
  const parts = Array.from({ length: count }, (_, index) => {
    const at = start + 6 + index * 3;
    return { id: jpeg[at]!, h: jpeg[at + 1]! >> 4, v: jpeg[at + 1]! & 15, quantTable: jpeg[at + 2]! };
  });
  if (parts.some(({ h, v, quantTable }) => h < 1 || h > 4 || v < 1 || v > 4 || quantTable > 3)) throw new Damaged();
  return { width, height, parts };
}

/** The frame with a grid for each component's averages, padded to whole MCUs as the scans code them. */
function frameOf({ width, height, parts }: FrameHeader): Frame {
  const hMax = Math.max(...parts.map((part) => part.h));
  const vMax = Math.max(...parts.map((part) => part.v));
  const mcusWide = Math.ceil(width / (8 * hMax));
  const mcusHigh = Math.ceil(height / (8 * vMax));
  const components = parts.map((part): Component => {
    const gridWidth = mcusWide * part.h;
    const gridHeight = mcusHigh * part.v;
    return {
      id: part.id,
      h: part.h,
      v: part.v,
      quantTable: part.quantTable,
      gridWidth,
      gridHeight,
      blocksWide: Math.ceil(Math.ceil((width * part.h) / hMax) / 8),
      blocksHigh: Math.ceil(Math.ceil((height * part.v) / vMax) / 8),
      dc: new Int32Array(gridWidth * gridHeight),
      knownFromBit: undefined,
      step: 0,
    };
  });
  return { width, height, components, hMax, vMax };
}

/** Only each table's first entry, the averages' step, matters here. */
function readQuantTables(jpeg: Uint8Array, start: number, end: number, dcQuant: Array<number | undefined>) {
  for (let at = start; at < end;) {
    const precision = jpeg[at]! >> 4;
    const id = jpeg[at]! & 15;
    if (id > 3 || precision > 1 || at + 1 + 64 * (precision + 1) > end) throw new Damaged();
    dcQuant[id] = precision === 0 ? jpeg[at + 1]! : (jpeg[at + 1]! << 8) | jpeg[at + 2]!;
    at += 1 + 64 * (precision + 1);
  }
}

function readHuffmanTables(jpeg: Uint8Array, start: number, end: number, dcTables: Array<Huffman | undefined>) {
  for (let at = start; at < end;) {
    const tableClass = jpeg[at]! >> 4;
    const id = jpeg[at]! & 15;
    const counts = jpeg.subarray(at + 1, at + 17);
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (id > 3 || total > 256 || at + 17 + total > end) throw new Damaged();
    if (tableClass === 0) dcTables[id] = huffmanTable(counts, jpeg.subarray(at + 17, at + 17 + total));
    at += 17 + total;
  }
}

/** The canonical code of JPEG's Annex C: per code length, the largest code and where its values start. */
function huffmanTable(counts: Uint8Array, values: Uint8Array): Huffman {
  const maxCode = new Int32Array(17).fill(-1);
  const valueOffset = new Int32Array(17);
  // Entry: the code's length × 256 + its value, for every 9-bit pattern it begins; 0 for longer codes.
  const lookahead = new Int32Array(1 << LOOKAHEAD);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= 16; length++) {
    const count = counts[length - 1]!;
    valueOffset[length] = index - code;
    // Over-subscribed, or using the all-ones code: libjpeg refuses such a table, so do we.
    if (count > 0 && code + count >= 1 << length) throw new Damaged();
    if (count > 0) maxCode[length] = code + count - 1;
    for (let n = 0; n < count && length <= LOOKAHEAD; n++) {
      const value = checkedSize(values[index + n]);
      const first = (code + n) << (LOOKAHEAD - length);
      lookahead.fill((length << 8) | value, first, first + (1 << (LOOKAHEAD - length)));
    }
    code = (code + count) << 1;
    index += count;
  }
  return { maxCode, valueOffset, values, lookahead };
}

/** `refines` from bit `refinesBit` (Ah) down to `shift` (Al); a first pass when refinesBit is 0. */
type Scan = { components: Component[]; tables: number[]; isAverages: boolean; refinesBit: number; shift: number };

function readScanHeader(jpeg: Uint8Array, start: number, end: number, frame: Frame): Scan {
  const count = jpeg[start]!;
  if (count < 1 || count > frame.components.length || start + 1 + 2 * count + 3 > end) throw new Damaged();
  const components: Component[] = [];
  const tables: number[] = [];
  for (let index = 0; index < count; index++) {
    const id = jpeg[start + 1 + 2 * index];
    const component = frame.components.find((candidate) => candidate.id === id);
    if (!component) throw new Damaged();
    components.push(component);
    tables.push(jpeg[start + 2 + 2 * index]! >> 4);
  }
  const after = start + 1 + 2 * count;
  const [spectralStart, spectralEnd, approximation] = [jpeg[after]!, jpeg[after + 1]!, jpeg[after + 2]!];
  return {
    components,
    tables,
    isAverages: spectralStart === 0 && spectralEnd === 0,
    refinesBit: approximation >> 4,
    shift: approximation & 15,
  };
}

/**
 * The entropy-coded bytes of a scan as a stream of bits, read up to 24 at a time: stuffed
 * zeros skipped, and zeros once a marker is reached (as libjpeg does with cut-off data).
 */
class BitReader {
  private buffer = 0;
  private count = 0;
  private atMarker = false;

  constructor(
    private readonly jpeg: Uint8Array,
    public at: number,
  ) {}

  /** The next `length` (1–24) bits, left where they are. */
  peek(length: number): number {
    while (this.count < length) {
      // At most 23 bits are ever waiting: keeping 24 keeps the number a small integer for V8.
      this.buffer = ((this.buffer << 8) | this.nextByte()) & 0xffffff;
      this.count += 8;
    }
    return (this.buffer >>> (this.count - length)) & ((1 << length) - 1);
  }

  skip(length: number): void {
    this.count -= length;
  }

  read(length: number): number {
    const value = this.peek(length);
    this.count -= length;
    return value;
  }

  /** After a restart interval: the rest of the byte is padding, then an RST marker. */
  restart(): void {
    this.count = 0;
    this.atMarker = false;
    const jpeg = this.jpeg;
    while (this.at + 1 < jpeg.length && !(jpeg[this.at] === 0xff && isRestart(jpeg[this.at + 1]!))) {
      if (jpeg[this.at] === 0xff && jpeg[this.at + 1] !== 0 && jpeg[this.at + 1] !== 0xff) throw new Damaged();
      this.at += 1;
    }
    this.at += 2;
  }

  private nextByte(): number {
    const jpeg = this.jpeg;
    if (this.atMarker || this.at >= jpeg.length) return 0;
    const byte = jpeg[this.at]!;
    if (byte !== 0xff) {
      this.at += 1;
      return byte;
    }
    if (jpeg[this.at + 1] === 0) {
      this.at += 2;
      return byte;
    }
    this.atMarker = true;
    return 0;
  }
}

const LOOKAHEAD = 9;

function decodeHuffman(reader: BitReader, table: Huffman): number {
  const entry = table.lookahead[reader.peek(LOOKAHEAD)]!;
  if (entry !== 0) {
    reader.skip(entry >> 8);
    return entry & 255;
  }
  // A code longer than the look-ahead: one bit at a time from there (Annex F.2.2.3).
  let code = reader.read(LOOKAHEAD);
  for (let length = LOOKAHEAD + 1; length <= 16; length++) {
    code = (code << 1) | reader.read(1);
    if (code <= table.maxCode[length]!) return checkedSize(table.values[code + table.valueOffset[length]!]);
  }
  throw new Damaged();
}

/** A DC difference of 8-bit samples takes at most 11 bits. */
function checkedSize(size: number | undefined): number {
  if (size === undefined || size > 11) throw new Damaged();
  return size;
}

/** Decodes one scan of averages (a first pass, or a refinement adding one bit); returns where its data ends. */
function decodeScan(
  jpeg: Uint8Array,
  start: number,
  frame: Frame,
  scan: Scan,
  dcTables: Array<Huffman | undefined>,
  dcQuant: Array<number | undefined>,
  restartInterval: number,
): number {
  const components = scan.components;
  const count = components.length;
  const refines = scan.refinesBit !== 0;
  const tables = scan.tables.map((id) => dcTables[id]);
  for (const component of components) {
    if (refines) {
      // Exactly the next bit of averages already started.
      if (component.knownFromBit !== scan.refinesBit || scan.shift !== scan.refinesBit - 1) throw new Damaged();
    } else {
      const step = dcQuant[component.quantTable];
      if (component.knownFromBit !== undefined || scan.shift > 13 || step === undefined) throw new Damaged();
      component.step = step;
    }
  }
  if (!refines && tables.some((table) => table === undefined)) throw new Damaged();
  // Plain arrays and locals: this loop runs once per block of the photograph.
  const grids = components.map((component) => component.dc);
  const gridWidths = components.map((component) => component.gridWidth);
  // One component alone is coded block by block over its own size; several, MCU by MCU.
  const single = count === 1;
  const blocksAcross = components.map((component) => (single ? 1 : component.h));
  const blocksDown = components.map((component) => (single ? 1 : component.v));
  const unitsWide = single ? components[0]!.blocksWide : Math.ceil(frame.width / (8 * frame.hMax));
  const unitsHigh = single ? components[0]!.blocksHigh : Math.ceil(frame.height / (8 * frame.vMax));
  const predictions = new Int32Array(count);
  const { shift } = scan;
  const reader = new BitReader(jpeg, start);
  let units = 0;
  for (let row = 0; row < unitsHigh; row++) {
    for (let column = 0; column < unitsWide; column++) {
      if (restartInterval > 0 && units > 0 && units % restartInterval === 0) {
        reader.restart();
        predictions.fill(0);
      }
      units += 1;
      for (let index = 0; index < count; index++) {
        const grid = grids[index]!;
        const gridWidth = gridWidths[index]!;
        const across = blocksAcross[index]!;
        const down = blocksDown[index]!;
        for (let y = 0; y < down; y++) {
          for (let x = 0; x < across; x++) {
            const offset = (row * down + y) * gridWidth + column * across + x;
            if (refines) {
              if (reader.read(1) === 1) grid[offset] = grid[offset]! | (1 << shift);
              continue;
            }
            const size = decodeHuffman(reader, tables[index]!);
            let difference = 0;
            if (size > 0) {
              difference = reader.read(size);
              if (difference < 1 << (size - 1)) difference -= (1 << size) - 1;
            }
            predictions[index] = predictions[index]! + difference;
            grid[offset] = predictions[index]! << shift;
          }
        }
      }
    }
  }
  for (const component of components) component.knownFromBit = shift;
  return nextMarker(jpeg, reader.at);
}

/** Where the next marker starts, skipping entropy-coded data (stuffed zeros and restart markers included). */
function nextMarker(jpeg: Uint8Array, from: number): number {
  // The passes skipped are most of the file: Buffer's indexOf searches it natively (memchr).
  const bytes = Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  for (let at = bytes.indexOf(0xff, from); at !== -1 && at + 1 < jpeg.length; at = bytes.indexOf(0xff, at + 1)) {
    const next = jpeg[at + 1]!;
    if (next !== 0 && next !== 0xff && !isRestart(next)) return at;
  }
  return jpeg.length;
}

function detailOf(frame: Frame): Size {
  const hMin = Math.min(...frame.components.map((component) => component.h));
  const vMin = Math.min(...frame.components.map((component) => component.v));
  return {
    width: Math.ceil((frame.width * hMin) / frame.hMax / 8),
    height: Math.ceil((frame.height * vMin) / frame.vMax / 8),
  };
}

const isNamedRgb = (frame: Frame) => frame.components.map((component) => component.id).join() === '82,71,66';

/** A level rounded to a byte, as libjpeg's range limit does. */
function byte(level: number): number {
  const rounded = Math.round(level);
  return rounded < 0 ? 0 : rounded > 255 ? 255 : rounded;
}

/**
 * Each average at its block's position, chroma blocks spread over the luma blocks they
 * cover, converted to RGB as libjpeg does (JFIF's YCbCr unless the file says RGB). A DC
 * coefficient is eight times the block's mean offset from 128, in steps of the table's first entry.
 */
function toSamples(frame: Frame, rgb: boolean): JpegAverages {
  const width = Math.ceil(frame.width / 8);
  const height = Math.ceil(frame.height / 8);
  const planes: Float32Array[] = [];
  for (const component of frame.components) {
    const step = component.step;
    const plane = new Float32Array(width * height);
    for (let y = 0; y < height; y++) {
      const row = Math.floor((y * component.v) / frame.vMax) * component.gridWidth;
      for (let x = 0; x < width; x++) {
        plane[y * width + x] = (component.dc[row + Math.floor((x * component.h) / frame.hMax)]! * step) / 8 + 128;
      }
    }
    planes.push(plane);
  }
  const channels = planes.length === 1 ? 1 : 3;
  const pixels = new Uint8Array(width * height * channels);
  const [first, second, third] = [planes[0]!, planes[1] ?? planes[0]!, planes[2] ?? planes[0]!];
  for (let index = 0, at = 0; index < width * height; index++, at += channels) {
    if (channels === 1) {
      pixels[at] = byte(first[index]!);
    } else if (rgb) {
      pixels[at] = byte(first[index]!);
      pixels[at + 1] = byte(second[index]!);
      pixels[at + 2] = byte(third[index]!);
    } else {
      const y = first[index]!;
      const cb = second[index]! - 128;
      const cr = third[index]! - 128;
      pixels[at] = byte(y + 1.402 * cr);
      pixels[at + 1] = byte(y - 0.344136 * cb - 0.714136 * cr);
      pixels[at + 2] = byte(y + 1.772 * cb);
    }
  }
  return { pixels, width, height, channels, of: { width: frame.width, height: frame.height }, detail: detailOf(frame) };
}
