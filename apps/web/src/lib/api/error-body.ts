import type { ErrorBody } from '@epaper/shared/errors.contract';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is NonNullable<ErrorBody['errors']> {
  return (
    isRecord(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

/**
 * A failed answer's body when it is our server's error answer (`errorBodySchema` of the
 * shared contract), else null: a proxy's HTML page, an empty body. The contract's zod
 * schema is not used here, to keep zod out of the sign-in bundle; a test holds the two
 * to the same verdicts.
 */
export function readErrorBody(body: unknown): ErrorBody | null {
  if (!isRecord(body) || typeof body.message !== 'string' || typeof body.code !== 'string') return null;
  if (body.errors !== undefined && !isFieldErrors(body.errors)) return null;
  return body as ErrorBody;
}
