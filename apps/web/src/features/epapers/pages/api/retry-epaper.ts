import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Epaper, EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { epaperKey, epapersListKeyRoot } from '../../api/epapers-keys.ts';

/** POST /epapers/{id}/retry/: only a failed edition; answers it pending again (409 otherwise). */
export async function postRetryEpaper(id: number): Promise<Epaper> {
  return callApi(epapersRoutes.retry, { params: { id } });
}

/**
 * Processes a failed edition again. The answer (pending, without pages) goes straight into
 * the details, which makes them poll again, so the progress shows at once.
 */
export function useRetryEpaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRetryEpaper,
    onSuccess: (epaper) => {
      // Processing starts over: pages of the failed run are not this run's.
      // No refetch now: the details poll while pending, and a file that fails again in a
      // moment would otherwise replace the progress before anyone saw it start.
      queryClient.setQueryData<EpaperWithPages>(epaperKey(epaper.id), (before) =>
        before ? { ...before, ...epaper, pages: [] } : before,
      );
      void queryClient.invalidateQueries({ queryKey: epapersListKeyRoot });
    },
  });
}
