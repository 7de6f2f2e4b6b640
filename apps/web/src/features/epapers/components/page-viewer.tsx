import { useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Dialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, ExternalLink, X, ZoomIn, ZoomOut } from 'lucide-react';
import type { EpaperPage } from '@epaper/shared/epapers.contract';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';

const MIN_ZOOM = 100;
const MAX_ZOOM = 400;
const ZOOM_STEP = 50;

type ViewerButtonProps = ComponentProps<typeof Button> & { isDisabled: boolean };

/**
 * A button that stays focusable at the end of its range (aria-disabled, not disabled): a
 * disabled button under the focus would drop it to the page body, outside the dialog.
 */
function ViewerButton({ isDisabled, onClick, ...props }: ViewerButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={isDisabled || undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={(event) => !isDisabled && onClick?.(event)}
      {...props}
    />
  );
}

/** The page's width over its height; a newspaper page's usual 3:4 when the sizes are unknown. */
function ratioOf(page: EpaperPage): number {
  return page.width > 0 && page.height > 0 ? page.width / page.height : 3 / 4;
}

/**
 * The page's width at a zoom: 100% is the largest that fits the scroll area whole (less its
 * 1rem padding each side, measured in container units), 200% twice that, and so on.
 */
function zoomedWidth(page: EpaperPage, zoom: number): string {
  return `calc(min(100cqw - 2rem, (100cqh - 2rem) * ${ratioOf(page)}) * ${zoom / 100})`;
}

/** Keeps the point at the middle of the view in the middle while the zoom changes. */
function useZoomAnchor(zoom: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const before = useRef(zoom);
  useLayoutEffect(() => {
    const area = scrollRef.current;
    const ratio = zoom / before.current;
    before.current = zoom;
    if (!area || ratio === 1) return;
    area.scrollLeft = (area.scrollLeft + area.clientWidth / 2) * ratio - area.clientWidth / 2;
    area.scrollTop = (area.scrollTop + area.clientHeight / 2) * ratio - area.clientHeight / 2;
  }, [zoom]);
  return scrollRef;
}

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
 * One page large, in a modal (Radix Dialog: focus stays inside, Escape closes). Previous /
 * Next and the Left / Right keys change the page; zoom runs 100–400% (buttons, + and −)
 * and a zoomed page pans by scrolling. Each page opens fitted (100%).
 */
export function PageViewer({ pages, index, onIndexChange, isOpen, onOpenChange, onCloseAutoFocus }: PageViewerProps) {
  const total = pages.length;
  const position = Math.min(Math.max(index, 0), total - 1);
  const page = pages[position];
  // The zoom belongs to the page it was set on: another page starts at 100% again.
  const [zoomOf, setZoomOf] = useState({ pageId: -1, level: MIN_ZOOM });
  const zoom = page && zoomOf.pageId === page.id ? zoomOf.level : MIN_ZOOM;
  const scrollRef = useZoomAnchor(zoom);
  if (!page) return null;

  const title = EPAPER_DETAILS_TEXTS.pageOfTotal(page.page_number, total);
  const go = (step: -1 | 1) => {
    const next = position + step;
    if (next >= 0 && next < total) onIndexChange(next);
  };
  const zoomBy = (step: -1 | 1) => {
    const level = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom + step * ZOOM_STEP));
    setZoomOf({ pageId: page.id, level });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Ctrl/Cmd with + and − stay the browser's own zoom.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      _: () => zoomBy(-1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        // Opened again, even on the same page, it starts fitted.
        if (!open) setZoomOf({ pageId: -1, level: MIN_ZOOM });
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
            <Dialog.Description className="sr-only">
              Left and Right arrow keys change the page; plus and minus zoom in and out.
            </Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close">
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <div
            ref={scrollRef}
            tabIndex={0}
            role="region"
            aria-label="Page image"
            className="min-h-0 flex-1 overflow-auto bg-gray-100 [container-type:size] dark:bg-gray-950"
          >
            <div className="flex min-h-full w-max min-w-full items-center justify-center p-4">
              <img
                key={page.id}
                src={page.image_path}
                alt={EPAPER_DETAILS_TEXTS.pageLabel(page.page_number)}
                decoding="async"
                style={{ width: zoomedWidth(page, zoom), aspectRatio: ratioOf(page) }}
                className="max-w-none bg-white object-contain shadow-sm"
              />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-center gap-2 border-t border-gray-200 px-4 py-3 dark:border-gray-800">
            <ViewerButton isDisabled={position === 0} onClick={() => go(-1)} aria-label="Previous page">
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Previous</span>
            </ViewerButton>
            <ViewerButton isDisabled={zoom <= MIN_ZOOM} onClick={() => zoomBy(-1)} aria-label="Zoom out">
              <ZoomOut aria-hidden="true" className="size-4" />
            </ViewerButton>
            <output
              aria-label="Zoom"
              className="w-14 text-center text-sm font-medium text-gray-700 tabular-nums dark:text-gray-300"
            >
              {zoom}%
            </output>
            <ViewerButton isDisabled={zoom >= MAX_ZOOM} onClick={() => zoomBy(1)} aria-label="Zoom in">
              <ZoomIn aria-hidden="true" className="size-4" />
            </ViewerButton>
            <ViewerButton isDisabled={position === total - 1} onClick={() => go(1)} aria-label="Next page">
              <span className="hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </ViewerButton>
            <a
              href={page.pdf_path}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('ghost', 'sm')}
              aria-label={EPAPER_DETAILS_TEXTS.openPagePdf(page.page_number)}
            >
              PDF
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
