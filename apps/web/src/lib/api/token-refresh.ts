import { authRoutes } from '@epaper/shared/auth.routes';
import type { RouteResponse } from '@epaper/shared/route';
import { getApiBaseUrl } from '../../config/app-config.ts';
import { ApiError } from './api-error.ts';
import { sendRequest } from './http-transport.ts';
import { redirectToSignIn } from './session-expiry.ts';
import { clearTokens, getAccessToken, getRefreshToken, storeRefreshedTokens } from './token-storage.ts';

// The refresh in flight, shared by every request that got a 401 meanwhile: the refresh
// token rotates on each use, so two parallel refreshes would revoke the session.
let refreshInFlight: Promise<string | null> | null = null;

function endSession(): null {
  clearTokens();
  redirectToSignIn();
  return null;
}

async function exchangeRefreshToken(): Promise<string | null> {
  const refresh = getRefreshToken();
  if (!refresh) return null;
  let answer;
  try {
    answer = await sendRequest({
      method: authRoutes.refresh.method,
      url: `${getApiBaseUrl()}${authRoutes.refresh.path}`,
      body: { refresh },
    });
  } catch (error) {
    // No answer is not a verdict on the session: keep the tokens, report the network error.
    if (error instanceof ApiError) throw error;
    return endSession();
  }
  // Only the server's verdict on the token ends the session; a 5xx or 429 during a deploy
  // or a spike must not sign every admin out.
  if (answer.status >= 500 || answer.status === 429) {
    throw new ApiError({ status: answer.status, statusText: answer.statusText, body: answer.body });
  }
  if (answer.status < 200 || answer.status >= 300) return endSession();
  const tokens = answer.body as RouteResponse<typeof authRoutes.refresh>;
  storeRefreshedTokens(tokens);
  return tokens.access;
}

/**
 * A usable access token after a request using `usedToken` was answered 401, or null when
 * the session is over. If another request already renewed the token, that one is reused.
 */
export function renewAccessToken(usedToken: string | null): Promise<string | null> {
  const current = getAccessToken();
  if (current && current !== usedToken) return Promise.resolve(current);
  // No refresh token left (signed out in another tab, or storage cleared): the session is over.
  if (!getRefreshToken()) return Promise.resolve(endSession());
  refreshInFlight ??= acrossTabs(() => {
    // Another tab may have renewed the shared tokens while this one waited for the lock.
    const latest = getAccessToken();
    return latest && latest !== usedToken ? Promise.resolve(latest) : exchangeRefreshToken();
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Tabs share the tokens in localStorage: two tabs refreshing at once would present the
 * same refresh token twice, which the server treats as theft and ends the session. The
 * Web Locks API lets one tab refresh at a time; browsers without it refresh directly.
 */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('epaper-token-refresh', work) as Promise<T>) : work();
}
