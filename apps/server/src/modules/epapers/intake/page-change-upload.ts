// The multipart body of a page change (replace or insert): its text fields and one PDF,
// stored as it streams through the same guard as an edition's upload (%PDF-, size
// limit), then checked by the renderer. Whatever refuses it, nothing of it stays.
import type { z } from 'zod';
import { EPAPER_PAGE_LIMITS, EPAPER_PAGE_TEXTS } from '@epaper/shared/epaper-pages.texts';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import type { AppContext } from '../../../context.ts';
import { PdfRejectedError } from '../../../lib/pdf/pdf-errors.ts';
import { collectIssues, invalid, storeFile, type UploadPart } from './intake.service.ts';
import { pageChangeUploadKey } from '../epaper-keys.ts';

/** A page change's PDF, stored and opened: its pages, a local path to render from, and how to remove it. */
export type ChangeUpload<Fields> = {
  fields: Fields;
  pageCount: number;
  path: string;
  discard: () => Promise<void>;
};

/**
 * Reads the parts: fields sent before the file are checked before a byte of it is
 * stored. The PDF must open and have at most EPAPER_PAGE_LIMITS.maxPagesPerChange pages.
 */
export async function readChangeUpload<Schema extends z.ZodType>(
  ctx: AppContext,
  storageId: string,
  parts: AsyncIterable<UploadPart>,
  declaredBytes: number | undefined,
  schema: Schema,
): Promise<ChangeUpload<z.output<Schema>>> {
  const key = pageChangeUploadKey(storageId);
  const fields: Record<string, string> = {};
  let stored = false;
  const removeFile = () => ctx.files.delete(key);
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        // Two values of one field: which page was meant cannot be told.
        if (part.name in fields) throw invalid({ [part.name]: [EPAPER_PAGE_TEXTS.sentTwice] });
        fields[part.name] = part.value;
        continue;
      }
      if (part.name !== 'pdf_file' || stored) {
        part.stream.resume();
        throw invalid({ pdf_file: [EPAPER_TEXTS.oneFileOnly] });
      }
      const early = schema.safeParse(fields);
      if (!early.success) {
        const errors: Record<string, string[]> = {};
        collectIssues(errors, early.error.issues);
        const sent = Object.keys(errors).filter((field) => field in fields);
        if (sent.length > 0) {
          part.stream.resume();
          throw invalid(Object.fromEntries(sent.map((field) => [field, errors[field] ?? []])));
        }
      }
      await storeFile(ctx, key, part.stream, declaredBytes);
      stored = true;
    }
    const parsed = schema.safeParse(fields);
    const errors: Record<string, string[]> = {};
    if (!parsed.success) collectIssues(errors, parsed.error.issues);
    if (!stored) errors.pdf_file = [EPAPER_TEXTS.pdfRequired];
    if (!parsed.success || !stored) throw invalid(errors);
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
      return { fields: parsed.data, pageCount, path: local.path, discard };
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
