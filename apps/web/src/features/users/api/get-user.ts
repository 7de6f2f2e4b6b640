import { useQuery } from '@tanstack/react-query';
import type { User } from '@epaper/shared/users.contract';
import { usersRoutes } from '@epaper/shared/users.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { userKey } from './users-keys.ts';

/** GET /dashboard/users/{id}/: a reader, or an admin (opened read-only). */
export async function fetchUser(id: number, signal?: AbortSignal): Promise<User> {
  return callApi(usersRoutes.get, { params: { id }, signal });
}

/** True when the answer says the account does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** One account; an id that cannot exist (`null`) is not fetched. */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: userKey(id ?? 0),
    queryFn: ({ signal }) => fetchUser(id ?? 0, signal),
    enabled: id !== null,
  });
}
