// A progressive JPEG stores its photograph in passes, and the first holds one number per
// 8×8 block of pixels: the block's average (its DC coefficient). Those averages are the
// photograph at 1/8 of its size, in a few percent of the file. Any other decoder must read
// every pass before it can give a pixel, which makes a progressive JPEG several times
// slower to decode than a baseline one whatever the size asked for (bench/README.md,
// `bench:epapers`, has the figures that keep this decoder). A thumbnail that draws
// the photograph at 1/8 of its size or less needs only the averages, so this reads only
// the passes that hold them.
//
// Only what such a file can hold is read: 8-bit samples, Huffman coding, one component
// (grey) or three (YCbCr, or RGB), any subsampling, restart markers, and the refinement
// passes that add the averages' low bits. Anything else (baseline or arithmetic-coded
// files, CMYK, a table missing or damaged data) answers undefined, and the caller decodes
// the file the usual way. The work is bounded by the declared size, which the caller caps.
import { BitReader, decodeHuffman, readHuffmanTables, type Huffman } from './jpeg-huffman.ts';
import {
  APP14,
  Damaged,
  DHT,
  DQT,
  DRI,
  EOI,
  SOF_PROGRESSIVE,
  SOI,
  SOS,
  detailOf,
  frameOf,
  isOtherFrame,
  isRestart,
  nextMarker,
  readFrameHeader,
  readQuantTables,
  readScanHeader,
  type Frame,
  type Scan,
  type Size,
} from './jpeg-segments.ts';

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
