import { z } from 'zod';
import { orderingField, pageQuerySchema, refuseDeepPage } from './pagination.contract.ts';
import { recordIdSchema } from './record-id.ts';
import { isCalendarDate, isDateInRange, isIsoTimestamp } from './calendar-date.ts';
import { textField } from './text-field.ts';
import { CALENDAR_DAY_STATUSES, EPAPER_DISPLAY_STATUSES, PROCESSING_STATUSES } from './epaper-status.ts';
import { EPAPER_LIMITS, EPAPER_TEXTS } from './epapers.texts.ts';
import { epaperFindingSchema, epaperPageSchema } from './epaper-pages.contract.ts';

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
  /** When it goes live by itself (ISO 8601, UTC); null unless scheduled and not yet published. */
  scheduled_at: z.string().nullable(),
  /** Stay unpublished if processing finishes after `scheduled_at`, instead of going live then. */
  hold_if_late: z.boolean(),
  /** Its time has come but it waits: processing has not finished, or it finished late with `hold_if_late`. */
  is_held: z.boolean(),
  /** When it last went live; null while unpublished. */
  published_at: z.string().nullable(),
  /** Other editions of the same day that are published or scheduled. */
  same_day_editions: z.number().int(),
  processing_status: z.enum(PROCESSING_STATUSES),
  /** Why processing failed, for a person; null unless failed. */
  processing_error: z.string().nullable(),
  /** Pages done so far while pending. */
  pages_done: z.number().int(),
  /** Findings of its checks before publishing not yet accepted (0 until the checks have run). */
  open_findings: z.number().int(),
  /** Whether the checks before publishing have run (they do when processing completes). */
  readiness_checked: z.boolean(),
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

export const epaperWithPagesSchema = epaperSchema.extend({
  pages: z.array(epaperPageSchema),
  /** The readiness report: every finding, accepted or not, in the order of FINDING_KINDS. */
  findings: z.array(epaperFindingSchema),
});
export type EpaperWithPages = z.infer<typeof epaperWithPagesSchema>;

export const epaperParamsSchema = z.object({ id: recordIdSchema });

/** The orderings the editions list accepts: latest publication date first (the default), or earliest first. */
export const EPAPER_ORDERINGS = ['-publication_date', 'publication_date'] as const;
export type EpaperOrdering = (typeof EPAPER_ORDERINGS)[number];

export const epaperListQuerySchema = pageQuerySchema
  .extend({
    page_size: pageQuerySchema.shape.page_size.unwrap().default(EPAPER_LIMITS.defaultPageSize),
    search: textField('Search')
      .max(200, EPAPER_TEXTS.searchTooLong)
      .transform((value) => value.trim())
      .optional(),
    status: z.enum(EPAPER_DISPLAY_STATUSES, { error: EPAPER_TEXTS.statusInvalid }).optional(),
    ordering: orderingField(EPAPER_ORDERINGS),
  })
  .superRefine(refuseDeepPage);
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

/**
 * When an edition goes live: a date and time in the service's time zone as
 * yyyy-mm-ddThh:mm (what the dashboard sends), or an ISO 8601 timestamp with its offset.
 */
const scheduledAtField = z
  .string({ error: EPAPER_TEXTS.scheduledAtInvalid })
  .trim()
  .refine((value) => LOCAL_DATE_TIME.test(value) || isIsoTimestamp(value), {
    message: EPAPER_TEXTS.scheduledAtInvalid,
    abort: true,
  })
  .refine(
    (value) => isCalendarDate(value.slice(0, 10)) && isDateInRange(value.slice(0, 10)),
    EPAPER_TEXTS.scheduledAtInvalid,
  );
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const holdIfLateField = z.boolean({ error: 'Hold if late must be true or false' });
/** Yes to a second edition published or scheduled for a day that already has one. */
const confirmSameDayField = z.boolean({ error: 'Confirm same day must be true or false' });

