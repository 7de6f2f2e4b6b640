import { useQueryClient } from '@tanstack/react-query';
import type { DatedEpapers } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { datedEpapersKey } from '../../api/epapers-keys.ts';

/** GET /epapers/dated/?date=yyyy-mm-dd: every edition of that day, with its display status. */
export async function fetchDatedEpapers(date: string, signal?: AbortSignal): Promise<DatedEpapers> {
  return callApi(epapersRoutes.dated, { query: { date }, signal });
}

/** Reads a day's editions when asked (before an upload), fresh each time: another admin may have just added one. */
export function useFetchDatedEpapers() {
  const queryClient = useQueryClient();
  return (date: string) =>
    queryClient.fetchQuery({
      queryKey: datedEpapersKey(date),
      queryFn: ({ signal }) => fetchDatedEpapers(date, signal),
      staleTime: 0,
    });
}
