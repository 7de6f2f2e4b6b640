import { useQuery } from '@tanstack/react-query';
import type { Paginated } from '@epaper/shared/pagination.contract';
import type { PageOnlyQuery, UserSubscription } from '@epaper/shared/users.contract';
import { usersRoutes } from '@epaper/shared/users.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { userSubscriptionsKey } from './users-keys.ts';

/** GET /dashboard/users/{id}/subscriptions/: the account's subscriptions, newest first. */
export async function fetchUserSubscriptions(
  id: number,
  query: PageOnlyQuery,
  signal?: AbortSignal,
): Promise<Paginated<UserSubscription>> {
  return callApi(usersRoutes.subscriptions, { params: { id }, query, signal });
}

export function useUserSubscriptions(id: number, query: PageOnlyQuery, isEnabled = true) {
  return useQuery({
    queryKey: userSubscriptionsKey(id, query),
    queryFn: ({ signal }) => fetchUserSubscriptions(id, query, signal),
    enabled: isEnabled,
  });
}
