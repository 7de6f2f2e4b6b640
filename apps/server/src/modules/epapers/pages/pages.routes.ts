import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersEndpoints } from '@epaper/shared/epapers.endpoints';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { EPAPER_PAGE_TEXTS } from '@epaper/shared/epaper-pages.texts';
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { actorOf, principalOf } from '../../../lib/principal.ts';
import { apiRoute } from '../../../plugins/api-route.ts';
import {
  insertPages,
  listPageVersions,
  removePage,
  reorderPages,
  replacePages,
  restorePageVersion,
} from './pages.service.ts';
import { readUploadBody } from '../upload-body.ts';

/**
 * Late pages. Registered inside the epapers routes, whose multipart parser (and its
 * limits) the replace and insert calls share, and which hand over how an edition's
 * details are answered.
 */
export function pagesRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  details: (request: FastifyRequest, id: number) => Promise<EpaperWithPages>,
) {
  const multipartChange = async <T>(
    request: FastifyRequest,
    change: (upload: {
      parts: ReturnType<typeof readUploadBody>['parts'];
      declaredBytes: number | undefined;
    }) => Promise<T>,
  ) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the pages as multipart/form-data.', ERROR_CODES.unsupportedMediaType);
    }
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    const body = readUploadBody(request, EPAPER_PAGE_TEXTS.tooManyParts);
    try {
      return await change({ parts: body.parts, declaredBytes: Number.isFinite(declared) ? declared : undefined });
    } catch (error) {
      throw body.refusalOf(error);
    }
  };
  const who = (request: FastifyRequest) => ({
    principal: principalOf(request),
    actor: actorOf(request),
    details: (id: number) => details(request, id),
  });

  apiRoute(app, epapersEndpoints.replacePages, async (request) =>
    multipartChange(request, (upload) => replacePages(ctx, who(request), request.params.id, upload)),
  );
  apiRoute(app, epapersEndpoints.insertPages, async (request) =>
    multipartChange(request, (upload) => insertPages(ctx, who(request), request.params.id, upload)),
  );
  apiRoute(app, epapersEndpoints.reorderPages, async (request) =>
    reorderPages(ctx, who(request), request.params.id, request.body.page_ids),
  );
  apiRoute(app, epapersEndpoints.removePage, async (request) =>
    removePage(ctx, who(request), request.params.id, request.params.pageId),
  );
  apiRoute(app, epapersEndpoints.pageVersions, async (request) =>
    listPageVersions(ctx, principalOf(request), request.params.id, request.params.pageId),
  );
  apiRoute(app, epapersEndpoints.restorePageVersion, async (request) =>
    restorePageVersion(ctx, who(request), request.params.id, request.params.pageId, request.params.versionId),
  );
}
