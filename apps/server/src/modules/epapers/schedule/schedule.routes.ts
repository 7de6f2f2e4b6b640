import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersEndpoints } from '@epaper/shared/epapers.endpoints';
import type { AppContext } from '../../../context.ts';
import { actorOf } from '../../../lib/principal.ts';
import { apiRoute } from '../../../plugins/api-route.ts';
import { editionsOn, epaperCalendar } from './epaper-calendar.ts';
import { publishEpaper, scheduleEpaper, unscheduleEpaper } from './schedule.service.ts';

/**
 * The editions by day (the calendar, one day's editions) and when each goes live: schedule,
 * unschedule, publish now. Registered by the epapers routes, which hand over how an
 * edition's details are answered.
 */
export function scheduleRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  details: (request: FastifyRequest, id: number) => Promise<EpaperWithPages>,
) {
  apiRoute(app, epapersEndpoints.calendar, async (request) => epaperCalendar(ctx, request.query.days));
  apiRoute(app, epapersEndpoints.dated, async (request) => editionsOn(ctx, request.query.date));
  apiRoute(app, epapersEndpoints.schedule, async (request) =>
    scheduleEpaper(ctx, actorOf(request), request.params.id, request.body, (id) => details(request, id)),
  );
  apiRoute(app, epapersEndpoints.unschedule, async (request) =>
    unscheduleEpaper(ctx, actorOf(request), request.params.id, (id) => details(request, id)),
  );
  apiRoute(app, epapersEndpoints.publish, async (request) =>
    publishEpaper(ctx, actorOf(request), request.params.id, request.body, (id) => details(request, id)),
  );
}
