import { endpoint } from './endpoint.ts';
import { adminRoutes } from './admins.routes.ts';
import {
  adminItemSchema,
  adminListQuerySchema,
  adminListSchema,
  createAdminRequestSchema,
  recordIdParamsSchema,
  updateAdminRequestSchema,
} from './admins.contract.ts';
import { messageResponseSchema } from './auth.contract.ts';

/** The admins routes bound to their schemas: what the server registers, validates and documents. */
export const adminEndpoints = {
  list: endpoint(adminRoutes.list, { query: adminListQuerySchema, response: adminListSchema }),
  create: endpoint(adminRoutes.create, { body: createAdminRequestSchema, response: adminItemSchema, status: 201 }),
  update: endpoint(adminRoutes.update, {
    params: recordIdParamsSchema,
    body: updateAdminRequestSchema,
    response: adminItemSchema,
  }),
  remove: endpoint(adminRoutes.remove, { params: recordIdParamsSchema, response: messageResponseSchema }),
  suspend: endpoint(adminRoutes.suspend, { params: recordIdParamsSchema, response: adminItemSchema }),
  activate: endpoint(adminRoutes.activate, { params: recordIdParamsSchema, response: adminItemSchema }),
};
