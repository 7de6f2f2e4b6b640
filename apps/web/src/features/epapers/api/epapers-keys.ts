import type { EpaperListQuery } from '@epaper/shared/epapers.contract';

// Every query key of the e-papers, in one place: its api files and hooks take theirs from here.

/** The root of every e-paper cache entry. */
export const epapersKeyRoot = ['epapers'] as const;

/** Every page of the list, whatever its search, filter or page. */
export const epapersListKeyRoot = [...epapersKeyRoot, 'list'] as const;

/** One edition with its pages. */
export const epaperKey = (id: number) => [...epapersKeyRoot, 'detail', id] as const;

/** One page of the list. */
export const epapersListKey = (query: EpaperListQuery) => [...epapersListKeyRoot, query] as const;

// Under the list's root: an upload, edit, schedule or delete that refreshes the list
// refreshes the calendar with it.
/** The listing's calendar of the last `days` days and the week ahead. */
export const epaperCalendarKey = (days: number) => [...epapersListKeyRoot, 'calendar', days] as const;

/** One day's editions; under the list's root, so an upload, edit or schedule makes it stale. */
export const datedEpapersKey = (date: string) => [...epapersListKeyRoot, 'dated', date] as const;

// Beside the edition's own key, not under it: a change's answer refreshes the histories
// without making the edition itself be read again.
/** Every page history of one edition. */
export const pageVersionsKeyOf = (epaperId: number) => [...epapersKeyRoot, 'page-versions', epaperId] as const;
/** One page's history. */
export const pageVersionsKey = (epaperId: number, pageId: number) => [...pageVersionsKeyOf(epaperId), pageId] as const;
