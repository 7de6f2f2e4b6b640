import { EPAPER_PAGE_LIMITS, EPAPER_PAGE_TEXTS } from '@epaper/shared/epaper-pages.texts';

/** "page 3" or "pages 3–5". */
const pageRange = (from: number, to: number) => (from === to ? `page ${from}` : `pages ${from}–${to}`);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The texts of late pages on View E-Paper (replacing, inserting, moving and removing a
 * completed edition's pages, and a page's history), word for word as the tests assert
 * them. The server's refusals come from the shared EPAPER_PAGE_TEXTS. Local so the
 * screen loads no zod.
 */
export const LATE_PAGES_TEXTS = {
  replacePages: 'Replace pages…',
  insertPages: 'Insert pages…',
  /** The menu button on each thumbnail. */
  pageActions: (page: number) => `Page ${page} actions`,
  replace: 'Replace…',
  insertAfter: 'Insert after…',
  moveEarlier: 'Move earlier',
  moveLater: 'Move later',
  remove: 'Remove',
  history: 'History…',

  replaceTitle: 'Replace pages',
  replaceDescription:
    'The PDF brings one page for each page replaced. Readers see the new pages at once; the old ones stay in each page’s history.',
  fromPage: 'From page',
  toPage: 'To page',
  pdfLabel: 'PDF of the new pages',
  maxPages: EPAPER_PAGE_TEXTS.tooManyPages(EPAPER_PAGE_LIMITS.maxPagesPerChange),
  replaceSubmit: 'Replace',
  replaceBusy: 'Replacing…',
  replacing: (from: number, to: number) => `Replacing ${pageRange(from, to)}…`,
  replaced: (from: number, to: number) => `${capitalised(pageRange(from, to))} replaced`,
  replaceFailed: 'Failed to replace pages',

  insertTitle: 'Insert pages',
  insertDescription: 'The pages of the PDF go in after the page you name. Readers see them at once.',
  afterPage: 'After page',
  afterPageHint: '0 puts them at the front.',
  insertSubmit: 'Insert',
  insertBusy: 'Inserting…',
  inserting: (after: number) =>
    after === 0 ? 'Inserting pages at the front…' : `Inserting pages after page ${after}…`,
  inserted: (count: number, after: number) =>
    `${count === 1 ? '1 page' : `${count} pages`} inserted ${after === 0 ? 'at the front' : `after page ${after}`}`,
  insertFailed: 'Failed to insert pages',

  moving: (page: number) => `Moving page ${page}…`,
  moved: (from: number, to: number) => `Page ${from} moved to ${to}`,
  removeTitle: (page: number) => `Remove page ${page}?`,
  removeMessage: 'Readers will no longer see it. Its versions are removed with it.',
  removing: (page: number) => `Removing page ${page}…`,
  removed: (page: number) => `Page ${page} removed`,

  historyTitle: (page: number) => `Page ${page} history`,
  historyDescription: 'Every version of the page, newest first. Restoring one makes it the page readers see again.',
  historyLoading: 'Loading versions…',
  historyFailed: 'The versions could not be loaded.',
  current: 'Current',
  /** Who made a version: processing made the first one. */
  processing: 'Processing',
  previewVersion: (when: string) => `Show the version of ${when} larger`,
  versionImage: (page: number, when: string) => `Page ${page}, version of ${when}`,
  backToVersions: 'Back to versions',
  restore: 'Restore this version',
  restoring: 'Restoring…',
  restored: (page: number, when: string) => `Page ${page} restored to the version of ${when}`,

  /** What failed, for failureText: "Failed to move the page: …". */
  failed: {
    move: 'move the page',
    remove: 'remove the page',
    restore: 'restore the version',
  },
} as const;
