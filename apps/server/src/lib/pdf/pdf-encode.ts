import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { PREVIEW_WIDTH, THUMBNAIL_WIDTH } from './pdf-messages.ts';
import type { DrawnPage, PagePhoto, ScaledPhoto } from './pdf-messages.ts';

// Effort 2 encodes in half the time of the default 4 for files about 2% larger.
const WEBP = { quality: 80, effort: 2 };
// A photograph is one JPEG: anything that takes longer than this to decode is not one.
const PHOTO_TIMEOUT_SECONDS = 10;

// Everything here runs on the main thread: sharp works asynchronously on libuv's pool, so
// the event loop stays free, and a PDF thread that is terminated for hanging is never in
// the middle of native image code.
//
// One image at a time per core: more would not finish sooner, would hold more decoded
// images in memory at once (a progressive JPEG is decoded whole before it is scaled), and
// would leave no libuv thread free for the file system and password hashing. So each
// image gets one thread of its own. Each image is seen once, so sharp's cache of recent
// operations would only hold memory.
const oneImagePerCore = pLimit(Math.max(1, availableParallelism()));
sharp.concurrency(1);
sharp.cache(false);

/**
 * Decodes each photograph no wider than `width`. libjpeg-turbo decodes a JPEG two to three
 * times faster than MuPDF's WebAssembly build, and a baseline JPEG at 1/2, 1/4 or 1/8 of
 * its size directly; MuPDF then draws a photograph of a few hundred pixels. A photograph sharp cannot read, or reads as something else
 * than the PDF declares, is left out: MuPDF then draws the original, as it would have.
 */
export async function scalePhotos(photos: PagePhoto[], width: number, maxPixels: number): Promise<ScaledPhoto[]> {
  const scaled = await Promise.all(
    photos.map((photo) =>
      oneImagePerCore(async () => {
        try {
          const { data, info } = await sharp(photo.jpeg, { failOn: 'none', limitInputPixels: maxPixels })
            .resize({ width, withoutEnlargement: true })
            .toColourspace(photo.channels === 1 ? 'b-w' : 'srgb')
            .raw()
            .timeout({ seconds: PHOTO_TIMEOUT_SECONDS })
            .toBuffer({ resolveWithObject: true });
          if (info.channels !== photo.channels) return undefined;
          return { ref: photo.ref, pixels: data, width: info.width, height: info.height, channels: photo.channels };
        } catch {
          return undefined;
        }
      }),
    ),
  );
  return scaled.filter((photo) => photo !== undefined);
}

const rawInput = (page: DrawnPage) =>
  sharp(page.pixels, { raw: { width: page.width, height: page.height, channels: 3 } });

/**
 * The thumbnail (400 px) and, when the page was drawn for it, the edition's preview
 * (800 px, the thumbnail then scaled from it).
 */
export async function encodeThumbnails(
  page: DrawnPage,
  withPreview: boolean,
): Promise<{ thumbnail: Uint8Array; preview?: Uint8Array }> {
  if (!withPreview) return { thumbnail: await oneImagePerCore(() => rawInput(page).webp(WEBP).toBuffer()) };
  const [preview, thumbnail] = await Promise.all([
    oneImagePerCore(() => rawInput(page).webp(WEBP).toBuffer()),
    oneImagePerCore(() => rawInput(page).resize({ width: THUMBNAIL_WIDTH }).webp(WEBP).toBuffer()),
  ]);
  return { thumbnail, preview };
}

/** The page image people read on screen. */
export const encodeReadingImage = (page: DrawnPage): Promise<Uint8Array> =>
  oneImagePerCore(() => rawInput(page).webp(WEBP).toBuffer());

/** The width a page is drawn at for its thumbnails: the preview's when it makes one. */
export const thumbnailDrawWidth = (withPreview: boolean) => (withPreview ? PREVIEW_WIDTH : THUMBNAIL_WIDTH);
