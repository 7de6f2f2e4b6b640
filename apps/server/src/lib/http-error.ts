import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { tryAgainIn } from '@epaper/shared/texts';

type FieldErrors = Record<string, string[]>;

/** An error with an HTTP status that the error handler answers as `{message, code, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly errors?: FieldErrors,
    /** Extra headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 400 naming one field; its message is also the answer's message. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, message, ERROR_CODES.validation, { [field]: [message] });
}

export const unauthorized = (message = 'Authentication credentials were not provided.') =>
  new HttpError(401, message, ERROR_CODES.unauthorized);
export const tokenNotValid = (message = 'Your session has expired. Please sign in again.') =>
  new HttpError(401, message, ERROR_CODES.tokenInvalid);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new HttpError(403, message, ERROR_CODES.forbidden);
export const notFound = (message = 'Not found.') => new HttpError(404, message, ERROR_CODES.notFound);

/**
 * 429: what is limited, then when to try again (also as Retry-After); with `field`, the
 * message shows under that field too.
 */
export function rateLimited(whatIsLimited: string, secondsUntilRetry: number, field?: string): HttpError {
  const message = `${whatIsLimited} ${tryAgainIn(secondsUntilRetry)}`;
  return new HttpError(429, message, ERROR_CODES.rateLimited, field ? { [field]: [message] } : undefined, {
    'retry-after': String(secondsUntilRetry),
  });
}
