import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@epaper/shared/pagination.contract';
import { SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.texts';
import type { SubscriptionItem, SubscriptionListQuery } from '@epaper/shared/user-subscriptions.contract';
import { userSubscriptionRoutes } from '@epaper/shared/user-subscriptions.routes';
import { callApi } from '../../../lib/api/api-client.ts';

/** Every cached page of the list, whatever its search, status or page. */
export const subscriptionsListKeyRoot = ['user-subscriptions', 'list'] as const;

export const subscriptionsListKey = (query: SubscriptionListQuery) => [...subscriptionsListKeyRoot, query] as const;

/**
 * The answer as the screen can use it. callApi does not check answers against the
 * contract, so a `results` that is not a list would otherwise break the table: it fails
 * the load with SPEC's own text instead.
 */
export function readSubscriptionPage(answer: unknown): Paginated<SubscriptionItem> {
  const body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (!Array.isArray(body.results)) throw new Error(SUBSCRIPTION_TEXTS.invalidFormat);
  const results = body.results as SubscriptionItem[];
  return {
    count: typeof body.count === 'number' ? body.count : results.length,
    next: typeof body.next === 'string' ? body.next : null,
    previous: typeof body.previous === 'string' ? body.previous : null,
    results,
  };
}

/** GET /user-subscriptions/: one page of every reader's subscriptions, searched and filtered. */
export async function fetchUserSubscriptions(
  query: SubscriptionListQuery,
  signal?: AbortSignal,
): Promise<Paginated<SubscriptionItem>> {
  return readSubscriptionPage(await callApi(userSubscriptionRoutes.list, { query, signal }));
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useUserSubscriptions(query: SubscriptionListQuery) {
  return useQuery({
    queryKey: subscriptionsListKey(query),
    queryFn: ({ signal }) => fetchUserSubscriptions(query, signal),
    placeholderData: keepPreviousData,
  });
}
