import sharp from 'sharp';
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
 * The page's ink and miniature, from the pixels it was just drawn with for its thumbnail. The
 * background is the most common grey (white paper, or a coloured one); a blank page has
 * next to no pixel away from it.
 */
export async function fingerprintPage(page: DrawnPage): Promise<PageFingerprint> {
  const count = page.width * page.height;
  const grey = new Uint8Array(count);
  const histogram = new Uint32Array(BUCKETS);
  for (let i = 0, p = 0; i < count; i++, p += 3) {
    // ITU-R BT.601 luma, in integers.
    const value = ((299 * page.pixels[p]! + 587 * page.pixels[p + 1]! + 114 * page.pixels[p + 2]!) / 1000) | 0;
    grey[i] = value;
    histogram[value >> 2]! += 1;
  }
  const backgroundBucket = histogram.indexOf(Math.max(...histogram));
  const background = backgroundBucket * 4 + 2;
  let ink = 0;
  for (let i = 0; i < count; i++) if (Math.abs(grey[i]! - background) > INK_CONTRAST) ink++;

  const miniature = await sharp(grey, { raw: { width: page.width, height: page.height, channels: 1 } })
    .resize(MINIATURE_SIDE, MINIATURE_SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  return { inkRatio: ink / count, miniature: miniature.toString('hex') };
}

/**
 * How far apart two miniatures are: the mean difference of their greys, 0 to 255. The
 * same page drawn twice is 0; pages of one layout with other words and photographs are
 * several apart.
 */
export function miniatureDifference(a: string, b: string): number {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  if (left.length !== right.length || left.length === 0) return 255;
  let total = 0;
  for (let i = 0; i < left.length; i++) total += Math.abs(left[i]! - right[i]!);
  return total / left.length;
}
