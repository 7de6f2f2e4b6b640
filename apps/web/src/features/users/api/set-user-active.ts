import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@epaper/shared/users.contract';
import { usersRoutes } from '@epaper/shared/users.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { storeChangedUser } from './store-user.ts';

/** POST /dashboard/users/{id}/suspend/ or /activate/: answers the account as it now is. */
export async function setUserActive(id: number, isActive: boolean): Promise<User> {
  return callApi(isActive ? usersRoutes.activate : usersRoutes.suspend, { params: { id } });
}

/** Suspends or activates a reader; the list row and the details update in place. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => setUserActive(id, isActive),
    onSuccess: (user) => storeChangedUser(queryClient, user),
  });
}
