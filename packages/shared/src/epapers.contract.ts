import { z } from 'zod';
import { pageQuerySchema } from './pagination.contract.ts';
import { recordIdSchema } from './record-id.ts';
import { isCalendarDate, isDateInRange, isIsoTimestamp } from './calendar-date.ts';
import { textField } from './text-field.ts';
import { EPAPER_DISPLAY_STATUSES, PROCESSING_STATUSES } from './epaper-status.ts';
import { EPAPER_LIMITS, EPAPER_TEXTS } from './epapers.texts.ts';

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
});
export type EpaperPage = z.infer<typeof epaperPageSchema>;

export const epaperSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** yyyy-mm-dd */
  publication_date: z.string(),
  page_count: z.number().int(),
  /** Bytes of the uploaded PDF. */
  file_size: z.number().int(),
  is_published: z.boolean(),
  processing_status: z.enum(PROCESSING_STATUSES),
  /** Why processing failed, for a person; null unless failed. */
  processing_error: z.string().nullable(),
  /** Pages done so far while pending. */
  pages_done: z.number().int(),
  /**
   * The edition's preview image, a WebP of its front page (a signed URL), null until made.
   * The API's documented name says gif; clients already read it by that name.
   */
  preview_gif_path: z.string().nullable(),
  /** The uploaded PDF as a download (a signed URL), null when there is none. */
  original_pdf_path: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Epaper = z.infer<typeof epaperSchema>;

export const epaperWithPagesSchema = epaperSchema.extend({ pages: z.array(epaperPageSchema) });
export type EpaperWithPages = z.infer<typeof epaperWithPagesSchema>;

export const epaperParamsSchema = z.object({ id: recordIdSchema });
export const epaperPageParamsSchema = z.object({ id: recordIdSchema, pageId: recordIdSchema });

export const epaperListQuerySchema = pageQuerySchema.extend({
  page_size: pageQuerySchema.shape.page_size.unwrap().default(EPAPER_LIMITS.defaultPageSize),
  search: textField('Search')
    .max(200, EPAPER_TEXTS.searchTooLong)
    .transform((value) => value.trim())
    .optional(),
  status: z.enum(EPAPER_DISPLAY_STATUSES, { error: EPAPER_TEXTS.statusInvalid }).optional(),
});
/** What a client sends (the schema's input). */
export type EpaperListQuery = z.input<typeof epaperListQuerySchema>;
export type EpaperListFilters = z.output<typeof epaperListQuerySchema>;

const titleField = textField('Title', { required: EPAPER_TEXTS.titleRequired })
  .trim()
  .min(1, EPAPER_TEXTS.titleRequired)
  .max(EPAPER_LIMITS.maxTitleLength, EPAPER_TEXTS.titleTooLong);
const descriptionField = textField('Description', { multiline: true, required: EPAPER_TEXTS.descriptionRequired })
  .trim()
  .min(1, EPAPER_TEXTS.descriptionRequired)
  .max(EPAPER_LIMITS.maxDescriptionLength, EPAPER_TEXTS.descriptionTooLong);

/** A day yyyy-mm-dd, or an ISO 8601 timestamp with its offset (no other form). */
const isPublicationDate = (value: string) => isCalendarDate(value) || isIsoTimestamp(value);

/**
 * `publication_date` of an upload and of an edit: the day as yyyy-mm-dd (what the dashboard
 * sends), or, from other clients, an ISO 8601 timestamp, which the server reads as the day
 * its instant falls on in the service's time zone. The day must lie in DATE_RANGE; for a
 * timestamp the server checks that again on the day it turns into (the one written, or one
 * either side of it).
 */
const publicationDateField = z
  .string({ error: EPAPER_TEXTS.publicationDateRequired })
  .trim()
  .min(1, EPAPER_TEXTS.publicationDateRequired)
  .refine((value) => value === '' || isPublicationDate(value), EPAPER_TEXTS.publicationDateInvalid)
  .refine(
    (value) => !isPublicationDate(value) || isDateInRange(value.slice(0, 10)),
    EPAPER_TEXTS.publicationDateOutOfRange,
  );

/** The text fields of an upload (the multipart's non-file parts); the date may be a timestamp. */
export const uploadFieldsSchema = z.object({
  title: titleField,
  description: descriptionField,
  publication_date: publicationDateField,
});

/** PUT /epapers/:id/: the date as on upload. */
export const updateEpaperSchema = z.object({
  title: titleField,
  description: descriptionField,
  publication_date: publicationDateField,
  is_published: z.boolean({ error: 'Published must be true or false' }).optional(),
});
export type UpdateEpaperRequest = z.input<typeof updateEpaperSchema>;
