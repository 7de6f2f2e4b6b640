import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@epaper/shared/health.contract';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';

/** Liveness (the process answers) and readiness (the database answers too). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get('/ready', { schema: { tags: ['health'], response: { 200: healthResponseSchema } } }, async (request) => {
    try {
      await database.pool.query('SELECT 1');
      return { status: 'ok' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      throw new HttpError(503, 'Service unavailable', ERROR_CODES.unavailable);
    }
  });
};
