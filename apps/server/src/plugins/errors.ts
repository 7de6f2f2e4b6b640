import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '@epaper/shared/errors.contract';
import { HttpError } from '../lib/http-error.ts';

/** Fastify's own 4xx codes, answered with a sentence a person can act on. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.invalidJson,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ERROR_CODES.invalidJson, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Unsupported content type. Send JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.invalidJson,
    message: 'The request body does not match its length.',
  },
};

/**
 * The documented code of any other 4xx (a plugin's own FST_* error, a stream's error while
 * a body was read): a client only ever sees the codes in errors.contract.ts.
 */
const CODE_BY_STATUS: Record<number, string> = {
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  406: ERROR_CODES.unsupportedMediaType,
  408: ERROR_CODES.requestTimeout,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  414: ERROR_CODES.uriTooLong,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
  431: ERROR_CODES.headersTooLarge,
};

/** Turns "/new_password" or "/" into the field name the dashboard shows the message under. */
function fieldName(instancePath: string): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name === '' ? 'non_field_errors' : name;
}

/**
 * Every error is `{message, code}`; invalid fields add `errors`.
 * A 5xx never carries internal detail: the log has it, the client gets a generic sentence.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        (errors[name] ??= []).push(issue.message ?? 'Invalid value.');
      }
      const first = error.validation[0]?.message ?? 'Invalid input.';
      const body: ErrorBody = { message: first, code: ERROR_CODES.validation, errors };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      const body: ErrorBody = {
        message: error.message,
        code: error.code,
        ...(error.errors && { errors: error.errors }),
      };
      return reply.status(error.statusCode).send(body);
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message, code: known.code });
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: 'Too many requests. Please slow down.', code: ERROR_CODES.rateLimited });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = CODE_BY_STATUS[error.statusCode] ?? ERROR_CODES.badRequest;
      return reply.status(error.statusCode).send({ message: error.message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error', code: ERROR_CODES.internal });
  });
}
