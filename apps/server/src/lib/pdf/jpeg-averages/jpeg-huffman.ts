// JPEG's Huffman coding (ITU T.81 Annex C and F.2.2.3) for the averages' passes: the tables,
// and the coded bits of a scan read up to 24 at a time.
import { Damaged, isRestart } from './jpeg-segments.ts';

/** Codes up to this many bits are decoded by one table look-up. */
const LOOKAHEAD = 9;

/** Per code length, the largest code and where its values start; and codes up to 9 bits looked up at once. */
export type Huffman = { maxCode: Int32Array; valueOffset: Int32Array; values: Uint8Array; lookahead: Int32Array };

export function readHuffmanTables(jpeg: Uint8Array, start: number, end: number, dcTables: Array<Huffman | undefined>) {
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

/**
 * The entropy-coded bytes of a scan as a stream of bits, read up to 24 at a time: stuffed
 * zeros skipped, and zeros once a marker is reached (as libjpeg does with cut-off data).
 */
export class BitReader {
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

export function decodeHuffman(reader: BitReader, table: Huffman): number {
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
