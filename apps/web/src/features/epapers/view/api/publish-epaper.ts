import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EpaperWithPages, PublishEpaperRequest } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { epaperKey, epapersListKeyRoot } from '../../api/epapers-keys.ts';

/** POST /epapers/{id}/publish/: live now, its schedule done with; needs completed processing (409 otherwise). */
export async function postPublishEpaper(id: number, body: PublishEpaperRequest = {}): Promise<EpaperWithPages> {
  return callApi(epapersRoutes.publish, { params: { id }, body });
}

/** Publishes an edition now; its details take the answer, the list and the calendar are read again. */
export function usePublishEpaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body?: PublishEpaperRequest }) => postPublishEpaper(id, body),
    onSuccess: (epaper) => {
      queryClient.setQueryData(epaperKey(epaper.id), epaper);
      void queryClient.invalidateQueries({ queryKey: epapersListKeyRoot });
    },
  });
}
