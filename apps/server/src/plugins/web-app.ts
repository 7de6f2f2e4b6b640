import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { appConfigScript, type IndexPage } from './index-page.ts';

type WebAppOptions = { distDir: string; apiBaseUrl: string; indexPage: IndexPage | null };

/**
 * Serves the built dashboard: hashed assets cached for a year, every other
 * non-API path answered with index.html so the SPA's router takes over.
 * `/config.js` stays for the Vite dev server, whose index.html still loads it.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const config = `${appConfigScript(options.apiBaseUrl)}\n`;
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(config),
  );

  const { indexPage } = options;
  if (indexPage) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside every asset; send those to browsers that accept them.
      preCompressed: true,
      // Our own Cache-Control below: send's default (max-age=0) would override it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing hashed asset (an old page after a deploy) must fail as a 404, not load index.html as script.
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || !indexPage || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Resource not found', code: ERROR_CODES.notFound });
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexPage.html);
  });
}
