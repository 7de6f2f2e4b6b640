import { z } from 'zod';
import { pageQuerySchema } from './pagination.contract.ts';
import { READER_TEXTS } from './reader.texts.ts';

export { READER_TEXTS } from './reader.texts.ts';

/** One published edition, as a reader's list shows it. */
export const readerEpaperSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** yyyy-mm-dd */
  publication_date: z.string(),
  page_count: z.number().int(),
  /** The first page's thumbnail, a short-lived signed URL. */
  thumbnail_url: z.string().nullable(),
});
export type ReaderEpaper = z.infer<typeof readerEpaperSchema>;

/** GET /reader/epapers/: newest edition first; `page_size` 10 by default. */
export const readerEpaperListQuerySchema = pageQuerySchema.extend({
  page_size: pageQuerySchema.shape.page_size.unwrap().default(10),
});
export type ReaderEpaperListQuery = z.input<typeof readerEpaperListQuerySchema>;

/** One page a reader opened, with signed URLs of its image and PDF. */
export const readerPageSchema = z.object({
  epaper_id: z.number().int(),
  title: z.string(),
  page_number: z.number().int(),
  page_count: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The on-screen image (the thumbnail until it is made). */
  image_url: z.string(),
  thumbnail_url: z.string(),
  pdf_url: z.string(),
});
export type ReaderPage = z.infer<typeof readerPageSchema>;

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

export const readerPageParamsSchema = z.object({
  id: positiveId(READER_TEXTS.idInvalid),
  number: positiveId(READER_TEXTS.pageNumberInvalid),
});
