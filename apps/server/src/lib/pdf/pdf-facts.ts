import type { DrawingObserver } from './pdf-images.ts';
import type { PageFacts } from './pdf-messages.ts';

/** An image covering less than this share of the page (a logo, a byline photo) does not decide its resolution. */
const SIZEABLE_SHARE = 0.05;
const POINTS_PER_INCH = 72;

/**
 * Collects a page's facts from the pass over its drawing instructions that finds its
 * images' drawn sizes (`drawnImageSizes`, at `scale` pixels a point): whether any text
 * is shown, and how many pixels per inch each sizeable image is drawn at.
 */
export function pageFactsObserver(size: {
  widthPt: number;
  heightPt: number;
  scale: number;
}): DrawingObserver & { facts: () => PageFacts } {
  let hasText = false;
  let lowest = Number.POSITIVE_INFINITY;
  const pageArea = size.widthPt * size.heightPt;
  return {
    text: () => {
      hasText = true;
    },
    image: (samples, drawn) => {
      const across = drawn.across / size.scale;
      const down = drawn.down / size.scale;
      if (across * down < SIZEABLE_SHARE * pageArea) return;
      const ppi = Math.min(samples.width / (across / POINTS_PER_INCH), samples.height / (down / POINTS_PER_INCH));
      lowest = Math.min(lowest, ppi);
    },
    facts: () => ({ hasText, lowestImagePpi: Number.isFinite(lowest) ? Math.round(lowest) : null }),
  };
}
