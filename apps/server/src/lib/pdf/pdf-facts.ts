import * as mupdf from 'mupdf';

/** What the checks before publishing read of a page's drawing instructions. */
export type PageFacts = {
  /** Whether it draws any text, visible or not (a scan's invisible OCR layer counts). */
  hasText: boolean;
  /** The lowest resolution, in pixels per inch, of the images covering a sizeable part of it; null when none does. */
  lowestImagePpi: number | null;
};

/** An image covering less than this share of the page (a logo, a byline photo) does not decide its resolution. */
const SIZEABLE_SHARE = 0.05;
const POINTS_PER_INCH = 72;

/**
 * Runs the page's drawing instructions once without drawing anything, noting whether any
 * text is shown and how many pixels per inch each sizeable image is drawn at.
 */
export function pageFacts(page: mupdf.PDFPage, widthPt: number, heightPt: number): PageFacts {
  let hasText = false;
  let lowest = Number.POSITIVE_INFINITY;
  const sawText = (text: mupdf.Text) => {
    hasText = true;
    text.destroy();
  };
  const device = new mupdf.Device({
    fillText: sawText,
    strokeText: sawText,
    clipText: sawText,
    clipStrokeText: sawText,
    ignoreText: sawText,
    fillImage(image, ctm) {
      try {
        // At scale 1 the matrix maps the image's unit square onto the page, in points.
        const across = Math.hypot(ctm[0], ctm[1]);
        const down = Math.hypot(ctm[2], ctm[3]);
        if (across * down < SIZEABLE_SHARE * widthPt * heightPt) return;
        const ppi = Math.min(
          image.getWidth() / (across / POINTS_PER_INCH),
          image.getHeight() / (down / POINTS_PER_INCH),
        );
        lowest = Math.min(lowest, ppi);
      } finally {
        image.destroy();
      }
    },
  });
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return { hasText, lowestImagePpi: Number.isFinite(lowest) ? Math.round(lowest) : null };
}
