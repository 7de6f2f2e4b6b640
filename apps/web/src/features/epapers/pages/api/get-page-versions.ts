import { useQuery } from '@tanstack/react-query';
import type { PageVersion } from '@epaper/shared/epaper-pages.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { pageVersionsKey } from '../../api/epapers-keys.ts';

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
