/**
 * Auth state. The user object itself lives in the query cache (accountQueryKey),
 * so a profile edit shows everywhere; this state says whether a session is established.
 */
export type AuthState = {
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Why the last attempt to establish the session failed. */
  error: string | null;
  /**
   * The stored session could not be checked (no answer, or a 5xx), so it is
   * kept, and the guard offers Retry instead of sending the admin to sign in again.
   */
  isCheckFailed: boolean;
  /** True until the app-start check of a stored session is over (not during a later sign-in). */
  isStarting: boolean;
};

export type AuthAction =
  | { type: 'start' }
  | { type: 'success' }
  | { type: 'failure'; error: string }
  | { type: 'check-failed'; error: string }
  | { type: 'logout' }
  | { type: 'no-session' };

/** Initially loading: the app has not yet checked for a stored session. */
export const initialAuthState: AuthState = {
  isLoading: true,
  isAuthenticated: false,
  error: null,
  isCheckFailed: false,
  isStarting: true,
};

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'start':
      // A retry after a failed check keeps isCheckFailed (and its message) until the answer,
      // so the guard's Retry button spins instead of the whole page flashing a loader.
      return { ...state, isLoading: true, error: state.isCheckFailed ? state.error : null };
    case 'success':
      return { isLoading: false, isAuthenticated: true, error: null, isCheckFailed: false, isStarting: false };
    case 'failure':
      return { isLoading: false, isAuthenticated: false, error: action.error, isCheckFailed: false, isStarting: false };
    case 'check-failed':
      return { isLoading: false, isAuthenticated: false, error: action.error, isCheckFailed: true, isStarting: false };
    case 'logout':
    case 'no-session':
      return { isLoading: false, isAuthenticated: false, error: null, isCheckFailed: false, isStarting: false };
  }
}
