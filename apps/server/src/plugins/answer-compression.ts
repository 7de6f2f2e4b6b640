import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the JSON and CSV answers of the routes registered beside it, for clients
 * that accept it (a browser always does): the Dashboard's figures are sizeable JSON that
 * compresses to a fraction, which a phone on a slow network waits for. Registered per
 * route plugin, not globally: files, page images and PDFs (with their ranges) are served
 * as stored. Brotli at a low quality: a fast level costs little per answer, the default
 * (11) far more, for barely smaller answers.
 */
export async function registerAnswerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
