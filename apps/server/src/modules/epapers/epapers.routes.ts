import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { epapersEndpoints } from '@epaper/shared/epapers.endpoints';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { withPageLinks } from '../../lib/page-links.ts';
import { actorOf, principalOf } from '../../lib/principal.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { uploadEpaper } from './epaper-upload.service.ts';
import { editionsOn, epaperCalendar } from './epaper-calendar.service.ts';
import { publishEpaper, scheduleEpaper, unscheduleEpaper } from './epaper-schedule.service.ts';
import {
  deleteEpaper,
  getEpaper,
  getEpaperPage,
  listEpaperPages,
  listEpapers,
  retryProcessing,
  updateEpaper,
} from './epapers.service.ts';
import { readUploadBody } from './upload-body.ts';
import { epaperPagesRoutes } from './epaper-pages.routes.ts';

/** Room for the text fields and the multipart framing beside the file itself. */
const MULTIPART_OVERHEAD = 1024 * 1024;

/** E-paper editions: listing, upload, details and pages, edit, delete, retry. */
export async function epapersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const limit = ctx.settings.uploadMaxBytes;
  await app.register(multipart, {
    // The upload guard refuses an oversized file first, with the screen's message; this is the backstop.
    limits: { fileSize: limit + 64 * 1024, files: 2, fields: 20, fieldSize: 256 * 1024, parts: 30, headerPairs: 100 },
  });

  apiRoute(app, epapersEndpoints.list, async (request) =>
    withPageLinks(request.url, request.query, await listEpapers(ctx, principalOf(request), request.query), true),
  );
  apiRoute(app, epapersEndpoints.upload, async (request, reply) => {
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    if (declared > limit + MULTIPART_OVERHEAD) {
      // Refused before reading a byte; the connection closes rather than drain the rest.
      reply.header('connection', 'close');
      const message = EPAPER_TEXTS.tooLarge(Math.round(limit / 1048576), (declared / 1048576).toFixed(2));
      throw new HttpError(413, message, ERROR_CODES.payloadTooLarge, { pdf_file: [message] });
    }
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the upload as multipart/form-data.', ERROR_CODES.unsupportedMediaType);
    }
    const body = readUploadBody(request);
    try {
      return await uploadEpaper(
        ctx,
        principalOf(request),
        actorOf(request),
        body.parts,
        Number.isFinite(declared) ? declared : undefined,
      );
    } catch (error) {
      // A body that could not be read as multipart answers 400 or 413 with our code; the
      // service has removed whatever of the upload it had stored by then.
      throw body.refusalOf(error);
    }
  });
  apiRoute(app, epapersEndpoints.calendar, async (request) => epaperCalendar(ctx, request.query.days));
  apiRoute(app, epapersEndpoints.dated, async (request) => editionsOn(ctx, request.query.date));
  apiRoute(app, epapersEndpoints.schedule, async (request) =>
    scheduleEpaper(ctx, actorOf(request), request.params.id, request.body, (id) =>
      getEpaper(ctx, principalOf(request), id),
    ),
  );
  apiRoute(app, epapersEndpoints.unschedule, async (request) =>
    unscheduleEpaper(ctx, actorOf(request), request.params.id, (id) => getEpaper(ctx, principalOf(request), id)),
  );
  apiRoute(app, epapersEndpoints.publish, async (request) =>
    publishEpaper(ctx, actorOf(request), request.params.id, request.body, (id) =>
      getEpaper(ctx, principalOf(request), id),
    ),
  );
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
  epaperPagesRoutes(app, ctx);
}
