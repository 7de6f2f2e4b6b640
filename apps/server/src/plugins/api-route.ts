import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@epaper/shared/endpoint';
import { REQUEST_LIMITS } from './request-limits.ts';

type Schemas = Endpoint['schemas'];
type Parsed<S extends Schemas, K extends 'params' | 'query' | 'body'> = S[K] extends z.ZodType
  ? z.output<S[K]>
  : undefined;

/** A request whose params, query and body were validated by the endpoint's schemas. */
export type ApiRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<E['schemas'], 'params'>;
  query: Parsed<E['schemas'], 'query'>;
  body: Parsed<E['schemas'], 'body'>;
};

/** What a handler answers: the response schema's input, serialised through it. */
export type ApiAnswer<E extends Endpoint> = z.input<E['schemas']['response']>;

/**
 * The `serialize` option of a route whose answers its handler builds field by field:
 * JSON.stringify in production, the response schema under test (the API tests then check
 * every answer against it).
 */
export function fieldByFieldAnswers(env: 'development' | 'production' | 'test'): 'schema' | 'json' {
  return env === 'test' ? 'schema' : 'json';
}

/**
 * Registers one endpoint of the shared route contract: its method, path and access come
 * from the contract (so no path is written twice), its schemas validate the request,
 * shape the answer and document it in /api/openapi.json. Mount under the `/api` prefix.
 */
export function apiRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  /** Answers the JSON of the contract, or the reply itself when it already sent something else (a file, a stream). */
  handler: (request: ApiRequest<E>, reply: FastifyReply) => Promise<ApiAnswer<E> | FastifyReply>,
  options: {
    /** A route called thousands of times a second may log only its problems. */
    logLevel?: 'warn';
    /**
     * `json`: the handler builds every field of its answer itself (no row passed through),
     * so it is written with JSON.stringify instead of being encoded through the response
     * schema again, which costs ten times as much on answers of thousands of rows. The
     * schema still documents the answer; the API tests run with `schema`.
     */
    serialize?: 'schema' | 'json';
  } = {},
): void {
  const { schemas } = endpoint;
  const status = schemas.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    // Anyone may send these a body: a few kilobytes, refused (413) from its declared length.
    ...(endpoint.access === 'public' && { bodyLimit: REQUEST_LIMITS.publicBodyBytes }),
    ...(options.logLevel && { logLevel: options.logLevel }),
    ...(options.serialize === 'json' && { serializerCompiler: () => (data: unknown) => JSON.stringify(data) }),
    schema: {
      tags: [endpoint.path.split('/')[1] ?? 'api'],
      ...(schemas.params && { params: schemas.params }),
      ...(schemas.query && { querystring: schemas.query }),
      ...(schemas.body && { body: schemas.body }),
      response: { [status]: schemas.response },
      ...(endpoint.access !== 'public' && { security: [{ bearerAuth: [] }] }),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as unknown as ApiRequest<E>, reply);
      if (answer === reply) return reply;
      return reply.status(status).send(answer);
    },
  });
}
