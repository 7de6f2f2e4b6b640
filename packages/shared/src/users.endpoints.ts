import { endpoint } from './endpoint.ts';
import { usersRoutes } from './users.routes.ts';
import { pageQuerySchema, paginated } from './pagination.contract.ts';
import {
  activityQuerySchema,
  replaceUserRequestSchema,
  updateUserRequestSchema,
  userActivitySchema,
  userParamsSchema,
  userSchema,
  userSubscriptionSchema,
  usersListQuerySchema,
} from './users.contract.ts';

/** The users routes bound to their schemas: what the server registers, validates and documents. */
export const usersEndpoints = {
  list: endpoint(usersRoutes.list, { query: usersListQuerySchema, response: paginated(userSchema) }),
  get: endpoint(usersRoutes.get, { params: userParamsSchema, response: userSchema }),
  replace: endpoint(usersRoutes.replace, {
    params: userParamsSchema,
    body: replaceUserRequestSchema,
    response: userSchema,
  }),
  update: endpoint(usersRoutes.update, {
    params: userParamsSchema,
    body: updateUserRequestSchema,
    response: userSchema,
  }),
  suspend: endpoint(usersRoutes.suspend, { params: userParamsSchema, response: userSchema }),
  activate: endpoint(usersRoutes.activate, { params: userParamsSchema, response: userSchema }),
  subscriptions: endpoint(usersRoutes.subscriptions, {
    params: userParamsSchema,
    query: pageQuerySchema,
    response: paginated(userSubscriptionSchema),
  }),
  activity: endpoint(usersRoutes.activity, {
    params: userParamsSchema,
    query: activityQuerySchema,
    response: paginated(userActivitySchema),
  }),
  ownActivity: endpoint(usersRoutes.ownActivity, {
    query: activityQuerySchema,
    response: paginated(userActivitySchema),
  }),
};
