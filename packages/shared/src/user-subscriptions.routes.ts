import type { Paginated } from './pagination.contract.ts';
import { route } from './route.ts';
import type { SubscriptionItem, SubscriptionListQuery } from './user-subscriptions.contract.ts';

type ById = { id: number };

/** User Subscriptions: every reader's subscriptions, searched, filtered and paged; an admin may cancel one. */
export const userSubscriptionRoutes = {
  list: route<{ query: SubscriptionListQuery; response: Paginated<SubscriptionItem> }>(
    'GET',
    '/user-subscriptions/',
    'admin',
  ),
  get: route<{ params: ById; response: SubscriptionItem }>('GET', '/user-subscriptions/:id/', 'admin'),
  cancel: route<{ params: ById; response: SubscriptionItem }>('POST', '/user-subscriptions/:id/cancel/', 'admin'),
};
