// Late pages: the words of replacing, inserting, removing and reordering an edition's
// pages and of a page's versions, without zod (the dashboard's screens import this file).

export const EPAPER_PAGE_TEXTS = {
  notCompleted: 'Pages can be changed once processing has completed.',
  fromPageInvalid: 'From page must be a page number of this edition',
  toPageInvalid: 'To page must be a page number of this edition, not before From page',
  afterPageInvalid: 'After page must be 0 (at the front) or a page number of this edition',
  /** The PDF sent to replace pages `from`–`to` has another number of pages. */
  pageCountMismatch: (from: number, to: number, got: number) =>
    from === to
      ? `The PDF has ${got} pages; replacing page ${from} needs a PDF of 1 page.`
      : `The PDF has ${got} pages; replacing pages ${from}–${to} needs a PDF of ${to - from + 1} pages.`,
  tooManyPages: (max: number) => `Send at most ${max} pages at a time.`,
  lastPage: 'An edition keeps at least one page. To remove it, delete the e-paper.',
  orderInvalid: 'Page order must list every page of this edition once.',
  versionNotFound: 'Version not found.',
  versionIsCurrent: 'This version is already the page’s current one.',
  sentTwice: 'Send each field once.',
  tooManyParts: 'The request has too many parts: send the page numbers and one PDF file.',
  changedMeanwhile: 'The pages changed meanwhile. Reload the e-paper and try again.',
  /** A resumable page change whose metadata names no edition (`epaper_id`). */
  editionInvalid: 'Name the e-paper whose pages change.',
} as const;

export const EPAPER_PAGE_LIMITS = {
  /** Pages one replacement or insertion may bring (each is rendered before the answer). */
  maxPagesPerChange: 48,
} as const;
