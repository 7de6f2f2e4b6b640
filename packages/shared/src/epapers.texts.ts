import { dateOutOfRangeMessage } from './calendar-date.ts';

// The e-paper texts and limits both sides use, without zod: the dashboard's screens import
// this file, not the contract.

/** Texts of the e-paper screens both sides show, verbatim. */
export const EPAPER_TEXTS = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  publicationDateRequired: 'Publication date is required',
  publicationDateInvalid: 'Publication date must be a valid date',
  publicationDateOutOfRange: dateOutOfRangeMessage('Publication date'),
  pdfRequired: 'PDF file is required',
  onlyPdf: 'Only PDF files are allowed.',
  /** `n` in MB with two decimals, as the client computes it from the file's size. */
  tooLarge: (limitMb: number, n: string) => `File size exceeds ${limitMb}MB. Selected file is ${n}MB.`,
  oneFileOnly: 'Upload one PDF file at a time.',
  titleTooLong: 'Title must be at most 200 characters long',
  descriptionTooLong: 'Description must be at most 5000 characters long',
  notFound: 'E-Paper not found.',
  pageNotFound: 'Page not found.',
  publishNotCompleted: 'Only an e-paper whose processing has completed can be published.',
  retryNotFailed: 'Only an e-paper whose processing failed can be processed again.',
  statusInvalid: 'Status must be one of draft, processing, published, failed',
  searchTooLong: 'Search must be at most 200 characters long',
} as const;

export const EPAPER_LIMITS = {
  maxTitleLength: 200,
  maxDescriptionLength: 5000,
  /** The e-paper list's page size in the API (the screen asks for 20). */
  defaultPageSize: 10,
} as const;
