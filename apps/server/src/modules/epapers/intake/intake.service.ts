// How a PDF comes in: an edition's upload (one multipart request, or a resumable upload's
// metadata and then its finished file) and the PDF of a late-page change. The PDF streams
// through a guard into the file store as it arrives (never whole in memory), the form's
// fields are checked (upload-form.ts), and only then is anything made of it. Whatever
// refuses an upload, or cuts it short, nothing stays: neither the stored file, nor its
// folder, nor a row. The intake room's public service: the other rooms reach uploads only
// through this file.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { uploadFieldsSchema, uploadScheduleFieldsSchema } from '@epaper/shared/epapers.contract';
import { EPAPER_PAGE_LIMITS, EPAPER_PAGE_TEXTS } from '@epaper/shared/epaper-pages.texts';
import type { AppContext } from '../../../context.ts';
import { withTransaction, type Executor } from '../../../db/transaction.ts';
import type { Actor, Principal } from '../../../lib/principal.ts';
import { PdfRejectedError } from '../../../lib/pdf/pdf-errors.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { epaperFilesPrefix, originalPdfKey, pageChangeUploadKey } from '../epaper-keys.ts';
import * as repo from '../epapers.repository.ts';
import { failUnqueued, queueProcessing } from '../processing/processing.service.ts';
import { publicationDayIn } from '../publication-day.ts';
import { askAboutSameDay, scheduledInstant, scheduleNewEdition, sendPublishAt } from '../schedule/schedule.service.ts';
import type { UploadPart } from '../upload-body.ts';
import { checkFormFields, invalid, receiveUploadForm } from './upload-form.ts';

/**
 * An edition's fields: the text fields and the schedule's, each checked whatever the
 * other's outcome, the date then read as its day in the service's time zone.
 */
const editionRules = (timeZone: string) =>
  z.intersection(
    uploadFieldsSchema.transform((fields, check) => {
      const day = publicationDayIn(timeZone, fields.publication_date);
      if (day.ok) return { ...fields, publication_date: day.day };
      check.addIssue({ code: 'custom', message: day.refused, path: ['publication_date'] });
      return z.NEVER;
    }),
    uploadScheduleFieldsSchema,
  );

type EditionValues = z.output<ReturnType<typeof editionRules>>;

/** A schedule sent with the upload: its time in the future, and the same-day question answered. */
async function checkSchedule(ctx: AppContext, db: Executor, values: EditionValues): Promise<Date | undefined> {
  if (values.scheduled_at === undefined) return undefined;
  const at = await scheduledInstant(db, ctx.settings.timeZone, values.scheduled_at);
  await askAboutSameDay(db, values.publication_date, null, values.confirm_same_day);
  return at;
}

/**
 * The fields of an upload checked before its file is sent (a resumable upload's metadata
 * when it is created): every field, the schedule's time and the same-day question.
 */
export async function refuseInvalidUploadFields(ctx: AppContext, fields: Record<string, string>): Promise<void> {
  await checkSchedule(ctx, ctx.db, checkedUploadFields(fields, editionRules(ctx.settings.timeZone)));
}

/** An upload form's text fields checked by its rules: their values, or a 400 naming each field at fault. */
export function checkedUploadFields<Values>(fields: Record<string, string>, rules: z.ZodType<Values>): Values {
  const { errors, values } = checkFormFields(fields, rules);
  if (values === undefined) throw invalid(errors);
  return values;
}

/**
 * Takes an upload from its parts, in whatever order they come: the file is stored as it
 * streams; the row is made only when the file and every field passed. Answers the new
 * edition's id.
 */
