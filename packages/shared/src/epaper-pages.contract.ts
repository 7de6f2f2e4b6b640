// The pages of an edition and its checks before publishing: what a page, a page's version
// and a finding look like, and the requests that change pages after processing.
import { z } from 'zod';
import { recordIdSchema } from './record-id.ts';
import { FINDING_KINDS } from './epaper-readiness.texts.ts';
import { EPAPER_PAGE_TEXTS } from './epaper-pages.texts.ts';

export const epaperPageSchema = z.object({
  id: z.number().int(),
  page_number: z.number().int(),
  /** Signed URLs, valid for a while for the admin they were made for. */
  thumbnail_path: z.string(),
  /** The page on screen, about 1600 px wide (WebP). */
  image_path: z.string(),
  pdf_path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** How many versions the page has had (1 until it is replaced); older ones can be restored. */
  version_count: z.number().int(),
  /** When the page's current version was made (by processing, a replacement or a rollback). */
  updated_at: z.string(),
});
export type EpaperPage = z.infer<typeof epaperPageSchema>;

/** One finding of an edition's checks before publishing (its readiness report). */
export const epaperFindingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FINDING_KINDS),
  /** The page numbers it is about, in order; empty for the page count. */
  pages: z.array(z.number().int()),
  /** What is wrong, in a sentence that names the pages. */
  message: z.string(),
  /** Marked as accepted by an admin: no longer asked about before publishing. */
  accepted: z.boolean(),
  accepted_by: z.number().int().nullable(),
  /** The name of the admin who accepted it; null while open, or when that account is gone. */
  accepted_by_name: z.string().nullable(),
  accepted_at: z.string().nullable(),
});
export type EpaperFinding = z.infer<typeof epaperFindingSchema>;

export const epaperPageParamsSchema = z.object({ id: recordIdSchema, pageId: recordIdSchema });

/** One version of a page: what the page showed before a replacement, or shows now. */
export const pageVersionSchema = z.object({
  id: z.number().int(),
  /** When this version was made: by processing the edition, or by a replacement. */
  created_at: z.string(),
  created_by: z.number().int().nullable(),
  /** The admin's name as the history shows it; null when unknown or deleted. */
  created_by_name: z.string().nullable(),
  /** The version readers see now. */
  is_current: z.boolean(),
  thumbnail_path: z.string(),
  image_path: z.string(),
  pdf_path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;

export const pageVersionParamsSchema = z.object({
  id: recordIdSchema,
  pageId: recordIdSchema,
  versionId: recordIdSchema,
});
export const findingParamsSchema = z.object({ id: recordIdSchema, findingId: recordIdSchema });

const pageNumberField = (message: string, min: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: message }).int(message).min(min, message).max(100_000, message),
  );

/** The text fields of POST /epapers/:id/pages/replace/ (multipart, beside `pdf_file`). */
export const replacePagesFieldsSchema = z
  .object({
    from_page: pageNumberField(EPAPER_PAGE_TEXTS.fromPageInvalid, 1),
    to_page: pageNumberField(EPAPER_PAGE_TEXTS.toPageInvalid, 1).optional(),
  })
  .transform(({ from_page, to_page }) => ({ from_page, to_page: to_page ?? from_page }))
  .refine((range) => range.to_page >= range.from_page, {
    message: EPAPER_PAGE_TEXTS.toPageInvalid,
    path: ['to_page'],
  });

/** The text field of POST /epapers/:id/pages/insert/: the new pages go after this one (0: at the front). */
export const insertPagesFieldsSchema = z.object({ after_page: pageNumberField(EPAPER_PAGE_TEXTS.afterPageInvalid, 0) });

/** PUT /epapers/:id/pages/order/: every page's id once, in the new order. */
export const pageOrderSchema = z.object(
  {
    page_ids: z
      .array(
        z
          .number({ error: EPAPER_PAGE_TEXTS.orderInvalid })
          .int(EPAPER_PAGE_TEXTS.orderInvalid)
          .positive(EPAPER_PAGE_TEXTS.orderInvalid)
          .max(2_147_483_647, EPAPER_PAGE_TEXTS.orderInvalid),
        {
          error: EPAPER_PAGE_TEXTS.orderInvalid,
        },
      )
      .min(1, EPAPER_PAGE_TEXTS.orderInvalid)
      .max(2000, EPAPER_PAGE_TEXTS.orderInvalid),
  },
  { error: EPAPER_PAGE_TEXTS.orderInvalid },
);
export type PageOrderRequest = z.input<typeof pageOrderSchema>;

/** PUT /epapers/:id/findings/:findingId/: accept a finding, or take the acceptance back. */
export const findingUpdateSchema = z.object(
  { accepted: z.boolean({ error: 'Accepted must be true or false' }) },
  { error: 'Accepted must be true or false' },
);
export type FindingUpdateRequest = z.input<typeof findingUpdateSchema>;
