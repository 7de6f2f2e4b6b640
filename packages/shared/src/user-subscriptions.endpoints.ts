import { endpoint } from './endpoint.ts';
import { userSubscriptionRoutes } from './user-subscriptions.routes.ts';
import { paginated } from './pagination.contract.ts';
import {
  subscriptionItemSchema,
  subscriptionListQuerySchema,
  subscriptionParamsSchema,
} from './user-subscriptions.contract.ts';

/** The user-subscriptions routes bound to their schemas: what the server registers, validates and documents. */
export const userSubscriptionEndpoints = {
  list: endpoint(userSubscriptionRoutes.list, {
    query: subscriptionListQuerySchema,
    response: paginated(subscriptionItemSchema),
  }),
  get: endpoint(userSubscriptionRoutes.get, { params: subscriptionParamsSchema, response: subscriptionItemSchema }),
  cancel: endpoint(userSubscriptionRoutes.cancel, {
    params: subscriptionParamsSchema,
    response: subscriptionItemSchema,
  }),
};
