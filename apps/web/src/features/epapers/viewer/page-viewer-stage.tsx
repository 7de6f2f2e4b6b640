import type { RefObject } from 'react';
import { cx } from '../../../lib/class-names.ts';
import { PAGE_VIEWER_TEXTS } from './page-viewer-texts.ts';
import { isFreeForReaders, ReaderPaywall } from './reader-paywall.tsx';
import { useSwipe } from './input/use-swipe.ts';
import type { PageViewerState } from './use-page-viewer.ts';
import { MIN_ZOOM, ratioOf, shownWidth } from './viewer-sizing.ts';

type PageViewerStageProps = {
  viewer: PageViewerState;
  scrollRef: RefObject<HTMLDivElement | null>;
};

/**
 * The page, or the two pages of a spread side by side as on the printed paper, in a
 * scroll area that pans a zoomed page. Fitted (not zoomed in), a sideways swipe turns it.
 */
export function PageViewerStage({ viewer, scrollRef }: PageViewerStageProps) {
  const isFitted = viewer.zoom === MIN_ZOOM;
  useSwipe(scrollRef, { isEnabled: isFitted, onSwipe: viewer.step });
  return (
    <div
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label="Page image"
      className={cx(
        'min-h-0 flex-1 overflow-auto bg-gray-100 [container-type:size] dark:bg-gray-950',
        // Fitted, sideways moves are the swipe's (the browser would take them and cancel it);
        // zoomed in, every move pans the page.
        isFitted && 'touch-pan-y touch-pinch-zoom',
      )}
    >
      <div className="flex min-h-full w-max min-w-full items-center justify-center p-4">
        {viewer.shownPages.map((page) => {
          const style = {
            width: shownWidth(page, viewer.shownPages, viewer.fit, viewer.zoom),
            aspectRatio: ratioOf(page),
          };
          if (viewer.isPreview && !isFreeForReaders(page)) {
            return <ReaderPaywall key={page.id} page={page} style={style} />;
          }
          return (
            <img
              key={page.id}
              src={page.image_path}
              alt={PAGE_VIEWER_TEXTS.pageLabel(page.page_number)}
              decoding="async"
              // A dragged image would take the pointer from the swipe.
              draggable={false}
              style={style}
              className="max-w-none shrink-0 bg-white object-contain shadow-sm"
            />
          );
        })}
      </div>
    </div>
  );
}
