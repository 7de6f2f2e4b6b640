import type { FieldErrors, Resolver } from 'react-hook-form';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { descriptionError, publicationDateError, titleError } from './epaper-field-rules.ts';

/** The largest PDF the screen lets through (the server's default limit); the page says 250 MB. */
export const MAX_UPLOAD_MB = 250;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

export type AddEpaperValues = {
  title: string;
  description: string;
  /** yyyy-mm-dd from the date input, '' when none. */
  publication_date: string;
  pdf_file: File | null;
};

export const ADD_EPAPER_FIELDS = ['title', 'description', 'publication_date', 'pdf_file'] as const;

/** MIME types browsers give a PDF; some give none at all, and then the name decides. */
const PDF_TYPES = new Set(['application/pdf', 'application/x-pdf', '']);

/** "12.34": megabytes with two decimals, as the too-large message writes them. */
export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

/** Why the chosen file cannot be uploaded, or undefined when it can. */
export function pdfFileError(file: File | null): string | undefined {
  if (!file) return EPAPER_TEXTS.pdfRequired;
  if (!file.name.toLowerCase().endsWith('.pdf') || !PDF_TYPES.has(file.type)) return EPAPER_TEXTS.onlyPdf;
  if (file.size > MAX_UPLOAD_BYTES) return EPAPER_TEXTS.tooLarge(MAX_UPLOAD_MB, megabytes(file.size));
  return undefined;
}

/** Every field's first problem, by field; empty when the form can be sent. */
export function addEpaperErrors(values: AddEpaperValues): Partial<Record<keyof AddEpaperValues, string>> {
  const errors = {
    title: titleError(values.title),
    description: descriptionError(values.description),
    publication_date: publicationDateError(values.publication_date),
    pdf_file: pdfFileError(values.pdf_file),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/**
 * The form's rules, without zod (a few fixed checks; the contract's schemas would add zod
 * to this screen's chunk for nothing). The messages are the contract's, word for word.
 */
export const addEpaperResolver: Resolver<AddEpaperValues> = (values) => {
  const found = addEpaperErrors(values);
  if (Object.keys(found).length === 0) return { values, errors: {} };
  const errors: FieldErrors<AddEpaperValues> = {};
  for (const [field, message] of Object.entries(found)) {
    errors[field as keyof AddEpaperValues] = { type: 'validate', message };
  }
  return { values: {}, errors };
};
