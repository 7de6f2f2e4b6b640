import { useQuery } from '@tanstack/react-query';
import type { PageVersion } from '@epaper/shared/epaper-pages.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { epapersKeyRoot } from '../../api/epapers-key.ts';

// Beside the edition's own key, not under it: a change's answer refreshes the histories
// without making the edition itself be read again.
/** Every page history of one edition. */
export const pageVersionsKeyOf = (epaperId: number) => [...epapersKeyRoot, 'page-versions', epaperId] as const;
/** One page's history. */
export const pageVersionsKey = (epaperId: number, pageId: number) => [...pageVersionsKeyOf(epaperId), pageId] as const;

/** GET /epapers/{id}/pages/{pageId}/versions/: the page's versions, newest first, the current one marked. */
export async function fetchPageVersions(
  epaperId: number,
  pageId: number,
  signal?: AbortSignal,
): Promise<PageVersion[]> {
  return callApi(epapersRoutes.pageVersions, { params: { id: epaperId, pageId }, signal });
}

/** A page's history, read while its dialog is open; always afresh when it opens. */
export function usePageVersions(epaperId: number, pageId: number | null) {
  return useQuery({
    queryKey: pageVersionsKey(epaperId, pageId ?? 0),
    queryFn: ({ signal }) => fetchPageVersions(epaperId, pageId ?? 0, signal),
    enabled: pageId !== null,
    staleTime: 0,
  });
}
