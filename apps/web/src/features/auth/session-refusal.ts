import { ApiError } from '../../lib/api/api-error.ts';

/**
 * Only the server's refusal ends a stored session: a 401 (which the API
 * client answers only after the refresh token was refused too) or a 403. No answer, a 5xx
 * or a 429 says nothing about the session, so it is kept.
 */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
