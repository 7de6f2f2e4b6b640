/**
 * The analytics API's texts and limits, without zod: the Dashboard's chunk reads them
 * without loading the schema library.
 */

/** What the analytics API says about a range, word for word. */
export const ANALYTICS_TEXTS = {
  dateInvalid: 'Enter the date as yyyy-mm-dd, e.g. 2026-11-23',
  fromAfterTo: 'The start date must be on or before the end date',
  rangeTooLong: 'A range can cover at most 2 years (731 days)',
  formatInvalid: 'Format must be json or csv',
  daysInvalid: 'Days must be a whole number from 1 to 731',
  daysWithFrom: 'Give either from or days, not both',
} as const;

export const ANALYTICS_LIMITS = {
  /** Days a range covers when `from` is not given. */
  defaultDays: 30,
  /** Two years, a leap day included. */
  maxDays: 731,
  /** Rows of `content_views`, most read first. */
  contentRows: 50,
  /** Editions and pages in `popular/`. */
  popularRows: 10,
} as const;
