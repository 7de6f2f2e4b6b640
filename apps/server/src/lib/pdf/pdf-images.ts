import * as mupdf from 'mupdf';
import { decodeJpegAverages, isProgressiveJpeg } from './jpeg-averages/jpeg-averages.ts';
import { PHOTO_MAX_ASPECT, PHOTO_MAX_PIXELS, PHOTOS_MAX_PIXELS_PER_PAGE } from './pdf-messages.ts';
import type { PagePhoto, ScaledPhoto } from './pdf-messages.ts';

// Enough for any real page; a crafted resource graph cannot keep the walk busy.
const MAX_VISITS = 10_000;

/**
 * Every image dictionary a page can draw, found by walking its resources (forms, patterns
 * and soft masks included) without decoding anything. Each indirect object once.
 */
function* pageImages(page: mupdf.PDFPage): Generator<mupdf.PDFObject> {
  const seen = new Set<number>();
  const pending: mupdf.PDFObject[] = [page.getObject().getInheritable('Resources')];
  let visits = 0;
  const visit = (object: mupdf.PDFObject) => {
    if (object.isIndirect()) {
      if (seen.has(object.asIndirect())) return;
      seen.add(object.asIndirect());
    }
    pending.push(object);
  };

  while (pending.length > 0 && visits++ < MAX_VISITS) {
    const object = pending.pop()!;
    if (!object.isDictionary() && !object.isStream()) continue;
    if (object.get('Subtype').isName() && object.get('Subtype').asName() === 'Image') yield object;
    // Resources name what a page or form draws; XObject and Pattern dictionaries list
    // them; an image's SMask and a soft mask's G form are drawn too.
    for (const key of ['Resources', 'XObject', 'Pattern', 'ExtGState', 'SMask', 'G', 'Mask']) {
      const child = object.get(key);
      if (child.isNull()) continue;
      if (key === 'XObject' || key === 'Pattern' || key === 'ExtGState') child.forEach((entry) => visit(entry));
      else visit(child);
    }
  }
}

/**
 * The first image a page can draw whose declared size exceeds `maxPixels`, before
 * anything is decoded. A decompression bomb declares its size honestly: tens of
 * thousands of pixels a side that a few megabytes of zeros inflate to.
 */
export function findOversizedImage(
  page: mupdf.PDFPage,
  maxPixels: number,
): { width: number; height: number } | undefined {
  for (const image of pageImages(page)) {
    const width = image.get('Width').asNumber();
    const height = image.get('Height').asNumber();
    if (width * height > maxPixels) return { width, height };
  }
  return undefined;
}

const CHANNELS: Record<string, 1 | 3> = { DeviceRGB: 3, DeviceGray: 1 };

/**
 * The page's plain JPEG photographs wider than `width` pixels: the images worth decoding
 * at a reduced size before the page is drawn that wide. Plain means what sharp decodes
 * to the very samples MuPDF would: 8-bit RGB or grey, one DCT filter, no decode array or
 * decoding parameters, not a mask; and of bounded size and shape (PHOTO_MAX_* in pdf-messages.ts). Anything
 * else (CMYK, JPX, masks, a giant) is left for MuPDF to draw as it is.
 */
export function findLargePhotos(page: mupdf.PDFPage, width: number): PagePhoto[] {
  const photos: PagePhoto[] = [];
  let pixels = 0;
  for (const image of pageImages(page)) {
    if (!image.isIndirect() || !image.isStream()) continue;
    const filter = image.get('Filter');
    const dct = filter.isArray()
      ? filter.length === 1 && filter.get(0).isName() && filter.get(0).asName() === 'DCTDecode'
      : filter.isName() && filter.asName() === 'DCTDecode';
    const colorSpace = image.get('ColorSpace');
    const channels = colorSpace.isName() ? CHANNELS[colorSpace.asName()] : undefined;
    const bits = image.get('BitsPerComponent');
    if (!dct || channels === undefined || (!bits.isNull() && bits.asNumber() !== 8)) continue;
    // DecodeParms can change how the JPEG's colours are read (ColorTransform): MuPDF's call.
    if (!image.get('Decode').isNull() || !image.get('DecodeParms').isNull() || image.get('ImageMask').asBoolean())
      continue;
    const [imageWidth, imageHeight] = [image.get('Width').asNumber(), image.get('Height').asNumber()];
    if (!(imageWidth > width && imageHeight >= 1)) continue;
    const shape = Math.max(imageWidth / imageHeight, imageHeight / imageWidth);
    if (imageWidth * imageHeight > PHOTO_MAX_PIXELS || shape > PHOTO_MAX_ASPECT) continue;
    pixels += imageWidth * imageHeight;
    if (pixels > PHOTOS_MAX_PIXELS_PER_PAGE) break;
    // A view into MuPDF's memory, which the next allocation may move: copy it out.
    const raw = image.readRawStream();
    try {
      photos.push({
        ref: image.asIndirect(),
        jpeg: raw.asUint8Array().slice(),
        channels,
        width: imageWidth,
        height: imageHeight,
      });
    } finally {
      raw.destroy();
    }
  }
  return photos;
}

