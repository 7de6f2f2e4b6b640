import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminItem, CreateAdminRequest } from '@epaper/shared/admins.contract';
import { adminRoutes } from '@epaper/shared/admins.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { adminsQueryKey } from './admins-keys.ts';

/** POST /dashboard/admins/: answers the new admin (201). */
export async function postAdmin(body: CreateAdminRequest): Promise<AdminItem> {
  return callApi(adminRoutes.create, { body });
}

/** Creates an admin; the list and its counters are read again (the new admin's page is the server's call). */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
