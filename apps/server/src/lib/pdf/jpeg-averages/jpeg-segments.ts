// The marker segments of a JPEG that its block averages need (jpeg-averages.ts): the frame,
// the quantisation tables' first entries, the scan headers, and where each segment ends.

export const SOI = 0xd8;
export const EOI = 0xd9;
export const SOF_PROGRESSIVE = 0xc2;
export const DHT = 0xc4;
export const DQT = 0xdb;
export const DRI = 0xdd;
export const SOS = 0xda;
export const APP14 = 0xee;
export const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
export const isOtherFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== DHT && marker !== 0xc8 && marker !== 0xcc;

/** A file this cannot read: decodeJpegAverages answers undefined for it. */
export class Damaged extends Error {}

export type Size = { width: number; height: number };

export type Component = {
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

export type Frame = { width: number; height: number; components: Component[]; hMax: number; vMax: number };

export type FrameHeader = {
  width: number;
  height: number;
  parts: Array<Pick<Component, 'id' | 'h' | 'v' | 'quantTable'>>;
};

export function readFrameHeader(jpeg: Uint8Array, start: number, end: number): FrameHeader {
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
export function frameOf({ width, height, parts }: FrameHeader): Frame {
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
export function readQuantTables(jpeg: Uint8Array, start: number, end: number, dcQuant: Array<number | undefined>) {
  for (let at = start; at < end;) {
    const precision = jpeg[at]! >> 4;
    const id = jpeg[at]! & 15;
    if (id > 3 || precision > 1 || at + 1 + 64 * (precision + 1) > end) throw new Damaged();
    dcQuant[id] = precision === 0 ? jpeg[at + 1]! : (jpeg[at + 1]! << 8) | jpeg[at + 2]!;
    at += 1 + 64 * (precision + 1);
  }
}

/** `refines` from bit `refinesBit` (Ah) down to `shift` (Al); a first pass when refinesBit is 0. */
export type Scan = {
  components: Component[];
  tables: number[];
  isAverages: boolean;
  refinesBit: number;
  shift: number;
};

export function readScanHeader(jpeg: Uint8Array, start: number, end: number, frame: Frame): Scan {
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

/** Where the next marker starts, skipping entropy-coded data (stuffed zeros and restart markers included). */
export function nextMarker(jpeg: Uint8Array, from: number): number {
  // The passes skipped are most of the file: Buffer's indexOf searches it natively (memchr).
  const bytes = Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  for (let at = bytes.indexOf(0xff, from); at !== -1 && at + 1 < jpeg.length; at = bytes.indexOf(0xff, at + 1)) {
    const next = jpeg[at + 1]!;
    if (next !== 0 && next !== 0xff && !isRestart(next)) return at;
  }
  return jpeg.length;
}

export function detailOf(frame: Frame): Size {
  const hMin = Math.min(...frame.components.map((component) => component.h));
  const vMin = Math.min(...frame.components.map((component) => component.v));
  return {
    width: Math.ceil((frame.width * hMin) / frame.hMax / 8),
    height: Math.ceil((frame.height * vMin) / frame.vMax / 8),
  };
}
