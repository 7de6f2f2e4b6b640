import { ApiError } from './api-error.ts';
import { ERROR_TEXTS } from './error-texts.ts';

/**
 * Error text resolution for anything thrown by an API call: the server's message, a
 * status text, the network text when no response arrived, otherwise the error's own
 * message or "An unexpected error occurred".
 */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return ERROR_TEXTS.unexpected;
}

/** The first message of each field error, ready to show under the matching form field. */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (first) result[field] = first;
  }
  return result;
}

/** The server's own `message`, when the failed response carried one. */
export function getServerMessage(error: unknown): string | null {
  return error instanceof ApiError ? (error.answer?.message ?? null) : null;
}
