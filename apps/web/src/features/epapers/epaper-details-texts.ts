import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';

/** The texts of View E-Paper and Edit E-Paper, word for word as the tests and the browser suite assert them. Local so the screens load no zod. */
export const EPAPER_DETAILS_TEXTS = {
  notFound: EPAPER_TEXTS.notFound,
  loadFailed: 'Failed to load e-paper details',
  pagesPending: 'Pages are being processed. Please check back later.',
  noPages: 'No pages found for this e-paper.',
  preparingPages: 'Preparing pages…',
  processingPage: (done: number, total: number) => `Processing: ${done} of ${total} pages done`,
  pagesHeading: (count: number) => `Pages (${count})`,
  pageLabel: (number: number) => `Page ${number}`,
  pageOfTotal: (number: number, total: number) => `Page ${number} of ${total}`,
  openPagePdf: (number: number) => `Open PDF of page ${number}`,
  previewAlt: (title: string) => `Preview of ${title}`,
  processingFailed: 'Processing failed',
  /** Shown when a failed edition came without a reason. */
  processingFailedFallback: 'The PDF could not be made into pages.',
  deleteConfirm:
    'Are you sure you want to delete this e-paper? Its pages and files will be removed. This action cannot be undone.',
  deleted: 'E-paper deleted successfully!',
  updated: 'E-paper updated.',
  updateFailed: 'Failed to update e-paper. Please try again.',
  processingInProgress: 'Processing in Progress',
  publishedLabel: 'Published (visible to users)',
} as const;
