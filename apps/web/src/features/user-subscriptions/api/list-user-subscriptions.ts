import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@epaper/shared/pagination.contract';
import type { SubscriptionItem, SubscriptionListQuery } from '@epaper/shared/user-subscriptions.contract';
import { userSubscriptionRoutes } from '@epaper/shared/user-subscriptions.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { subscriptionsListKey } from './user-subscriptions-keys.ts';

/** GET /user-subscriptions/: one page of every reader's subscriptions, searched and filtered. */
export async function fetchUserSubscriptions(
  query: SubscriptionListQuery,
  signal?: AbortSignal,
): Promise<Paginated<SubscriptionItem>> {
  return callApi(userSubscriptionRoutes.list, { query, signal });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useUserSubscriptions(query: SubscriptionListQuery) {
  return useQuery({
    queryKey: subscriptionsListKey(query),
    queryFn: ({ signal }) => fetchUserSubscriptions(query, signal),
    placeholderData: keepPreviousData,
  });
}
