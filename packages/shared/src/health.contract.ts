import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { healthRoutes } from './health.routes.ts';

/** GET /health/ and GET /ready/ */
export const healthResponseSchema = z.object({ status: z.enum(['ok']) });

export const healthEndpoints = {
  health: endpoint(healthRoutes.health, { response: healthResponseSchema }),
  ready: endpoint(healthRoutes.ready, { response: healthResponseSchema }),
};
