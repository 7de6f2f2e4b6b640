import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminItem } from '@epaper/shared/admins.contract';
import { adminRoutes } from '@epaper/shared/admins.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { replaceCachedAdmin } from './admins-query.ts';

/** POST /dashboard/admins/{id}/activate/: answers the activated admin. */
export async function postActivateAdmin(id: number): Promise<AdminItem> {
  return callApi(adminRoutes.activate, { params: { id } });
}

/** Activates an admin; its row and Active Admins change in place. */
export function useActivateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postActivateAdmin,
    onSuccess: (admin) => replaceCachedAdmin(queryClient, admin),
  });
}
