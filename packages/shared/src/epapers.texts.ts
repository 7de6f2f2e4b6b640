import { dateOutOfRangeMessage } from './calendar-date.ts';

/** "20 Dec 2026": a yyyy-mm-dd day as the dashboard writes it. */
const dayForPeople = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

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
  statusInvalid: 'Status must be one of draft, scheduled, processing, published, failed',
  scheduledAtInvalid: 'Scheduled time must be a date and time, e.g. 2026-11-27T06:00',
  scheduledAtPast: 'Scheduled time must be in the future. To publish now, use Publish now.',
  scheduledAtTooFar: 'Scheduled time must be within a year from now.',
  scheduleAndPublish: 'Choose either Published or a scheduled time, not both.',
  scheduleFailed: 'An e-paper whose processing failed cannot be scheduled. Retry processing first.',
  alreadyPublished: 'This e-paper is already published.',
  /** A second edition for a day that has a published or scheduled one: asked before it happens. */
  sameDay: (others: readonly { title: string; status: string }[], day: string) =>
    `${others.map((other) => `“${other.title}” (${other.status})`).join(', ')} ${others.length > 1 ? 'are' : 'is'} already dated ${dayForPeople(day)}. Confirm to have ${others.length > 1 ? 'another' : 'a second'} edition that day.`,
  calendarDaysInvalid: 'Days must be a whole number from 7 to 366',
  searchTooLong: 'Search must be at most 200 characters long',
} as const;

export const EPAPER_LIMITS = {
  maxTitleLength: 200,
  maxDescriptionLength: 5000,
  /** The e-paper list's page size in the API (the screen asks for 20). */
  defaultPageSize: 10,
} as const;
