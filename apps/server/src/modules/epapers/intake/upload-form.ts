// An upload form as it arrives: text fields and one PDF named pdf_file, in whatever order
// the parts come. Every way a PDF comes in reads it here (an edition's multipart upload,
// a resumable upload's metadata and its finished file, a late-page change), so the fields
// are checked by one function (checkFormFields) with the form's own rules, and the same
// refusals hold for all: fields sent before the file are checked before a byte of it is
// stored, and the file streams through the guard into the file store.
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { UploadPart } from '../upload-body.ts';
import { pdfUploadGuard, UploadRefusedError } from './pdf-upload-guard.ts';

type FieldErrors = Record<string, string[]>;

const MB = 1024 * 1024;
/** "12.34": megabytes as the Add E-Paper screen writes them. */
const megabytes = (bytes: number) => (bytes / MB).toFixed(2);

/** A 400 (or 413) naming each field at fault; its message is the first problem's. */
export function invalid(errors: FieldErrors, status = 400): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The upload is not valid.';
  return new HttpError(status, first, status === 413 ? ERROR_CODES.payloadTooLarge : ERROR_CODES.validation, errors);
}

/** A form's text fields, checked: the values once every field passed, and every problem named under its field. */
export type CheckedFields<Values> = { errors: FieldErrors; values: Values | undefined };

/** The one check of an upload form's text fields: the form's zod rules, each problem under its field. */
export function checkFormFields<Values>(
  fields: Record<string, string>,
  rules: z.ZodType<Values>,
): CheckedFields<Values> {
  const parsed = rules.safeParse(fields);
  if (parsed.success) return { errors: {}, values: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    (errors[field] ??= []).push(issue.message);
  }
  return { errors, values: undefined };
}

/** Streams the file into the store through the guard; the stored size, or a refusal naming pdf_file. */
async function storeFile(ctx: AppContext, key: string, stream: Readable, declaredBytes: number | undefined) {
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
    // (the caller removes what the put may have stored).
    stream.destroy();
    guard.destroy();
    await put.catch(() => undefined);
    if (error instanceof UploadRefusedError) {
      throw invalid({ pdf_file: [error.message] }, error.reason === 'too_large' ? 413 : 400);
    }
    throw error;
  }
}

/** What a form is: its rules, and what it does beyond them. */
export type UploadForm<Values> = {
  rules: z.ZodType<Values>;
  /** A field sent twice is refused with this message (which page was meant cannot be told); unset, the last value counts. */
  sentTwice?: string;
  /** Runs when every field sent before the file passed, before a byte of it is stored. */
  beforeFile?: (values: Values) => Promise<void>;
};

/**
 * Reads the parts of an upload form and stores its file under `key`: the fields' values
 * and the stored size once the file and every field passed. On a refusal the caller
 * removes whatever may have been stored under `key`.
 */
export async function receiveUploadForm<Values>(
  ctx: AppContext,
  parts: AsyncIterable<UploadPart>,
  key: string,
  declaredBytes: number | undefined,
  form: UploadForm<Values>,
): Promise<{ values: Values; fileSize: number }> {
  const fields: Record<string, string> = {};
  let fileSize: number | undefined;
  for await (const part of parts) {
    if (part.kind === 'field') {
      if (form.sentTwice !== undefined && part.name in fields) throw invalid({ [part.name]: [form.sentTwice] });
      fields[part.name] = part.value;
      continue;
    }
    if (part.name !== 'pdf_file' || fileSize !== undefined) {
      part.stream.resume();
      throw invalid({ pdf_file: [EPAPER_TEXTS.oneFileOnly] });
    }
    // Fields sent before the file (as the dashboard sends them) are refused before a byte is stored.
    const early = checkFormFields(fields, form.rules);
    const sentSoFar = Object.keys(early.errors).filter((field) => field in fields);
    if (sentSoFar.length > 0) {
      part.stream.resume();
      throw invalid(Object.fromEntries(sentSoFar.map((field) => [field, early.errors[field] ?? []])));
    }
    if (early.values !== undefined && form.beforeFile) {
      // Every field came first: a refusal now costs the client no upload.
      await form.beforeFile(early.values).catch((error: unknown) => {
        part.stream.resume();
        throw error;
      });
    }
    fileSize = await storeFile(ctx, key, part.stream, declaredBytes);
  }
  const { errors, values } = checkFormFields(fields, form.rules);
  if (fileSize === undefined) errors.pdf_file = [EPAPER_TEXTS.pdfRequired];
  if (values === undefined || fileSize === undefined) throw invalid(errors);
  return { values, fileSize };
}
