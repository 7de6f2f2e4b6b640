import { Dialog } from 'radix-ui';
import { Eye, X } from 'lucide-react';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { Button } from '../../../components/button.tsx';
import { PageThumbnailStrip } from './page-thumbnail-strip.tsx';
import { PAGE_VIEWER_TEXTS } from './page-viewer-texts.ts';
import { PageViewerStage } from './page-viewer-stage.tsx';
import { PageViewerToolbar } from './page-viewer-toolbar.tsx';
import { usePageViewer } from './use-page-viewer.ts';
import { useZoomAnchor } from './input/use-zoom-anchor.ts';
import { viewerKeyHandler } from './input/viewer-keys.ts';

type PageViewerProps = {
  pages: EpaperPage[];
  /** The page shown, as a position in `pages`. */
  index: number;
  onIndexChange: (index: number) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where the focus goes on closing (the caller puts it on the page's thumbnail). */
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The edition's pages large, for proofing, in a modal (Radix Dialog: focus stays inside,
 * Escape closes). Previous / Next, the Left / Right keys, a swipe, "Go to page", Home / End
 * and the thumbnail strip move between pages, one at a time or as two-page spreads; zoom
 * runs 100–400% of the chosen fit (width or whole page) and a zoomed page pans by
 * scrolling. "Preview as reader" shows the pages as a reader without a subscription meets
 * them. The viewer reads the admin API's page list only and so records no page view,
 * preview or not: page views are recorded by the reader API alone, when a reader opens a page.
 */
export function PageViewer({ pages, index, onIndexChange, isOpen, onOpenChange, onCloseAutoFocus }: PageViewerProps) {
  const viewer = usePageViewer({ pages, index, onIndexChange });
  const scrollRef = useZoomAnchor(viewer.zoom);
  const firstShown = viewer.shownPages[0];
  const lastShown = viewer.shownPages.at(-1);
  if (!firstShown || !lastShown) return null;

  const title = PAGE_VIEWER_TEXTS.title(firstShown.page_number, lastShown.page_number, viewer.total);
  const onKeyDown = viewerKeyHandler({
    previous: () => viewer.step(-1),
    next: () => viewer.step(1),
    first: viewer.first,
    last: viewer.last,
    zoomIn: () => viewer.zoomBy(1),
    zoomOut: () => viewer.zoomBy(-1),
  });

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) viewer.reset();
        onOpenChange(open);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-gray-950/70 backdrop-blur-xs data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            // The page itself first: Up / Down then scroll a zoomed page at once.
            event.preventDefault();
            scrollRef.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-[60] flex flex-col bg-white shadow-2xl data-[state=open]:animate-popover-in sm:inset-4 sm:rounded-2xl sm:border sm:border-gray-200 dark:bg-gray-900 sm:dark:border-gray-800"
        >
          <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-800">
            <Dialog.Title className="text-base font-semibold text-gray-900 dark:text-gray-100">{title}</Dialog.Title>
            <Dialog.Description className="sr-only">{PAGE_VIEWER_TEXTS.keysHelp}</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close">
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          {viewer.isPreview && (
            <p className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <Eye aria-hidden="true" className="size-4 shrink-0" />
              {PAGE_VIEWER_TEXTS.previewNote}
            </p>
          )}
          <PageViewerStage viewer={viewer} scrollRef={scrollRef} />
          <PageViewerToolbar pages={pages} viewer={viewer} />
          <PageThumbnailStrip pages={pages} viewer={viewer} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
