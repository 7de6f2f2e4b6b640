import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { PHOTO_MAX_PIXELS, PREVIEW_WIDTH, THUMBNAIL_WIDTH } from './pdf-messages.ts';
import type { DrawnPage, PagePhoto, ScaledPhoto } from './pdf-messages.ts';

// Effort 2 encodes much faster than the default 4 for files only slightly larger.
const WEBP = { quality: 80, effort: 2 };
// A photograph is one JPEG: anything that takes longer than this to decode is not one.
const PHOTO_TIMEOUT_SECONDS = 10;

// Everything here runs on the main thread: sharp works asynchronously on libuv's pool, so
// the event loop stays free, and a PDF thread that is terminated for hanging is never in
// the middle of native image code.
//
// One image at a time per core: more would not finish sooner and would hold more decoded
// images in memory at once (a progressive JPEG is decoded whole before it is scaled). And
// never more than libuv's pool minus two, which the file system and password hashing
// share with sharp (raise UV_THREADPOOL_SIZE on a machine with more cores). Each image
// gets one libvips thread of its own, and is seen once, so sharp's cache would only hold memory.
const LIBUV_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const oneImagePerCore = pLimit(Math.max(1, Math.min(availableParallelism(), LIBUV_THREADS - 2)));
sharp.concurrency(1);
sharp.cache(false);

/**
 * Decodes each photograph `width` pixels wide (never larger than it is): as wide as the
 * page will be drawn, so a photograph drawn at most across the page loses nothing. (One
 * enlarged past the page's width through a clip, or turned on its side, comes out softer;
 * decoding every photograph larger for those would cost every page markedly more time:
 * libjpeg-turbo reads a JPEG at 1/4 of its size faster than at 1/2.)
 * libjpeg-turbo decodes a JPEG several times faster than MuPDF's WebAssembly build,
 * and a baseline JPEG at 1/2, 1/4 or 1/8 of its size directly; MuPDF then draws a
 * photograph of a few hundred pixels. The worker only hands over photographs of bounded
 * size and shape (pdf-images.ts); one whose JPEG is not the size the PDF declares, or that
 * sharp cannot read, is left out, and MuPDF draws the original under its own guards.
 */
export async function scalePhotos(photos: PagePhoto[], width: number): Promise<ScaledPhoto[]> {
  const scaled = await Promise.all(
    photos.map((photo) =>
      oneImagePerCore(async () => {
        try {
          const input = sharp(photo.jpeg, { failOn: 'none', limitInputPixels: PHOTO_MAX_PIXELS });
          const declared = await input.metadata();
          if (declared.width !== photo.width || declared.height !== photo.height) return undefined;
          const { data, info } = await input
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
