import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersEndpoints } from '@epaper/shared/epapers.endpoints';
import type { AppContext } from '../../../context.ts';
import { actorOf, principalOf } from '../../../lib/principal.ts';
import { apiRoute } from '../../../plugins/api-route.ts';
import { updateFinding } from './readiness.service.ts';

/**
 * The readiness report's findings, accepted or reopened. Registered by the epapers
 * routes, which hand over how an edition's details are answered.
 */
export function readinessRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  details: (request: FastifyRequest, id: number) => Promise<EpaperWithPages>,
) {
  apiRoute(app, epapersEndpoints.updateFinding, async (request) =>
    updateFinding(
      ctx,
      principalOf(request),
      actorOf(request),
      request.params.id,
      request.params.findingId,
      request.body.accepted,
      (id) => details(request, id),
    ),
  );
}
