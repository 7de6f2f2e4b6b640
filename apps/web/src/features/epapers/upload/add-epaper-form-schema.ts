import { z } from 'zod';
import { uploadFieldsSchema } from '@epaper/shared/epapers.contract';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { getUploadMaxMb } from '../../../config/app-config.ts';
import { EPAPER_SCREEN_TEXTS } from '../epaper-texts.ts';
import { requireGoLiveAt, scheduleFields } from '../schedule/schedule-form-schema.ts';

const MB = 1024 * 1024;

/** MIME types browsers give a PDF; some give none at all, and then the name decides. */
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', '']);

/** Every PDF starts with these bytes; the server refuses a file that does not. */
const PDF_SIGNATURE = '%PDF-';

/** "12.34": megabytes with two decimals, as the too-large message writes them. */
const megabytes = (bytes: number) => (bytes / MB).toFixed(2);

/** True when the file starts as a PDF does. Only its first bytes are read, whatever its size. */
async function startsAsPdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_SIGNATURE;
}

/**
 * Why the chosen file cannot be uploaded, or undefined when it can. The limit is the
 * server's UPLOAD_MAX_MB, read from the page's runtime settings, so the form and the
 * server's own refusal name the same size. A file named .pdf that is something else is
 * told so here, before its upload: the server could only answer that it is not a PDF.
 */
async function pdfFileProblem(file: File | null): Promise<string | undefined> {
  if (!file) return EPAPER_TEXTS.pdfRequired;
  if (!file.name.toLowerCase().endsWith('.pdf') || !PDF_TYPES.has(file.type)) return EPAPER_TEXTS.onlyPdf;
  const maxMb = getUploadMaxMb();
  if (file.size > maxMb * MB) return EPAPER_TEXTS.tooLarge(maxMb, megabytes(file.size));
  return (await startsAsPdf(file)) ? undefined : EPAPER_SCREEN_TEXTS.notPdfContent;
}

/**
 * The Add New E-Paper form: the contract's rules for the upload's text fields (the ones
 * the server checks the multipart's fields with), the PDF the server's upload guard
 * would refuse, with its messages, and an optional schedule.
 */
export const addEpaperFormSchema = uploadFieldsSchema
  .extend({
    pdf_file: z.custom<File | null>().superRefine(async (file, ctx) => {
      const problem = await pdfFileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    ...scheduleFields,
  })
  .superRefine(requireGoLiveAt);

/** What the form holds; `publication_date` is yyyy-mm-dd from the date input, '' when none. */
export type AddEpaperValues = z.input<typeof addEpaperFormSchema>;
export type AddEpaperOutput = z.output<typeof addEpaperFormSchema>;
