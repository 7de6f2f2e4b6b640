import { useQuery } from '@tanstack/react-query';
import type { Paginated } from '@epaper/shared/pagination.contract';
import type { ActivityQuery, UserActivity } from '@epaper/shared/users.contract';
import { usersRoutes } from '@epaper/shared/users.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { userActivityKey } from './users-keys.ts';

/** GET /dashboard/users/{id}/activity/: the account's activity log, newest first. */
export async function fetchUserActivity(
  id: number,
  query: ActivityQuery,
  signal?: AbortSignal,
): Promise<Paginated<UserActivity>> {
  return callApi(usersRoutes.activity, { params: { id }, query, signal });
}

export function useUserActivity(id: number, query: ActivityQuery, isEnabled = true) {
  return useQuery({
    queryKey: userActivityKey(id, query),
    queryFn: ({ signal }) => fetchUserActivity(id, query, signal),
    enabled: isEnabled,
  });
}
