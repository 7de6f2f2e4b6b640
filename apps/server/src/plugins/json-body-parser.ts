import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { HttpError } from '../lib/http-error.ts';
import { exceedsJsonDepth } from './json-depth.ts';

/**
 * Fastify's own JSON parser (its body limits, prototype-poisoning checks and errors),
 * behind a depth check of the raw text. JSON.parse cannot be told to stop at a depth, and
 * on a megabyte of nested arrays it holds the HTTP thread for a second: every other
 * request waits. The check reads the text once and stops at the first bracket too deep.
 *
 * JSON is then the only body the API reads (the upload route adds multipart for itself):
 * Fastify's text/plain parser goes, so such a body is a 415, not a string for the schema.
 */
export function registerJsonBodyParser(app: FastifyInstance, maxDepth: number): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (exceedsJsonDepth(body as string, maxDepth)) {
      done(
        new HttpError(
          400,
          `The request body is nested too deeply (at most ${maxDepth} levels).`,
          ERROR_CODES.jsonTooDeep,
        ),
        undefined,
      );
      return;
    }
    parseJson(request, body as string, done);
  });
}
