import type { SubscriptionListQuery } from '@epaper/shared/user-subscriptions.contract';

// Every query key of the subscriptions list, in one place: its api files and hooks take theirs from here.

/** Every cached page of the list, whatever its search, status or page. */
export const subscriptionsListKeyRoot = ['user-subscriptions', 'list'] as const;

/** One page of the list. */
export const subscriptionsListKey = (query: SubscriptionListQuery) => [...subscriptionsListKeyRoot, query] as const;
