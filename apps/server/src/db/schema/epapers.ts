import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An edition: its uploaded PDF and the state of turning it into pages. Every file of an
 * edition lives under `epapers/<storage_id>/` in the file store, so deleting it removes
 * one prefix, and an upload can be stored before its row exists.
 */
export const epapers = pgTable(
  'epapers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storageId: uuid('storage_id').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The edition's date, as the newspaper prints it (a calendar day, no time). */
    publicationDate: date('publication_date').notNull(),
    pageCount: integer('page_count').notNull().default(0),
    /** Bytes of the uploaded PDF. */
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    /** When it last went live (by hand or by its schedule); null while unpublished. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When it goes live by itself; null when not scheduled, and once it has gone live. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Stay unpublished when processing finishes after `scheduled_at`, rather than go live then. */
    holdIfLate: boolean('hold_if_late').notNull().default(false),
    /** When its time came and it had to wait; the desk is told once. Cleared with the schedule. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** pending, failed or completed. */
    processingStatus: text('processing_status').notNull().default('pending'),
    /** Why processing failed, in words an editor understands; null unless failed. */
    processingError: text('processing_error'),
    /** Pages rendered so far while pending (of page_count, once known). */
    pagesDone: integer('pages_done').notNull().default(0),
    /** When processing last completed (its pages made); null until then. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Counts every change of its pages after processing (replace, insert, remove, reorder, restore). */
    pagesRevision: integer('pages_revision').notNull().default(0),
    /** The pages_revision the complete PDF (original_pdf_key) was built from. */
    completePdfRevision: integer('complete_pdf_revision').notNull().default(0),
    /** When its checks before publishing last ran (readiness/readiness.service.ts); null until then. */
    readinessCheckedAt: timestamp('readiness_checked_at', { withTimezone: true }),
    /** File store keys; null until there is such a file. */
    originalPdfKey: text('original_pdf_key'),
    previewKey: text('preview_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('epapers_listing_idx').on(t.publicationDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('epapers_status_check', sql`${t.processingStatus} in ('pending', 'failed', 'completed')`),
    check('epapers_published_completed_check', sql`not ${t.isPublished} or ${t.processingStatus} = 'completed'`),
    // A published edition has no time to go live any more.
    check('epapers_published_unscheduled_check', sql`not ${t.isPublished} or ${t.scheduledAt} is null`),
    // What the schedule's sweep reads: only the editions still waiting for their time.
    index('epapers_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`${t.scheduledAt} is not null`),
  ],
);

/**
 * What the checks before publishing read of a page, measured as it is rendered; null for
 * pages made before these checks existed (each check then leaves the page out).
 */
const pageFacts = () => ({
  /** The page's size in PDF points. */
  widthPt: real('width_pt'),
  heightPt: real('height_pt'),
  /** Share of the thumbnail's pixels that differ from its background: near 0 is a blank page. */
  inkRatio: real('ink_ratio'),
  /** The thumbnail shrunk to 32 × 32 greys, in hex: (nearly) equal on pages showing the same image. */
  miniature: text('miniature'),
  /** Whether the page draws any text (a text layer readers can search and copy). */
  hasText: boolean('has_text'),
  /** The lowest resolution of the images that cover a sizeable part of the page; null when none does. */
  lowestImagePpi: real('lowest_image_ppi'),
});

/** A page's files (store keys), its reading image's size and its facts: a page, and each of its versions. */
const pageContent = () => ({
  pdfKey: text('pdf_key').notNull(),
  imageKey: text('image_key').notNull(),
  thumbnailKey: text('thumbnail_key').notNull(),
  /**
   * Whether the reading image (image_key) is stored yet. Processing completes an edition
   * with each page's PDF and thumbnail; the reading images follow in their own job.
   */
  imageReady: boolean('image_ready').notNull().default(false),
  /** Of the on-screen image, in pixels. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  ...pageFacts(),
});

/** One page of an edition: its own PDF and its images, as file store keys. */
export const epaperPages = pgTable(
  'epaper_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    epaperId: integer('epaper_id')
      .notNull()
      .references(() => epapers.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    ...pageContent(),
    /** The row of epaper_page_versions these files are; null until the page is first replaced. */
    versionId: integer('version_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its current version was made (processing, a replacement or a restore). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One row per page number: a re-run of processing replaces, never duplicates.
  (t) => [unique('epaper_pages_page_key').on(t.epaperId, t.pageNumber)],
);

/**
 * Every version a page has had once it was first replaced: its files and facts as they
 * were, who made it and when. The page row holds a copy of its current one (version_id).
 */
export const epaperPageVersions = pgTable(
  'epaper_page_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => epaperPages.id, { onDelete: 'cascade' }),
    ...pageContent(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('epaper_page_versions_page_idx').on(t.pageId, t.createdAt)],
);

/**
 * One finding of an edition's checks before publishing, per kind. Kept while the same
 * pages are found again (so an acceptance stays); replaced when they change.
 */
export const epaperFindings = pgTable(
  'epaper_findings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    epaperId: integer('epaper_id')
      .notNull()
      .references(() => epapers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    pages: integer('pages').array().notNull(),
    /** The numbers its message is written from (FindingDetail in the shared texts). */
    detail: jsonb('detail').notNull(),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('epaper_findings_kind_key').on(t.epaperId, t.kind)],
);
