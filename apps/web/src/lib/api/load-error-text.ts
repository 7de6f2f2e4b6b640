import { ApiError } from './api-error.ts';
import { getServerMessage } from './error-messages.ts';

/**
 * What a list or a detail screen says when it cannot load: the server's own message when
 * it sent one; the network text when no answer came (it tells the admin what to check);
 * else the screen's `fallback`. A screen whose own words already name the failure ("Failed
 * to fetch plans") passes '' and leaves the detail out when there is none.
 */
export function loadErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return getServerMessage(error) ?? (error.isNetworkError ? error.message : fallback);
}
