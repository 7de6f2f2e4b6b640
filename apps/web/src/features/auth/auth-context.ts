import { createContext, useContext } from 'react';
import type { TokenPair } from '@epaper/shared/auth.contract';
import type { AdminProfile } from '@epaper/shared/profile.contract';
import type { AuthState } from './auth-state.ts';

export type AuthContextValue = AuthState & {
  /** The signed-in admin, once loaded. */
  user: AdminProfile | undefined;
  /** Stores a new sign-in's tokens ("Keep me logged in" = persist) and loads the user. */
  signIn: (tokens: TokenPair, persist: boolean) => Promise<void>;
  /** Forgets the session in this browser: tokens, cached data and state. */
  signOut: () => void;
  /** Checks the stored session again after the check at start got no verdict (isCheckFailed). */
  retrySessionCheck: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
