import { useState } from 'react';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { useMediaQuery } from '../../../lib/hooks/use-media-query.ts';
import { MAX_ZOOM, MIN_ZOOM, ZOOM_STEP, type Fit } from './viewer-sizing.ts';
import { shownPositions, stepFrom } from './viewer-spreads.ts';

/** Spreads need the room of two pages side by side: none on a phone. */
const ROOM_FOR_SPREADS = '(min-width: 40rem)';

type PageViewerOptions = {
  pages: EpaperPage[];
  /** The page asked for, as a position in `pages`. */
  index: number;
  onIndexChange: (index: number) => void;
};

/**
 * The viewer's state: which pages show, the zoom, the fit, spreads and the reader preview,
 * and the moves between them. The fit and spreads are the admin's way of proofing and stay
 * between openings; the zoom and the preview start afresh each time (`reset`).
 */
export function usePageViewer({ pages, index, onIndexChange }: PageViewerOptions) {
  const total = pages.length;
  const position = Math.min(Math.max(index, 0), total - 1);
  const hasRoomForSpreads = useMediaQuery(ROOM_FOR_SPREADS);
  const [wantsSpreads, setWantsSpreads] = useState(false);
  const [fit, setFit] = useState<Fit>('page');
  const [isPreview, setIsPreview] = useState(false);
  const isSpread = wantsSpreads && hasRoomForSpreads;
  const shown = total > 0 ? shownPositions(position, total, isSpread) : [];
  const shownPages = shown.flatMap((at) => pages[at] ?? []);

  // The zoom belongs to the pages it was set on: other pages start at 100% again.
  const viewKey = shownPages.map((page) => page.id).join('-');
  const [zoomOf, setZoomOf] = useState({ viewKey: '', level: MIN_ZOOM });
  const zoom = zoomOf.viewKey === viewKey ? zoomOf.level : MIN_ZOOM;
  const resetZoom = () => setZoomOf({ viewKey: '', level: MIN_ZOOM });

  const step = (direction: -1 | 1) => {
    const next = stepFrom(shown, direction, total, isSpread);
    if (next !== null) onIndexChange(next);
  };

  return {
    total,
    position,
    shown,
    shownPages,
    zoom,
    fit,
    isSpread,
    canSpread: hasRoomForSpreads,
    isPreview,
    isAtStart: (shown[0] ?? 0) === 0,
    isAtEnd: (shown.at(-1) ?? 0) === total - 1,
    step,
    /** Shows the page at `at` (with its spread partner in spreads). */
    showAt: onIndexChange,
    first: () => onIndexChange(0),
    last: () => onIndexChange(total - 1),
    zoomBy: (direction: -1 | 1) => {
      const level = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom + direction * ZOOM_STEP));
      setZoomOf({ viewKey, level });
    },
    /** Choosing a fit, even the current one, shows the pages fitted again. */
    chooseFit: (next: Fit) => {
      setFit(next);
      resetZoom();
    },
    toggleSpreads: () => {
      setWantsSpreads(!isSpread);
      resetZoom();
    },
    togglePreview: () => setIsPreview(!isPreview),
    /** On closing: opened again, even on the same page, it starts fitted and as an admin sees it. */
    reset: () => {
      resetZoom();
      setIsPreview(false);
    },
  };
}

export type PageViewerState = ReturnType<typeof usePageViewer>;
