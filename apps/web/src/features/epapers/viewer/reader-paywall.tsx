import type { CSSProperties } from 'react';
import { Lock } from 'lucide-react';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { PAGE_VIEWER_TEXTS } from './page-viewer-texts.ts';

/** The reader API's rule: page 1 of a published edition is free, the rest need a subscription. */
export function isFreeForReaders(page: EpaperPage): boolean {
  return page.page_number === 1;
}

type ReaderPaywallProps = {
  page: EpaperPage;
  /** The size the page's image would have, so the preview keeps the layout. */
  style: CSSProperties;
};

/**
 * Where a page behind the paywall would be, as a reader without a subscription meets it:
 * the page blurred past reading, under the reader API's own words.
 */
export function ReaderPaywall({ page, style }: ReaderPaywallProps) {
  return (
    <div
      role="group"
      aria-label={PAGE_VIEWER_TEXTS.pageLabel(page.page_number)}
      style={style}
      className="relative grid shrink-0 place-items-center overflow-hidden bg-gray-200 p-4 shadow-sm dark:bg-gray-800"
    >
      <img
        src={page.thumbnail_path}
        alt=""
        draggable={false}
        className="absolute inset-0 size-full scale-110 object-cover opacity-60 blur-md"
      />
      <div className="relative max-w-xs rounded-xl border border-gray-200 bg-white p-5 text-center shadow-lg dark:border-gray-700 dark:bg-gray-900">
        <Lock aria-hidden="true" className="mx-auto mb-2 size-6 text-brand-700 dark:text-brand-300" />
        <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{PAGE_VIEWER_TEXTS.subscriptionRequired}</p>
      </div>
    </div>
  );
}
