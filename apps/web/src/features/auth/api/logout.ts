import { useCallback } from 'react';
import { api } from '../../../lib/api/api-client.ts';
import { getRefreshToken } from '../../../lib/api/token-storage.ts';
import { useAuth } from '../auth-context.ts';

/** POST /auth/logout/: revokes the session on the server. */
export async function postLogout(refresh: string): Promise<void> {
  await api.post('/auth/logout/', { refresh });
}

/** Signs out: tells the server (errors ignored, SPEC §8), then forgets the session here. */
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
