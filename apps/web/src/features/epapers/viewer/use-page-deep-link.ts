import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';

/** The search parameter of View E-Paper that opens the page viewer at a page: `?page=3`. */
const PAGE_PARAM = 'page';

/** The search of a link that opens the viewer at `page` (its number, not its position). */
export const pageSearch = (page: number) => `?${PAGE_PARAM}=${page}`;

/**
 * Opens the page viewer at the page `?page=` names (a finding's page link, or an address
 * someone shared), then takes the number out of the address, so closing the viewer and
 * reloading does not open it again. A number the edition lacks is dropped; while the
 * pages are still being made it waits for them. `takeOpener` answers, once, what had the
 * focus when the link was followed, for the viewer to give it back on closing (null: the
 * page's thumbnail).
 */
export function usePageDeepLink(pages: readonly EpaperPage[], open: (index: number) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(PAGE_PARAM);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // The latest `open`, without making the effect run again for each render's new function.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  useEffect(() => {
    if (asked === null || pages.length === 0) return;
    const index = pages.findIndex((page) => String(page.page_number) === asked.trim());
    if (index !== -1) {
      const focused = document.activeElement;
      returnFocusTo.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      openRef.current(index);
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, pages, setSearchParams]);

  return {
    takeOpener: () => {
      const opener = returnFocusTo.current;
      returnFocusTo.current = null;
      return opener;
    },
  };
}
