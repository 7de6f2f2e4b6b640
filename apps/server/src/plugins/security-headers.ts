import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. Ours are the same for every
 * answer (the CSP's script hashes are fixed at start-up), so there is nothing to decide
 * per request; the Fastify plugin built helmet's eleven middlewares again for each one,
 * parsing the CSP each time, on the path readers hit thousands of times a second.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Every answer carries helmet's security headers for `options`. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
