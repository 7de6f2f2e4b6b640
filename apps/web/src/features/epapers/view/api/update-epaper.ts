import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EpaperWithPages, UpdateEpaperRequest } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { epaperKey, epapersListKeyRoot } from '../../api/epapers-keys.ts';

/** PUT /epapers/{id}/: title, description, publication date and publishing, all at once. */
export async function putEpaper(id: number, body: UpdateEpaperRequest): Promise<EpaperWithPages> {
  return callApi(epapersRoutes.update, { params: { id }, body });
}

/** Saves an edition; its details take the answer, and the list is read again when next shown. */
export function useUpdateEpaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateEpaperRequest }) => putEpaper(id, body),
    onSuccess: (epaper) => {
      queryClient.setQueryData(epaperKey(epaper.id), epaper);
      void queryClient.invalidateQueries({ queryKey: epapersListKeyRoot });
    },
  });
}
