import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { healthEndpoints } from '@epaper/shared/health.endpoints';
import { HttpError } from '../../lib/http-error.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { isDatabaseReachable } from './health.service.ts';
import type { AppContext } from '../../context.ts';

/** Liveness (the process answers) and readiness (the database answers too). */
export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  apiRoute(app, healthEndpoints.health, async () => ({ status: 'ok' as const }));

  apiRoute(app, healthEndpoints.ready, async (request) => {
    if (await isDatabaseReachable(ctx.db, (error) => request.log.warn({ err: error }, 'readiness check failed'))) {
      return { status: 'ok' as const };
    }
    throw new HttpError(503, 'Service unavailable', ERROR_CODES.unavailable);
  });
}
