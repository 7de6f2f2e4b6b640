import { endpoint } from './endpoint.ts';
import { planRoutes } from './plans.routes.ts';
import { messageResponseSchema } from './auth.contract.ts';
import {
  planItemSchema,
  planListQuerySchema,
  planListSchema,
  planRequestSchema,
  planUpdateRequestSchema,
} from './plans.contract.ts';
import { recordIdParamsSchema } from './admins.contract.ts';

/** The plans routes bound to their schemas: what the server registers, validates and documents. */
export const planEndpoints = {
  list: endpoint(planRoutes.list, { query: planListQuerySchema, response: planListSchema }),
  create: endpoint(planRoutes.create, { body: planRequestSchema, response: planItemSchema, status: 201 }),
  update: endpoint(planRoutes.update, {
    params: recordIdParamsSchema,
    body: planUpdateRequestSchema,
    response: planItemSchema,
  }),
  remove: endpoint(planRoutes.remove, { params: recordIdParamsSchema, response: messageResponseSchema }),
};
