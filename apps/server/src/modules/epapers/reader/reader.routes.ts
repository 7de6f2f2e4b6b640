import type { FastifyInstance } from 'fastify';
import { readerEndpoints } from '@epaper/shared/reader.endpoints';
import type { AppContext } from '../../../context.ts';
import { withPageLinks } from '../../../lib/page-links.ts';
import { principalOf } from '../../../lib/principal.ts';
import { apiRoute, fieldByFieldAnswers } from '../../../plugins/api-route.ts';
import type { PageViewRecorder } from '../../analytics/page-views.service.ts';
import { listReaderEpapers, openReaderPage } from './reader.service.ts';

/** The readers' calls: signed-in readers only (an admin's token is refused; access comes from the contract). */
export async function readerEpapersRoutes(
  app: FastifyInstance,
  { ctx, pageViews }: { ctx: AppContext; pageViews: PageViewRecorder },
) {
  apiRoute(app, readerEndpoints.epapers, async (request) =>
    withPageLinks(request.url, request.query, await listReaderEpapers(ctx, principalOf(request), request.query)),
  );
  // Readers turn pages thousands of times a second: each view is its own record, so the
  // route logs only warnings and errors, not a line per request; its answer is built
  // field by field, so production writes it without encoding it through the schema again.
  apiRoute(
    app,
    readerEndpoints.page,
    async (request) => openReaderPage(ctx, pageViews, principalOf(request), request.params.id, request.params.number),
    { logLevel: 'warn', serialize: fieldByFieldAnswers(ctx.settings.env) },
  );
}
