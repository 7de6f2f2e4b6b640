import { useLayoutEffect, useRef } from 'react';
import { Lock } from 'lucide-react';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { cx } from '../../../lib/class-names.ts';
import { PAGE_VIEWER_TEXTS } from './page-viewer-texts.ts';
import { isFreeForReaders } from './reader-paywall.tsx';
import type { PageViewerState } from './use-page-viewer.ts';
import { ratioOf } from './viewer-sizing.ts';

/** The strip's padding at either end (px-4), in CSS pixels. */
const STRIP_PADDING = 16;

/**
 * Keeps the page shown in sight in the strip, scrolling the strip alone (scrollIntoView
 * would scroll the dialog's other ancestors too), and brings the focus along when it was
 * in the strip: the arrow keys turn pages there as everywhere in the viewer.
 */
function useCurrentInSight(position: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  useLayoutEffect(() => {
    const list = listRef.current;
    const button = buttons.current.get(position);
    if (!list || !button) return;
    if (list.contains(document.activeElement) && document.activeElement !== button) button.focus();
    const item = button.parentElement ?? button;
    // With the strip's own padding to spare, so the page shown never sits against its edge.
    const start = item.offsetLeft - STRIP_PADDING;
    const end = item.offsetLeft + item.offsetWidth + STRIP_PADDING;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [position]);
  return { listRef, buttons };
}

/**
 * Every page small, in a sideways strip under the page; a click shows it. One Tab stop
 * (the page shown): Left / Right move along it as they turn the pages. Hidden when the
 * window is too low to spare it, where the page needs every pixel.
 */
export function PageThumbnailStrip({ pages, viewer }: { pages: EpaperPage[]; viewer: PageViewerState }) {
  const { listRef, buttons } = useCurrentInSight(viewer.position);
  return (
    <ul
      ref={listRef}
      aria-label="Pages"
      className="relative flex shrink-0 gap-2 overflow-x-auto border-t border-gray-200 px-4 py-2 [@media(max-height:36rem)]:hidden dark:border-gray-800"
    >
      {pages.map((page, at) => {
        const isShown = viewer.shown.includes(at);
        const isLocked = viewer.isPreview && !isFreeForReaders(page);
        return (
          <li key={page.id} className="shrink-0">
            <button
              type="button"
              ref={(button) => {
                if (button) buttons.current.set(at, button);
                else buttons.current.delete(at);
              }}
              tabIndex={at === viewer.position ? 0 : -1}
              aria-label={PAGE_VIEWER_TEXTS.goToPageNumber(page.page_number)}
              aria-current={isShown ? 'page' : undefined}
              onClick={() => viewer.showAt(at)}
              className={cx(
                'relative block rounded-md border-2 p-0.5 transition-colors',
                isShown
                  ? 'border-brand-600 dark:border-brand-400'
                  : 'border-transparent hover:border-gray-300 dark:hover:border-gray-600',
              )}
            >
              <img
                src={page.thumbnail_path}
                alt=""
                loading="lazy"
                decoding="async"
                draggable={false}
                style={{ aspectRatio: ratioOf(page) }}
                className={cx('h-16 w-auto bg-white object-contain', isLocked && 'opacity-40 blur-[2px]')}
              />
              {isLocked && (
                <Lock aria-hidden="true" className="absolute inset-0 m-auto size-4 text-gray-900 dark:text-gray-100" />
              )}
              <span
                aria-hidden="true"
                className="block text-center text-xs font-medium text-gray-700 tabular-nums dark:text-gray-300"
              >
                {page.page_number}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
