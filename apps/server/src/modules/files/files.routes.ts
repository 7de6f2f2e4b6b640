import type { FastifyInstance } from 'fastify';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import type { AppContext } from '../../context.ts';
import { serveFile } from './files.service.ts';
import type { MissingFileProducers } from './missing-file-producers.ts';

/**
 * Stored files (originals, page PDFs and images, previews), only through URLs the API
 * signed for a signed-in admin: access control checks the signature and the session
 * before this runs. Never a public folder. A file not made yet is made by the producer
 * its module registered for its key (app.ts).
 */
export async function filesRoutes(
  app: FastifyInstance,
  { ctx, missingFileProducers }: { ctx: AppContext; missingFileProducers: MissingFileProducers },
) {
  const route = epapersRoutes.file;
  app.get(route.path, { config: { access: route.access }, schema: { hide: true } }, async (request, reply) => {
    if (!request.fileGrant) throw new Error('A file route ran without its grant');
    const answer = await serveFile(
      ctx,
      request.fileGrant,
      {
        range: request.headers.range,
        ifRange: typeof request.headers['if-range'] === 'string' ? request.headers['if-range'] : undefined,
        ifNoneMatch: request.headers['if-none-match'],
      },
      missingFileProducers,
    );
    reply.status(answer.status).headers(answer.headers);
    return answer.body ? reply.send(answer.body) : reply.send();
  });
}