type DrawnSize = { across: number; down: number };
const sizeKey = (width: number, height: number) => `${width}x${height}`;

/** Told of every image the page draws (its size in samples, and in pixels at the scale) and of any text. */
export type DrawingObserver = {
  image: (samples: { width: number; height: number }, drawn: DrawnSize) => void;
  text: () => void;
};

/**
 * How many pixels each image covers, along its own width and height, when the page is
 * drawn at `scale`; keyed by its size in samples (images of one size drawn at several
 * sizes: the largest). Runs the page's drawing instructions without drawing anything;
 * `observer` hears of each image and text on the same pass (its instructions are most of
 * the pass's cost).
 */
export function drawnImageSizes(
  page: mupdf.PDFPage,
  scale: number,
  observer?: DrawingObserver,
): Map<string, DrawnSize> {
  const sizes = new Map<string, DrawnSize>();
  const sawText = (text: mupdf.Text) => {
    observer?.text();
    text.destroy();
  };
  const device = new mupdf.Device({
    ...(observer && {
      fillText: sawText,
      strokeText: sawText,
      clipText: sawText,
      clipStrokeText: sawText,
      ignoreText: sawText,
    }),
    fillImage(image, ctm) {
      try {
        const samples = { width: image.getWidth(), height: image.getHeight() };
        const drawn = { across: Math.hypot(ctm[0], ctm[1]), down: Math.hypot(ctm[2], ctm[3]) };
        const key = sizeKey(samples.width, samples.height);
        const known = sizes.get(key) ?? { across: 0, down: 0 };
        sizes.set(key, { across: Math.max(known.across, drawn.across), down: Math.max(known.down, drawn.down) });
        observer?.image(samples, drawn);
      } finally {
        image.destroy();
      }
    },
  });
  try {
    page.run(device, mupdf.Matrix.scale(scale, scale));
    device.close();
  } finally {
    device.destroy();
  }
  return sizes;
}

/**
 * The photograph's block averages (jpeg-averages/) when the page draws it no larger than
 * they are, 1/8 of its size (1/16 for colour stored at half resolution): then they are all
 * the drawing needs, read in a tenth of the time of decoding the JPEG. Undefined otherwise (drawn larger, not drawn directly, a
 * baseline JPEG, one whose size or colours are not what the PDF declares).
 */
export function photoAverages(photo: PagePhoto, drawn: Map<string, DrawnSize>): ScaledPhoto | undefined {
  if (!isProgressiveJpeg(photo.jpeg)) return undefined;
  const size = drawn.get(sizeKey(photo.width, photo.height));
  if (!size || size.across > Math.ceil(photo.width / 8) || size.down > Math.ceil(photo.height / 8)) return undefined;
  const averages = decodeJpegAverages(photo.jpeg, {
    size: { width: photo.width, height: photo.height },
    detail: { width: size.across, height: size.down },
  });
  if (!averages || averages.channels !== photo.channels) return undefined;
  const { pixels, width, height, channels } = averages;
  return { ref: photo.ref, pixels, width, height, channels };
}

/** Whether any of the photographs could be drawn from its block averages (`photoAverages`). */
export const anyProgressive = (photos: PagePhoto[]) => photos.some((photo) => isProgressiveJpeg(photo.jpeg));
