import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Negotiator from 'negotiator';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { appConfigScript, type IndexPage, type WebAppConfig } from './index-page.ts';

type WebAppOptions = { distDir: string; config: WebAppConfig; indexPage: IndexPage | null };

/** index.html goes compressed, as its assets do, to a browser that takes it (q-values and `*` honoured). */
const INDEX_ENCODINGS = ['br', 'gzip', 'identity'];
/** Among encodings a browser likes equally ("gzip, deflate, br"), the smaller answer first. */
const PREFERRED_ENCODINGS = ['br', 'gzip'];

// negotiator 1.x takes a `preferred` order for ties; its types (@types/negotiator 0.6) predate it.
type EncodingNegotiator = {
  encoding: (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;
};

/**
 * Serves the built dashboard: hashed assets cached for a year, every screen path
 * (see isScreenPath) answered with index.html so the SPA's router takes over.
 * `/config.js` stays for the Vite dev server, whose index.html still loads it.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const config = `${appConfigScript(options.config)}\n`;
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
    if (!indexPage || (request.method !== 'GET' && request.method !== 'HEAD') || !isScreenPath(request.url)) {
      return reply.status(404).send({ message: 'Resource not found', code: ERROR_CODES.notFound });
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const negotiator = new Negotiator(request) as unknown as EncodingNegotiator;
    const encoding = negotiator.encoding(INDEX_ENCODINGS, { preferred: PREFERRED_ENCODINGS });
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(indexPage.brotli);
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(indexPage.gzip);
    return reply.send(indexPage.html);
  });
}

/**
 * True for a path the SPA's router may own. Never for the API in any letter case
 * (/API/… must not answer HTML), a hashed asset (an old page after a deploy must get a
 * 404, not load index.html as script), or a file-like path, whose last segment has a dot
 * or any segment is hidden (/favicon.ico, /.env, /package.json, /x/.git/config): a file
 * that is not there is a 404, not a 200 page.
 */
export function isScreenPath(url: string): boolean {
  const rawPath = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  const pathname = decoded.replace(/\/{2,}/g, '/').toLowerCase();
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return false;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  return !(segments.at(-1) ?? '').includes('.');
}
