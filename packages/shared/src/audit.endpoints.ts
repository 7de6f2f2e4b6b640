import { endpoint } from './endpoint.ts';
import { auditRoutes } from './audit.routes.ts';
import { auditEventListSchema, auditListQuerySchema } from './audit.contract.ts';

/** The audit routes bound to their schemas: what the server registers, validates and documents. */
export const auditEndpoints = {
  list: endpoint(auditRoutes.list, { query: auditListQuerySchema, response: auditEventListSchema }),
};
