import { z } from 'zod';
import { EPAPER_PAGE_LIMITS, EPAPER_PAGE_TEXTS } from '@epaper/shared/epaper-pages.texts';
import { insertPagesFieldsSchema, replacePagesFieldsSchema } from '@epaper/shared/epaper-pages.contract';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { getUploadMaxMb } from '../../../../config/app-config.ts';
import type {
  InsertPagesOutput,
  InsertPagesValues,
  ReplacePagesOutput,
  ReplacePagesValues,
} from './late-pages-form-values.ts';

const MB = 1024 * 1024;
/** MIME types browsers give a PDF; some give none at all, and then the name decides. */
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', '']);

/** Why the chosen file cannot be sent, with the upload's own words; undefined when it can. */
function pdfFileProblem(file: File | null): string | undefined {
  if (!file) return EPAPER_TEXTS.pdfRequired;
  if (!file.name.toLowerCase().endsWith('.pdf') || !PDF_TYPES.has(file.type)) return EPAPER_TEXTS.onlyPdf;
  const maxMb = getUploadMaxMb();
  return file.size > maxMb * MB ? EPAPER_TEXTS.tooLarge(maxMb, (file.size / MB).toFixed(2)) : undefined;
}

const pdfFileRule = z.custom<File | null>().superRefine((file, ctx) => {
  const problem = pdfFileProblem(file);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The first issue of each field, as the form shows one message per field. */
function addFirstIssues(issues: readonly z.core.$ZodIssue[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
}

/**
 * The Replace dialog: the contract's rules for from_page and to_page (an empty To is From),
 * then what the edition allows (pages it has, at most the pages one change may bring), and
 * a PDF the upload would take.
 */
export function replacePagesFormSchema(pageCount: number): z.ZodType<ReplacePagesOutput, ReplacePagesValues> {
  return z
    .object({ from_page: z.string(), to_page: z.string(), pdf_file: pdfFileRule })
    .superRefine((values, ctx) => {
      const range = replacePagesFieldsSchema.safeParse({
        from_page: values.from_page,
        to_page: values.to_page.trim() === '' ? undefined : values.to_page,
      });
      if (!range.success) return addFirstIssues(range.error.issues, ctx);
      const { from_page: from, to_page: to } = range.data;
      if (from > pageCount) {
        ctx.addIssue({ code: 'custom', path: ['from_page'], message: EPAPER_PAGE_TEXTS.fromPageInvalid });
      } else if (to > pageCount) {
        ctx.addIssue({ code: 'custom', path: ['to_page'], message: EPAPER_PAGE_TEXTS.toPageInvalid });
      } else if (to - from + 1 > EPAPER_PAGE_LIMITS.maxPagesPerChange) {
        ctx.addIssue({
          code: 'custom',
          path: ['to_page'],
          message: EPAPER_PAGE_TEXTS.tooManyPages(EPAPER_PAGE_LIMITS.maxPagesPerChange),
        });
      }
    })
    .transform((values) => {
      const from = Number(values.from_page.trim());
      return {
        from,
        to: values.to_page.trim() === '' ? from : Number(values.to_page.trim()),
        file: values.pdf_file as File,
      };
    });
}

/** The Insert dialog: the contract's rule for after_page, no further than the last page, and the PDF. */
export function insertPagesFormSchema(pageCount: number): z.ZodType<InsertPagesOutput, InsertPagesValues> {
  return z
    .object({ after_page: z.string(), pdf_file: pdfFileRule })
    .superRefine((values, ctx) => {
      const after = insertPagesFieldsSchema.safeParse({ after_page: values.after_page });
      if (!after.success) return addFirstIssues(after.error.issues, ctx);
      if (after.data.after_page > pageCount) {
        ctx.addIssue({ code: 'custom', path: ['after_page'], message: EPAPER_PAGE_TEXTS.afterPageInvalid });
      }
    })
    .transform((values) => ({ after: Number(values.after_page.trim()), file: values.pdf_file as File }));
}
