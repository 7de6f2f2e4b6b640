import { useCallback } from 'react';
import { authRoutes } from '@epaper/shared/auth.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { getRefreshToken } from '../../../lib/api/token-storage.ts';
import { useAuth } from '../auth-context.ts';

/** POST /auth/logout/: revokes the session on the server. */
export async function postLogout(refresh: string): Promise<void> {
  await callApi(authRoutes.logout, { body: { refresh } });
}

/** Signs out: tells the server (errors ignored), then forgets the session here. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useAuth();
  return useCallback(async () => {
    const refresh = getRefreshToken();
    if (refresh) {
      try {
        await postLogout(refresh);
      } catch {
        // The server may be unreachable or the session already gone: sign out locally anyway.
      }
    }
    signOut();
  }, [signOut]);
}
