import type { FastifyInstance } from 'fastify';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { AppContext } from '../../../context.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { actorOf, principalOf } from '../../../lib/principal.ts';
import { createResumableUploads, setUploadCaller, uploadInfoOf, type PageChangeUploads } from './resumable-upload.ts';
import { refuseMalformedTusRequest } from './tus-request-checks.ts';

/**
 * The tus endpoint of resumable uploads (resumable-upload.ts): editions, and the page
 * changes the pages room hands over (app.ts wires them, so intake never imports pages).
 * Access control names the admin first, as for every route; then tus answers from the
 * raw request and response.
 */
export async function resumableUploadRoutes(
  app: FastifyInstance,
  { ctx, pageChanges }: { ctx: AppContext; pageChanges?: PageChangeUploads },
) {
  const { server, store } = createResumableUploads(ctx, pageChanges);
  // The bytes of a PATCH are tus's to read, as they arrive: Fastify leaves the body alone.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const routes = [
    epapersRoutes.resumableCreate,
    epapersRoutes.resumableOffset,
    epapersRoutes.resumableAppend,
    epapersRoutes.resumableCancel,
  ];
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      config: { access: route.access },
      schema: { hide: true },
      handler: async (request, reply) => {
        // HEAD (Fastify's beside the GET route) asks the offset; GET would send the bytes back.
        if (request.method === 'GET') {
          throw new HttpError(405, 'Ask for an upload’s offset with HEAD.', ERROR_CODES.methodNotAllowed);
        }
        refuseMalformedTusRequest(request.method, request.headers);
        const principal = principalOf(request);
        const uploadId = (request.params as { uploadId?: string }).uploadId;
        if (uploadId !== undefined) {
          const upload = await uploadInfoOf(store, uploadId);
          // Another admin's upload is none of this one's business: as if it did not exist.
          if (upload && upload.uploadedBy !== String(principal.userId)) throw notFound('Upload not found.');
          // A finished upload: the client that missed the last answer learns the edition it made or changed.
          if (request.method === 'HEAD' && upload?.resultEpaperId) {
            reply.raw.setHeader('Epaper-Id', upload.resultEpaperId);
          }
        }
        setUploadCaller(request.raw, { principal, actor: actorOf(request) });
        reply.hijack();
        await server.handle(request.raw, reply.raw);
      },
    });
  }
}
