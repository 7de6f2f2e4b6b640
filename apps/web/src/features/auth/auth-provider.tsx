import { startTransition, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TokenPair } from '@epaper/shared/auth.contract';
import { getErrorMessage } from '../../lib/api/error-messages.ts';
import { clearTokens, getAccessToken, saveTokens } from '../../lib/api/token-storage.ts';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys.ts';
import { accountQuery, accountQueryKey, useAccount } from '../../lib/api/account-query.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { authReducer, initialAuthState } from './auth-state.ts';
import { isSessionRefused } from './session-refusal.ts';

/** Holds the session: checks a stored token at start, signs in and out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Without a stored token there is nothing to check: signed out from the first render, so
  // the guard sends the visitor to the sign-in form without a frame of "Loading…".
  const [state, dispatch] = useReducer(authReducer, initialAuthState, (initial) =>
    getAccessToken() ? initial : authReducer(initial, { type: 'no-session' }),
  );
  const { data: user } = useAccount(state.isAuthenticated);

  // Fetching the profile proves the tokens work. At app start only the server's refusal
  // drops them; no answer or a 5xx keeps them and the guard offers Retry.
  // A sign-in that cannot load the profile is not a session worth keeping.
  // `isFirstCheck`: the entry may have asked already (preloadSignedInScreen); a failed
  // answer to that is this check's answer, not a reason to ask again.
  const loadUser = useCallback(
    async (reason: 'start' | 'sign-in', isFirstCheck = false) => {
      dispatch({ type: 'start' });
      try {
        const asked = isFirstCheck ? queryClient.getQueryState(accountQueryKey) : undefined;
        if (asked?.status === 'error' && asked.fetchStatus === 'idle') throw asked.error;
        await queryClient.fetchQuery(accountQuery());
        // The whole signed-in layout renders next: as a transition, in slices that keep the page responsive.
        startTransition(() => dispatch({ type: 'success' }));
      } catch (error) {
        const message = getErrorMessage(error);
        if (reason === 'start' && !isSessionRefused(error)) {
          dispatch({ type: 'check-failed', error: message });
        } else {
          clearTokens();
          dispatch({ type: 'failure', error: message });
        }
        throw error;
      }
    },
    [queryClient],
  );

  // The failure is already recorded in the state; the guard then asks to sign in, or offers Retry.
  const checkSession = useCallback(
    (isFirstCheck = false) => loadUser('start', isFirstCheck).catch(() => {}),
    [loadUser],
  );

  useEffect(() => {
    if (!getAccessToken()) {
      dispatch({ type: 'no-session' });
      return;
    }
    void checkSession(true);
  }, [checkSession]);

  const signIn = useCallback(
    async (tokens: TokenPair, persist: boolean) => {
      saveTokens(tokens, { persist });
      await loadUser('sign-in');
    },
    [loadUser],
  );

  const signOut = useCallback(() => {
    clearTokens();
    dispatch({ type: 'logout' });
    queryClient.clear();
  }, [queryClient]);

  // Signing out in another tab removes the shared refresh token: follow it here at once,
  // rather than on this tab's next failed request.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const isTokenGone = event.key === null || (event.key === STORAGE_KEYS.refreshToken && event.newValue === null);
      if (event.storageArea === window.localStorage && isTokenGone && state.isAuthenticated) signOut();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signOut, state.isAuthenticated]);

  const retrySessionCheck = useCallback(() => void checkSession(), [checkSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, user, signIn, signOut, retrySessionCheck }),
    [state, user, signIn, signOut, retrySessionCheck],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
