import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminItem } from '@epaper/shared/admins.contract';
import { adminRoutes } from '@epaper/shared/admins.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { replaceCachedAdmin } from './admins-query.ts';

/** POST /dashboard/admins/{id}/suspend/: answers the suspended admin. */
export async function postSuspendAdmin(id: number): Promise<AdminItem> {
  return callApi(adminRoutes.suspend, { params: { id } });
}

/** Suspends an admin; its row and Active Admins change in place. */
export function useSuspendAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSuspendAdmin,
    onSuccess: (admin) => replaceCachedAdmin(queryClient, admin),
  });
}
