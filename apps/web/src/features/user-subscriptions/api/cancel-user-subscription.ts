import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Paginated } from '@epaper/shared/pagination.contract';
import type { SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { userSubscriptionRoutes } from '@epaper/shared/user-subscriptions.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { subscriptionsListKeyRoot } from './user-subscriptions-keys.ts';

/** POST /user-subscriptions/{id}/cancel/: answers the subscription as it now is. */
export async function cancelUserSubscription(id: number): Promise<SubscriptionItem> {
  return callApi(userSubscriptionRoutes.cancel, { params: { id } });
}

/**
 * Puts the cancelled subscription into every cached page, in place: on the "Active" page
 * it stays, now Cancelled, until the list is next fetched, rather than vanishing under
 * the pointer. The pages are marked stale without refetching.
 */
function storeCancelled(queryClient: QueryClient, cancelled: SubscriptionItem): void {
  queryClient.setQueriesData<Paginated<SubscriptionItem>>({ queryKey: subscriptionsListKeyRoot }, (page) =>
    page ? { ...page, results: page.results.map((row) => (row.id === cancelled.id ? cancelled : row)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: subscriptionsListKeyRoot, refetchType: 'none' });
}

/**
 * Cancels a subscription. A refusal (409: already cancelled or expired) means the list is
 * out of date, so it is fetched again to show the subscription as it really is.
 */
export function useCancelUserSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelUserSubscription,
    onSuccess: (cancelled) => storeCancelled(queryClient, cancelled),
    onError: () => void queryClient.invalidateQueries({ queryKey: subscriptionsListKeyRoot }),
  });
}
