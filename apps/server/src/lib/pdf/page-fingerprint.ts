import type { DrawnPage } from './pdf-messages.ts';

/** What the checks before publishing read of a page's pixels. */
export type PageFingerprint = {
  /** Share of the pixels that stand out from the page's background, 0 to 1. */
  inkRatio: number;
  /** The page shrunk to 32 × 32 greys, in hex: pages showing the same image have (nearly) the same one. */
  miniature: string;
};

/** A pixel is ink when its grey differs from the background's by more than this (of 255). */
const INK_CONTRAST = 48;
const BUCKETS = 64;
const MINIATURE_SIDE = 32;
/**
 * Both are read from every n-th pixel of every n-th row, about this many across: enough to
 * tell ink from paper, and a few milliseconds less a page than reading every pixel, or
 * than a call to sharp (measured with `bench:late-pages`: bench/README.md and its history).
 */
const SAMPLES_ACROSS = 200;

/**
 * The page's ink and miniature, from the pixels it was just drawn with for its thumbnail.
 * The background is the most common grey (white paper, or a coloured one); a blank page
 * has next to no pixel away from it.
 */
export function fingerprintPage(page: DrawnPage): PageFingerprint {
  const step = Math.max(1, Math.round(page.width / SAMPLES_ACROSS));
  const across = Math.ceil(page.width / step);
  const down = Math.ceil(page.height / step);
  const grey = new Uint8Array(across * down);
  const histogram = new Uint32Array(BUCKETS);
  const sums = new Float64Array(MINIATURE_SIDE * MINIATURE_SIDE);
  const counts = new Uint32Array(MINIATURE_SIDE * MINIATURE_SIDE);
  let sample = 0;
  for (let y = 0; y < page.height; y += step) {
    const row = Math.floor((y * MINIATURE_SIDE) / page.height) * MINIATURE_SIDE;
    for (let x = 0; x < page.width; x += step) {
      const p = (y * page.width + x) * 3;
      // ITU-R BT.601 luma, in integers.
      const value = ((299 * page.pixels[p]! + 587 * page.pixels[p + 1]! + 114 * page.pixels[p + 2]!) / 1000) | 0;
      grey[sample++] = value;
      histogram[value >> 2]! += 1;
      const cell = row + Math.floor((x * MINIATURE_SIDE) / page.width);
      sums[cell]! += value;
      counts[cell]! += 1;
    }
  }
  const background = histogram.indexOf(Math.max(...histogram)) * 4 + 2;
  let ink = 0;
  for (let i = 0; i < sample; i++) if (Math.abs(grey[i]! - background) > INK_CONTRAST) ink++;
  const miniature = Buffer.from(Array.from(sums, (sum, cell) => Math.round(sum / Math.max(1, counts[cell]!))));
  return { inkRatio: ink / Math.max(1, sample), miniature: miniature.toString('hex') };
}

/**
 * How far apart two miniatures are: the mean difference of their greys, 0 to 255. The
 * same page drawn twice is 0; pages of one layout with other words and photographs are
 * several apart.
 */
export function miniatureDifference(left: Uint8Array, right: Uint8Array): number {
  if (left.length !== right.length || left.length === 0) return 255;
  let total = 0;
  for (let i = 0; i < left.length; i++) total += Math.abs(left[i]! - right[i]!);
  return total / left.length;
}
