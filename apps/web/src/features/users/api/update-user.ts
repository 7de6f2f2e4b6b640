import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest, User } from '@epaper/shared/users.contract';
import { usersRoutes } from '@epaper/shared/users.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { storeChangedUser } from './store-user.ts';

/** PATCH /dashboard/users/{id}/: any of name, email, phone, address and is_verified. */
export async function patchUser(id: number, body: UpdateUserRequest): Promise<User> {
  return callApi(usersRoutes.update, { params: { id }, body });
}

/** Edits a reader's details; the list row and the details update in place. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserRequest }) => patchUser(id, body),
    onSuccess: (user) => storeChangedUser(queryClient, user),
  });
}
