import { endpoint } from './endpoint.ts';
import { healthRoutes } from './health.routes.ts';
import { healthResponseSchema } from './health.contract.ts';

/** The health routes bound to their schemas: what the server registers, validates and documents. */
export const healthEndpoints = {
  health: endpoint(healthRoutes.health, { response: healthResponseSchema }),
  ready: endpoint(healthRoutes.ready, { response: healthResponseSchema }),
};
