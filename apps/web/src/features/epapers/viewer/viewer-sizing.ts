import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';

/** How a page (or a spread) sits in the view at 100%: as wide as the view, or whole. */
export type Fit = 'width' | 'page';

export const MIN_ZOOM = 100;
export const MAX_ZOOM = 400;
export const ZOOM_STEP = 50;

/** The page's width over its height; a newspaper page's usual 3:4 when the sizes are unknown. */
export function ratioOf(page: EpaperPage): number {
  return page.width > 0 && page.height > 0 ? page.width / page.height : 3 / 4;
}

/**
 * One shown page's width. At 100% the pages shown, side by side, fill the scroll area's
 * width ("width") or the largest size that fits it whole ("page"), less its 1rem padding
 * each side, measured in container units; 200% is twice that, and so on. Each page of a
 * spread takes its share of the width by its proportions, so both stand equally tall.
 */
export function shownWidth(page: EpaperPage, shown: EpaperPage[], fit: Fit, zoom: number): string {
  const spreadRatio = shown.reduce((sum, each) => sum + ratioOf(each), 0);
  const fitted = fit === 'width' ? '(100cqw - 2rem)' : `min(100cqw - 2rem, (100cqh - 2rem) * ${spreadRatio})`;
  return `calc(${fitted} * ${(zoom / 100) * (ratioOf(page) / spreadRatio)})`;
}
