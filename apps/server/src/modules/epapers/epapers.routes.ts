import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { epapersEndpoints } from '@epaper/shared/epapers.endpoints';
import type { AppContext } from '../../context.ts';
import { withPageLinks } from '../../lib/page-links.ts';
import { actorOf, principalOf } from '../../lib/principal.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import {
  deleteEpaper,
  epaperSummary,
  getEpaper,
  getEpaperPage,
  listEpaperPages,
  listEpapers,
  retryProcessing,
  updateEpaper,
} from './epapers.service.ts';
import { intakeRoutes } from './intake/intake.routes.ts';
import { pagesRoutes } from './pages/pages.routes.ts';
import { readinessRoutes } from './readiness/readiness.routes.ts';
import { scheduleRoutes } from './schedule/schedule.routes.ts';

/**
 * E-paper editions: listing, details and pages, edit, delete, retry; and the routes of
 * the rooms that answer under /epapers/ with the multipart parser registered here: the
 * upload (intake/), schedules and the calendar (schedule/), late pages (pages/) and the
 * readiness report's findings (readiness/). A room's routes answer an edition through
 * the details handed to them, so no room imports this module's own service.
 */
export async function epapersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(multipart, {
    // The upload guard refuses an oversized file first, with the screen's message; this is the backstop.
    limits: {
      fileSize: ctx.settings.uploadMaxBytes + 64 * 1024,
      files: 2,
      fields: 20,
      fieldSize: 256 * 1024,
      parts: 30,
      headerPairs: 100,
    },
  });
  const details = (request: FastifyRequest, id: number) => getEpaper(ctx, principalOf(request), id);

  apiRoute(app, epapersEndpoints.list, async (request) =>
    withPageLinks(request.url, request.query, await listEpapers(ctx, principalOf(request), request.query), true),
  );
  intakeRoutes(app, ctx, (request, id) => epaperSummary(ctx, principalOf(request), id));
  scheduleRoutes(app, ctx, details);
  apiRoute(app, epapersEndpoints.get, async (request) => getEpaper(ctx, principalOf(request), request.params.id));
  apiRoute(app, epapersEndpoints.pages, async (request) =>
    listEpaperPages(ctx, principalOf(request), request.params.id),
  );
  apiRoute(app, epapersEndpoints.page, async (request) =>
    getEpaperPage(ctx, principalOf(request), request.params.id, request.params.pageId),
  );
  apiRoute(app, epapersEndpoints.update, async (request) =>
    updateEpaper(ctx, principalOf(request), actorOf(request), request.params.id, request.body),
  );
  apiRoute(app, epapersEndpoints.remove, async (request) => deleteEpaper(ctx, actorOf(request), request.params.id));
  apiRoute(app, epapersEndpoints.retry, async (request) =>
    retryProcessing(ctx, principalOf(request), actorOf(request), request.params.id),
  );
  pagesRoutes(app, ctx, details);
  readinessRoutes(app, ctx, details);
}
