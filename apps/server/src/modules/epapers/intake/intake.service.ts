// An edition's upload: the PDF streams through a guard into the file store as it arrives
// (never whole in memory), the text fields are checked, and only then is the row made and
// its processing queued. Whatever refuses the upload, or cuts it short, nothing stays:
// neither the stored file, nor its folder, nor a row.
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { uploadFieldsSchema, uploadScheduleFieldsSchema, type Epaper } from '@epaper/shared/epapers.contract';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { AppContext } from '../../../context.ts';
import { withTransaction, type Executor } from '../../../db/transaction.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { Actor, Principal } from '../../../lib/principal.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { epaperFilesPrefix, originalPdfKey } from '../epaper-keys.ts';
import { publicationDayIn } from '../publication-day.ts';
import { askAboutSameDay, scheduledInstant, sendPublishAt } from '../schedule/schedule.service.ts';
import { setSchedule } from '../schedule/epaper-schedule.repository.ts';
import { epaperSummary, failUnqueued, queueProcessing } from '../epapers.service.ts';
import * as repo from '../epapers.repository.ts';
import { pdfUploadGuard, UploadRefusedError } from './pdf-upload-guard.ts';

/** One part of the multipart body, as the route reads it. */
export type UploadPart =
  { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; stream: Readable };

type FieldErrors = Record<string, string[]>;

const MB = 1024 * 1024;
/** "12.34": megabytes as the Add E-Paper screen writes them. */
const megabytes = (bytes: number) => (bytes / MB).toFixed(2);

export function invalid(errors: FieldErrors, status = 400): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The upload is not valid.';
  return new HttpError(status, first, status === 413 ? ERROR_CODES.payloadTooLarge : ERROR_CODES.validation, errors);
}

export function collectIssues(
  errors: FieldErrors,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    (errors[field] ??= []).push(issue.message);
  }
}

/** The text fields, checked (the schedule's too); every problem named under its field. */
function checkFields(ctx: AppContext, fields: Record<string, string>) {
  const parsed = uploadFieldsSchema.safeParse(fields);
  const schedule = uploadScheduleFieldsSchema.safeParse(fields);
  const errors: FieldErrors = {};
  if (!parsed.success) collectIssues(errors, parsed.error.issues);
  if (!schedule.success) collectIssues(errors, schedule.error.issues);
  const day = parsed.success ? publicationDayIn(ctx.settings.timeZone, parsed.data.publication_date) : undefined;
  if (day && !day.ok) errors.publication_date = [day.refused];
  const values =
    parsed.success && schedule.success && day?.ok
      ? { ...parsed.data, ...schedule.data, publication_date: day.day }
      : undefined;
  return { errors, values };
}

type UploadValues = NonNullable<ReturnType<typeof checkFields>['values']>;

/** A schedule sent with the upload: its time in the future, and the same-day question answered. */
async function checkSchedule(ctx: AppContext, db: Executor, values: UploadValues): Promise<Date | undefined> {
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
  const { errors, values } = checkFields(ctx, fields);
  if (!values) throw invalid(errors);
  await checkSchedule(ctx, ctx.db, values);
}

/** Streams the file into the store through the guard; the stored size, or a refusal naming pdf_file. */
export async function storeFile(ctx: AppContext, key: string, stream: Readable, declaredBytes: number | undefined) {
  const limit = ctx.settings.uploadMaxBytes;
  const tooLarge = EPAPER_TEXTS.tooLarge(
    Math.round(limit / MB),
    megabytes(declaredBytes && declaredBytes > limit ? declaredBytes : limit + 1),
  );
  const guard = pdfUploadGuard(limit, tooLarge, EPAPER_TEXTS.onlyPdf);
  const put = ctx.files.put(key, guard, { contentType: 'application/pdf' });
  try {
    const [stored] = await Promise.all([put, pipeline(stream, guard)]);
    return stored.size;
  } catch (error) {
    // Whichever side failed, the other must not keep reading or writing; the store's own
    // clean-up of its partial file is waited for, so nothing is left once we answer
    // (uploadEpaper removes what the put may have stored).
    stream.destroy();
    guard.destroy();
    await put.catch(() => undefined);
    if (error instanceof UploadRefusedError) {
      throw invalid({ pdf_file: [error.message] }, error.reason === 'too_large' ? 413 : 400);
    }
    throw error;
  }
}

/**
 * Takes an upload from its parts, in whatever order they come: the file is stored as it
 * streams; the row is made only when the file and every field passed.
 */
export async function uploadEpaper(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  parts: AsyncIterable<UploadPart>,
  declaredBytes: number | undefined,
): Promise<Epaper> {
  const storageId = randomUUID();
  const key = originalPdfKey(storageId);
  const fields: Record<string, string> = {};
  let fileSize: number | undefined;
  let row: repo.EpaperRow;
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        fields[part.name] = part.value;
        continue;
      }
      if (part.name !== 'pdf_file' || fileSize !== undefined) {
        part.stream.resume();
        throw invalid({ pdf_file: [EPAPER_TEXTS.oneFileOnly] });
      }
      // Fields sent before the file (as the dashboard sends them) are refused before a byte is stored.
      const early = checkFields(ctx, fields);
      const sentSoFar = Object.keys(early.errors).filter((field) => field in fields);
      if (sentSoFar.length > 0) {
        part.stream.resume();
        throw invalid(Object.fromEntries(sentSoFar.map((field) => [field, early.errors[field] ?? []])));
      }
      if (early.values) {
        // Schedule and date came first: a refusal now costs the client no upload.
        await checkSchedule(ctx, ctx.db, early.values).catch((error: unknown) => {
          part.stream.resume();
          throw error;
        });
      }
      fileSize = await storeFile(ctx, key, part.stream, declaredBytes);
    }
    const { errors, values } = checkFields(ctx, fields);
    if (fileSize === undefined) errors.pdf_file = [EPAPER_TEXTS.pdfRequired];
    if (!values || fileSize === undefined) throw invalid(errors);
    row = await withTransaction(ctx.db, async (tx) => {
      const scheduledAt = await checkSchedule(ctx, tx, values);
      const inserted = await repo.insertEpaper(tx, {
        storageId,
        title: values.title,
        description: values.description,
        publicationDate: values.publication_date,
        fileSize: fileSize ?? 0,
        originalPdfKey: key,
        createdBy: principal.userId,
      });
      const created = scheduledAt
        ? ((await setSchedule(tx, inserted.id, { scheduledAt, holdIfLate: values.hold_if_late ?? false })) ?? inserted)
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
  return epaperSummary(ctx, principal, row.id);
}
