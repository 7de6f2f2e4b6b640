import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@epaper/shared/pagination.contract';
import type { User, UsersListQuery } from '@epaper/shared/users.contract';
import { usersRoutes } from '@epaper/shared/users.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { usersListKey } from './users-keys.ts';

/** The list's page size. */
export const USERS_PAGE_SIZE = 20;

/** GET /dashboard/users/: readers, searched, filtered by status and paged; `count` is over all pages. */
export async function fetchUsers(query: UsersListQuery, signal?: AbortSignal): Promise<Paginated<User>> {
  return callApi(usersRoutes.list, { query, signal });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useUsers(query: UsersListQuery) {
  return useQuery({
    queryKey: usersListKey(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
