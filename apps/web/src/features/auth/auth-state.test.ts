import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './auth-state.ts';

describe('auth state (SPEC §4)', () => {
  it('starts loading, unauthenticated', () => {
    expect(initialAuthState).toEqual({ isLoading: true, isAuthenticated: false, error: null });
  });

  it('start sets loading and clears the error', () => {
    const failed = authReducer(initialAuthState, { type: 'failure', error: 'Nope' });
    expect(authReducer(failed, { type: 'start' })).toEqual({ isLoading: true, isAuthenticated: false, error: null });
  });

  it('success authenticates; failure stores the message; logout clears everything', () => {
    const signedIn = authReducer(initialAuthState, { type: 'success' });
    expect(signedIn).toEqual({ isLoading: false, isAuthenticated: true, error: null });
    expect(authReducer(signedIn, { type: 'failure', error: 'Expired' })).toEqual({
      isLoading: false,
      isAuthenticated: false,
      error: 'Expired',
    });
    expect(authReducer(signedIn, { type: 'logout' })).toEqual({
      isLoading: false,
      isAuthenticated: false,
      error: null,
    });
  });

  it('with no stored session, loading simply ends', () => {
    expect(authReducer(initialAuthState, { type: 'no-session' }).isLoading).toBe(false);
  });
});
