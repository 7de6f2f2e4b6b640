import { z } from 'zod';
import { uploadFieldsSchema } from '@epaper/shared/epapers.contract';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { getUploadMaxMb } from '../../config/app-config.ts';

const MB = 1024 * 1024;

/** MIME types browsers give a PDF; some give none at all, and then the name decides. */
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', '']);

/** "12.34": megabytes with two decimals, as the too-large message writes them. */
const megabytes = (bytes: number) => (bytes / MB).toFixed(2);

/**
 * Why the chosen file cannot be uploaded, or undefined when it can. The limit is the
 * server's UPLOAD_MAX_MB, read from the page's runtime settings, so the form and the
 * server's own refusal name the same size.
 */
function pdfFileProblem(file: File | null): string | undefined {
  if (!file) return EPAPER_TEXTS.pdfRequired;
  if (!file.name.toLowerCase().endsWith('.pdf') || !PDF_TYPES.has(file.type)) return EPAPER_TEXTS.onlyPdf;
  const maxMb = getUploadMaxMb();
  return file.size > maxMb * MB ? EPAPER_TEXTS.tooLarge(maxMb, megabytes(file.size)) : undefined;
}

/**
 * The Add New E-Paper form: the contract's rules for the upload's text fields (the ones
 * the server checks the multipart's fields with), and the PDF the server's upload guard
 * would refuse, with its messages.
 */
export const addEpaperFormSchema = uploadFieldsSchema.extend({
  pdf_file: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = pdfFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

/** What the form holds; `publication_date` is yyyy-mm-dd from the date input, '' when none. */
export type AddEpaperValues = z.input<typeof addEpaperFormSchema>;
