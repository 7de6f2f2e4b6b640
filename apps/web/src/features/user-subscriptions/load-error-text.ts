import { SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.texts';
import { ApiError } from '../../lib/api/api-error.ts';
import { getServerMessage } from '../../lib/api/error-messages.ts';

/**
 * What the list says when it cannot load: the server's own message; with no
 * answer at all, the network text (it tells the admin what to check); any other thrown
 * text as it is; else "Failed to load subscriptions".
 */
export function loadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return getServerMessage(error) ?? (error.isNetworkError ? error.message : SUBSCRIPTION_TEXTS.loadFailed);
  }
  return error instanceof Error && error.message.trim() !== '' ? error.message : SUBSCRIPTION_TEXTS.loadFailed;
}
