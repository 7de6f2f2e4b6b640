import {
  BookOpen,
  ChevronLeft,
  ChevronRight,
  ExternalLink,
  Eye,
  MoveHorizontal,
  Shrink,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { buttonClasses } from '../../../components/button.tsx';
import { GoToPageForm } from './go-to-page-form.tsx';
import { PAGE_VIEWER_TEXTS } from './page-viewer-texts.ts';
import { isFreeForReaders } from './reader-paywall.tsx';
import type { PageViewerState } from './use-page-viewer.ts';
import { ViewerButton, ViewerToggle } from './viewer-buttons.tsx';
import { MAX_ZOOM, MIN_ZOOM } from './viewer-sizing.ts';

const GROUP = 'flex items-center gap-1.5';

/**
 * The viewer's controls under the page, in groups that wrap on a narrow screen: moving
 * between pages, zoom and fit, the way of viewing, and the shown pages' PDFs.
 */
export function PageViewerToolbar({ pages, viewer }: { pages: EpaperPage[]; viewer: PageViewerState }) {
  // A reader without a subscription gets no file of a page behind the paywall either.
  const pdfPages = viewer.shownPages.filter((page) => !viewer.isPreview || isFreeForReaders(page));
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-t border-gray-200 px-4 py-3 dark:border-gray-800">
      <div className={GROUP}>
        <ViewerButton isDisabled={viewer.isAtStart} onClick={() => viewer.step(-1)} aria-label="Previous page">
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Previous</span>
        </ViewerButton>
        <GoToPageForm pages={pages} onGo={viewer.showAt} />
        <ViewerButton isDisabled={viewer.isAtEnd} onClick={() => viewer.step(1)} aria-label="Next page">
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </ViewerButton>
      </div>
      <div className={GROUP}>
        <ViewerButton isDisabled={viewer.zoom <= MIN_ZOOM} onClick={() => viewer.zoomBy(-1)} aria-label="Zoom out">
          <ZoomOut aria-hidden="true" className="size-4" />
        </ViewerButton>
        <output
          aria-label="Zoom"
          className="w-12 text-center text-sm font-medium text-gray-700 tabular-nums dark:text-gray-300"
        >
          {viewer.zoom}%
        </output>
        <ViewerButton isDisabled={viewer.zoom >= MAX_ZOOM} onClick={() => viewer.zoomBy(1)} aria-label="Zoom in">
          <ZoomIn aria-hidden="true" className="size-4" />
        </ViewerButton>
        <ViewerToggle isOn={viewer.fit === 'width'} onClick={() => viewer.chooseFit('width')} aria-label="Fit to width">
          <MoveHorizontal aria-hidden="true" className="size-4" />
          <span className="hidden lg:inline">Width</span>
        </ViewerToggle>
        <ViewerToggle isOn={viewer.fit === 'page'} onClick={() => viewer.chooseFit('page')} aria-label="Fit to page">
          <Shrink aria-hidden="true" className="size-4" />
          <span className="hidden lg:inline">Page</span>
        </ViewerToggle>
      </div>
      <div className={GROUP}>
        {viewer.canSpread && (
          <ViewerToggle isOn={viewer.isSpread} onClick={viewer.toggleSpreads}>
            <BookOpen aria-hidden="true" className="size-4" />
            Two-page spread
          </ViewerToggle>
        )}
        <ViewerToggle isOn={viewer.isPreview} onClick={viewer.togglePreview}>
          <Eye aria-hidden="true" className="size-4" />
          Preview as reader
        </ViewerToggle>
        {pdfPages.map((page, at) => (
          <a
            // Keyed by place, not page: a link under the focus stays put while the pages turn.
            key={at}
            href={page.pdf_path}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('ghost', 'sm')}
            aria-label={PAGE_VIEWER_TEXTS.openPagePdf(page.page_number)}
          >
            PDF
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ))}
      </div>
    </div>
  );
}
