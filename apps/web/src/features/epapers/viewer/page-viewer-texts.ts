import { READER_TEXTS } from '@epaper/shared/reader.texts';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';

/** The page viewer's composed texts, word for word as its tests assert them. */
export const PAGE_VIEWER_TEXTS = {
  /** The dialog's name: the page shown, or the two pages of a spread. */
  title: (first: number, last: number, total: number) =>
    first === last ? EPAPER_DETAILS_TEXTS.pageOfTotal(first, total) : `Pages ${first}–${last} of ${total}`,
  pageLabel: EPAPER_DETAILS_TEXTS.pageLabel,
  openPagePdf: EPAPER_DETAILS_TEXTS.openPagePdf,
  goToPage: 'Go to page',
  goToPageNumber: (number: number) => `Go to page ${number}`,
  /** Said when "Go to page" gets a number the edition does not have. */
  pageRange: (first: number, last: number) => `Pages ${first}–${last}`,
  keysHelp:
    'Left and Right arrow keys change the page, Home and End go to the first and the last; plus and minus zoom in and out. On a touch screen, swipe left or right to change the page.',
  previewNote: 'Previewing as a reader without a subscription',
  /** The reader API's own refusal, so the preview says what a reader is told. */
  subscriptionRequired: READER_TEXTS.subscriptionRequired,
} as const;
