import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@epaper/shared/pagination.contract';
import type { Epaper, EpaperListQuery } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { epapersListKey } from '../../api/epapers-keys.ts';

/** The list's page size on screen (the API's default is 10). */
export const EPAPERS_PAGE_SIZE = 20;

/** How often a page with an edition still being processed is read again. */
export const PROCESSING_REFRESH_MS = 3000;

/** GET /epapers/: editions, newest publication first, searched by title or date, filtered by status. */
export async function fetchEpapers(query: EpaperListQuery, signal?: AbortSignal): Promise<Paginated<Epaper>> {
  return callApi(epapersRoutes.list, { query, signal });
}

/** True while any edition of the page is still being turned into pages. */
export function hasPending(page: Paginated<Epaper> | undefined): boolean {
  return page?.results.some((epaper) => epaper.processing_status === 'pending') ?? false;
}

/**
 * One page of the list; the previous page stays on screen while the next one loads. While
 * an edition on the page is pending, the page is read again every few seconds so its
 * status and page count move on screen; polling stops once none is.
 */
export function useEpapers(query: EpaperListQuery) {
  return useQuery({
    queryKey: epapersListKey(query),
    queryFn: ({ signal }) => fetchEpapers(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (hasPending(current.state.data) ? PROCESSING_REFRESH_MS : false),
  });
}