/** The upload's optional schedule, as multipart text fields ("true"/"false" for the flags). */
const multipartFlag = (field: z.ZodBoolean) =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), field);
export const uploadScheduleFieldsSchema = z.object({
  scheduled_at: scheduledAtField.optional(),
  hold_if_late: multipartFlag(holdIfLateField).optional(),
  confirm_same_day: multipartFlag(confirmSameDayField).optional(),
});

/**
 * PUT /epapers/:id/: the date as on upload. `scheduled_at` sets or moves the time it goes
 * live, null takes the schedule away, absent leaves it as it is.
 */
export const updateEpaperSchema = z.object({
  title: titleField,
  description: descriptionField,
  publication_date: publicationDateField,
  is_published: z.boolean({ error: 'Published must be true or false' }).optional(),
  scheduled_at: scheduledAtField.nullable().optional(),
  hold_if_late: holdIfLateField.optional(),
  confirm_same_day: confirmSameDayField.optional(),
});
export type UpdateEpaperRequest = z.input<typeof updateEpaperSchema>;

/** POST /epapers/:id/schedule/: goes live by itself at `scheduled_at`. */
export const scheduleEpaperSchema = z.object(
  {
    scheduled_at: scheduledAtField,
    hold_if_late: holdIfLateField.optional(),
    confirm_same_day: confirmSameDayField.optional(),
  },
  { error: EPAPER_TEXTS.scheduledAtInvalid },
);
export type ScheduleEpaperRequest = z.input<typeof scheduleEpaperSchema>;

/** POST /epapers/:id/publish/: live now (a schedule it had is done with). The body may be left out. */
export const publishEpaperSchema = z
  .object({ confirm_same_day: confirmSameDayField.optional() })
  .nullish()
  .transform((body) => body ?? {});
export type PublishEpaperRequest = z.input<typeof publishEpaperSchema>;

/** An edition as the calendar and the same-day question name it. */
export const datedEpaperSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(EPAPER_DISPLAY_STATUSES),
  scheduled_at: z.string().nullable(),
});
export type DatedEpaper = z.infer<typeof datedEpaperSchema>;

/** GET /epapers/dated/?date=: every edition of one day (the upload form asks before a second). */
export const datedQuerySchema = z.object({
  date: z
    .string({ error: EPAPER_TEXTS.publicationDateRequired })
    .refine((value) => isCalendarDate(value), EPAPER_TEXTS.publicationDateInvalid)
    .refine((value) => isDateInRange(value), EPAPER_TEXTS.publicationDateOutOfRange),
});
export type DatedQuery = z.input<typeof datedQuerySchema>;
export const datedEpapersSchema = z.object({ date: z.string(), results: z.array(datedEpaperSchema) });
export type DatedEpapers = z.infer<typeof datedEpapersSchema>;

/** GET /epapers/calendar/: the last `days` days up to today, and the week ahead. */
export const calendarQuerySchema = z.object({
  days: z.coerce
    .number<number>({ error: EPAPER_TEXTS.calendarDaysInvalid })
    .int(EPAPER_TEXTS.calendarDaysInvalid)
    .min(7, EPAPER_TEXTS.calendarDaysInvalid)
    .max(366, EPAPER_TEXTS.calendarDaysInvalid)
    .default(60),
});
export type CalendarQuery = z.input<typeof calendarQuerySchema>;
export const calendarDaySchema = z.object({
  /** yyyy-mm-dd */
  date: z.string(),
  status: z.enum(CALENDAR_DAY_STATUSES),
  editions: z.array(datedEpaperSchema),
});
export const epaperCalendarSchema = z.object({
  /** The service's today, yyyy-mm-dd: days after it show what is scheduled. */
  today: z.string(),
  days: z.array(calendarDaySchema),
});
export type EpaperCalendar = z.infer<typeof epaperCalendarSchema>;
export type CalendarDay = z.infer<typeof calendarDaySchema>;
