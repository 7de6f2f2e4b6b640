import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@epaper/shared/auth.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { epaperKey, epapersListKeyRoot } from '../../api/epapers-keys.ts';

/** DELETE /epapers/{id}/: the edition, its pages and its files. */
export async function deleteEpaper(id: number): Promise<MessageResponse> {
  return callApi(epapersRoutes.remove, { params: { id } });
}

/** Deletes an edition; its cached details go (no stray refetch into a 404) and the list is read again. */
export function useDeleteEpaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEpaper,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: epaperKey(id) });
      void queryClient.invalidateQueries({ queryKey: epapersListKeyRoot });
    },
  });
}
