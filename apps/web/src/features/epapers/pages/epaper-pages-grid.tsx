import { useId, useRef, useState, type ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';
import { PageViewer } from '../viewer/page-viewer.tsx';
import { usePageDeepLink } from '../viewer/use-page-deep-link.ts';

/** The page's own proportions when known, else a newspaper page's usual ones. */
function aspectOf(page: EpaperPage): string {
  return page.width > 0 && page.height > 0 ? `${page.width} / ${page.height}` : '3 / 4';
}

type EpaperPagesGridProps = {
  pages: EpaperPage[];
  /** A page's own controls beside its PDF link (the late-pages menu of a completed edition). */
  renderActions?: ((page: EpaperPage, index: number) => ReactNode) | undefined;
};

/**
 * The pages as thumbnails, each opening the page viewer, with a link to the page's own PDF.
 * `?page=3` in the address opens the viewer at page 3. Closing the viewer puts the focus
 * back on the link that opened it, else on the thumbnail of the page last shown.
 */
export function EpaperPagesGrid({ pages, renderActions }: EpaperPagesGridProps) {
  const [shown, setShown] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const thumbnails = useRef(new Map<number, HTMLButtonElement>());
  const newTabHintId = useId();

  const open = (index: number) => {
    setShown(index);
    setIsOpen(true);
  };
  const deepLink = usePageDeepLink(pages, open);

  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 2xl:grid-cols-4">
        {pages.map((page, index) => (
          <li key={page.id} className="min-w-0 space-y-1.5">
            <button
              type="button"
              aria-haspopup="dialog"
              ref={(button) => {
                if (button) thumbnails.current.set(index, button);
                else thumbnails.current.delete(index);
              }}
              onClick={() => open(index)}
              className="group block w-full overflow-hidden rounded-lg border border-gray-200 bg-white text-left transition-colors hover:border-brand-500 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-brand-400"
            >
              <img
                src={page.thumbnail_path}
                alt=""
                loading="lazy"
                decoding="async"
                style={{ aspectRatio: aspectOf(page) }}
                className="w-full bg-gray-100 object-contain dark:bg-gray-800"
              />
              <span className="block border-t border-gray-200 px-2.5 py-1.5 text-sm font-medium text-gray-900 group-hover:text-brand-700 dark:border-gray-800 dark:text-gray-100 dark:group-hover:text-brand-300">
                {EPAPER_DETAILS_TEXTS.pageLabel(page.page_number)}
              </span>
            </button>
            <div className="flex items-center justify-between gap-2">
              <a
                href={page.pdf_path}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={EPAPER_DETAILS_TEXTS.openPagePdf(page.page_number)}
                aria-describedby={newTabHintId}
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                PDF
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
              {renderActions?.(page, index)}
            </div>
          </li>
        ))}
      </ul>
      <span id={newTabHintId} hidden>
        Opens in a new tab
      </span>
      <PageViewer
        pages={pages}
        index={shown}
        onIndexChange={setShown}
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        onCloseAutoFocus={(event) => {
          const opener = deepLink.takeOpener();
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
            return;
          }
          const thumbnail = thumbnails.current.get(Math.min(shown, pages.length - 1));
          if (!thumbnail) return;
          event.preventDefault();
          thumbnail.focus();
        }}
      />
    </>
  );
}
