/**
 * SPEC §4 auth state. The user object itself lives in the query cache (accountQueryKey),
 * so a profile edit shows everywhere; this state says whether a session is established.
 */
export type AuthState = {
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Why the last attempt to establish the session failed. */
  error: string | null;
};

export type AuthAction =
  | { type: 'start' }
  | { type: 'success' }
  | { type: 'failure'; error: string }
  | { type: 'logout' }
  | { type: 'no-session' };

/** Initially loading: the app has not yet checked for a stored session. */
export const initialAuthState: AuthState = { isLoading: true, isAuthenticated: false, error: null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'start':
      return { ...state, isLoading: true, error: null };
    case 'success':
      return { isLoading: false, isAuthenticated: true, error: null };
    case 'failure':
      return { isLoading: false, isAuthenticated: false, error: action.error };
    case 'logout':
    case 'no-session':
      return { isLoading: false, isAuthenticated: false, error: null };
  }
}