export async function uploadEpaper(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  parts: AsyncIterable<UploadPart>,
  declaredBytes: number | undefined,
): Promise<number> {
  const storageId = randomUUID();
  const key = originalPdfKey(storageId);
  let row: repo.EpaperRow;
  try {
    const { values, fileSize } = await receiveUploadForm(ctx, parts, key, declaredBytes, {
      rules: editionRules(ctx.settings.timeZone),
      // Schedule and date came first: refused before the file, it costs the client no upload.
      beforeFile: async (early) => void (await checkSchedule(ctx, ctx.db, early)),
    });
    row = await withTransaction(ctx.db, async (tx) => {
      const scheduledAt = await checkSchedule(ctx, tx, values);
      const inserted = await repo.insertEpaper(tx, {
        storageId,
        title: values.title,
        description: values.description,
        publicationDate: values.publication_date,
        fileSize,
        originalPdfKey: key,
        createdBy: principal.userId,
      });
      const created = scheduledAt
        ? ((await scheduleNewEdition(tx, inserted.id, { scheduledAt, holdIfLate: values.hold_if_late ?? false })) ??
          inserted)
        : inserted;
      await recordAudit(tx, {
        actor,
        action: 'epaper.upload',
        recordType: 'epaper',
        recordId: created.id,
        changes: {
          title: { before: null, after: created.title },
          publication_date: { before: null, after: created.publicationDate },
          file_size: { before: null, after: created.fileSize },
          ...(created.scheduledAt && {
            scheduled_at: { before: null, after: created.scheduledAt.toISOString() },
            hold_if_late: { before: null, after: created.holdIfLate },
          }),
        },
      });
      return created;
    });
  } catch (error) {
    // The whole prefix, not only the file: it is this upload's alone (a fresh random id),
    // and the disk store's folder for it must not stay behind empty.
    await ctx.files.deletePrefix(epaperFilesPrefix(storageId));
    throw error;
  }
  // The row and its file are kept from here: a queue that cannot be reached fails the
  // edition visibly (Retry processing queues it again) rather than losing the upload.
  try {
    await queueProcessing(ctx, row.id);
  } catch {
    await failUnqueued(ctx, row.id);
  }
  if (row.scheduledAt) await sendPublishAt(ctx, row.id, row.scheduledAt);
  return row.id;
}

/** Who sent an upload's request, as access control named them. */
export type UploadCaller = { principal: Principal; actor: Actor };

/**
 * A kind of resumable upload (resumable-upload.ts): the metadata fields it reads, their
 * check when the upload is created (before a byte is sent), and what the finished file
 * becomes, answering the edition made or changed.
 */
export type ResumableUploadKind = {
  fields: readonly string[];
  check: (caller: UploadCaller, fields: Record<string, string>) => Promise<void>;
  /** `parts`: the same fields, then the file, as a multipart upload of this kind would send them. */
  finish: (
    caller: UploadCaller,
    fields: Record<string, string>,
    parts: AsyncIterable<UploadPart>,
    bytes: number | undefined,
  ) => Promise<number>;
};

/** An edition's resumable upload: the same fields and the same service as the single-request one. */
export function editionUploads(ctx: AppContext): ResumableUploadKind {
  return {
    fields: ['title', 'description', 'publication_date', 'scheduled_at', 'hold_if_late', 'confirm_same_day'],
    check: (_caller, fields) => refuseInvalidUploadFields(ctx, fields),
    finish: ({ principal, actor }, _fields, parts, bytes) => uploadEpaper(ctx, principal, actor, parts, bytes),
  };
}

/** A page change's PDF, stored and opened: its pages, a local path to render from, and how to remove it. */
export type ChangeUpload<Fields> = {
  fields: Fields;
  pageCount: number;
  path: string;
  discard: () => Promise<void>;
};

/**
 * The multipart body of a page change (replace or insert): its fields, checked by the
 * change's `rules`, and one PDF, stored as it streams through the same guard as an
 * edition's upload (%PDF-, size limit). The PDF must then open and have at most
 * EPAPER_PAGE_LIMITS.maxPagesPerChange pages. Whatever refuses it, nothing of it stays.
 */
export async function readChangeUpload<Fields>(
  ctx: AppContext,
  storageId: string,
  parts: AsyncIterable<UploadPart>,
  declaredBytes: number | undefined,
  rules: z.ZodType<Fields>,
): Promise<ChangeUpload<Fields>> {
  const key = pageChangeUploadKey(storageId);
  const removeFile = () => ctx.files.delete(key);
  try {
    const { values } = await receiveUploadForm(ctx, parts, key, declaredBytes, {
      rules,
      sentTwice: EPAPER_PAGE_TEXTS.sentTwice,
    });
    const local = await ctx.files.localCopy(key);
    const discard = async () => {
      await local.release();
      await removeFile();
    };
    try {
      const { pageCount } = await ctx.pdf.inspect(local.path);
      if (pageCount > EPAPER_PAGE_LIMITS.maxPagesPerChange) {
        throw invalid({ pdf_file: [EPAPER_PAGE_TEXTS.tooManyPages(EPAPER_PAGE_LIMITS.maxPagesPerChange)] });
      }
      return { fields: values, pageCount, path: local.path, discard };
    } catch (error) {
      await discard();
      if (error instanceof PdfRejectedError) throw invalid({ pdf_file: [error.reason] });
      throw error;
    }
  } catch (error) {
    await removeFile().catch(() => undefined);
    throw error;
  }
}
