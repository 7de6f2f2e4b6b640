import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@epaper/shared/auth.contract';
import { adminRoutes } from '@epaper/shared/admins.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { adminsQueryKey } from './admins-keys.ts';
import { updateCachedAdmins } from './admins-query.ts';

/** DELETE /dashboard/admins/{id}/ */
export async function deleteAdmin(id: number): Promise<MessageResponse> {
  return callApi(adminRoutes.remove, { params: { id } });
}

/**
 * Deletes an admin: its row leaves every cached page at once and the counters drop; the
 * list is then read again, so the page fills up from the next one.
 */
export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmin,
    onSuccess: (_answer, id) => {
      updateCachedAdmins(queryClient, (list) => {
        const removed = list.results.find((item) => item.id === id);
        if (!removed) return list;
        return {
          ...list,
          count: list.count - 1,
          active_count: list.active_count - Number(removed.is_active),
          results: list.results.filter((item) => item.id !== id),
        };
      });
      void queryClient.invalidateQueries({ queryKey: adminsQueryKey });
    },
  });
}
