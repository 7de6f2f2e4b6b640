import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { epapersEndpoints } from '@epaper/shared/epapers.endpoints';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { actorOf, principalOf } from '../../../lib/principal.ts';
import { apiRoute } from '../../../plugins/api-route.ts';
import { readUploadBody } from '../upload-body.ts';
import { uploadEpaper } from './intake.service.ts';

/** Room for the text fields and the multipart framing beside the file itself. */
const MULTIPART_OVERHEAD = 1024 * 1024;

/**
 * An edition's upload in one multipart request (the resumable one is
 * resumable-upload.routes.ts). Registered inside the epapers routes, whose multipart
 * parser it uses, and which hand over how the new edition is answered.
 */
export function intakeRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  summary: (request: FastifyRequest, id: number) => Promise<Epaper>,
) {
  const limit = ctx.settings.uploadMaxBytes;
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
    let id: number;
    try {
      id = await uploadEpaper(
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
    return summary(request, id);
  });
}
