import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { authReducer, initialAuthState } from './auth-state.ts';
import { isSessionRefused } from './session-refusal.ts';

const settled = { isCheckFailed: false, isStarting: false };

describe('auth state', () => {
  it('starts loading, unauthenticated, before the start check', () => {
    expect(initialAuthState).toEqual({
      isLoading: true,
      isAuthenticated: false,
      error: null,
      isCheckFailed: false,
      isStarting: true,
    });
  });

  it('start sets loading and clears the error', () => {
    const failed = authReducer(initialAuthState, { type: 'failure', error: 'Nope' });
    expect(authReducer(failed, { type: 'start' })).toEqual({
      isLoading: true,
      isAuthenticated: false,
      error: null,
      ...settled,
    });
  });

  it('success authenticates; failure stores the message; logout clears everything', () => {
    const signedIn = authReducer(initialAuthState, { type: 'success' });
    expect(signedIn).toEqual({ isLoading: false, isAuthenticated: true, error: null, ...settled });
    expect(authReducer(signedIn, { type: 'failure', error: 'Expired' })).toEqual({
      isLoading: false,
      isAuthenticated: false,
      error: 'Expired',
      ...settled,
    });
    expect(authReducer(signedIn, { type: 'logout' })).toEqual({
      isLoading: false,
      isAuthenticated: false,
      error: null,
      ...settled,
    });
  });

  it('a check that got no verdict stays retryable until a retry gets one', () => {
    const failed = authReducer(initialAuthState, { type: 'check-failed', error: 'Internal server error' });
    expect(failed).toMatchObject({ isAuthenticated: false, isCheckFailed: true, error: 'Internal server error' });
    const retrying = authReducer(failed, { type: 'start' });
    expect(retrying).toMatchObject({ isLoading: true, isCheckFailed: true, error: 'Internal server error' });
    expect(authReducer(retrying, { type: 'success' })).toMatchObject({ isAuthenticated: true, isCheckFailed: false });
  });

  it('with no stored session, loading simply ends', () => {
    expect(authReducer(initialAuthState, { type: 'no-session' })).toMatchObject({
      isLoading: false,
      isStarting: false,
    });
  });
});

describe('which failures end a stored session', () => {
  it('a 401 or a 403 does', () => {
    expect(isSessionRefused(new ApiError({ status: 401 }))).toBe(true);
    expect(isSessionRefused(new ApiError({ status: 403 }))).toBe(true);
  });

  it('no answer, a 5xx or a 429 does not', () => {
    expect(isSessionRefused(new ApiError({ status: null }))).toBe(false);
    expect(isSessionRefused(new ApiError({ status: 500 }))).toBe(false);
    expect(isSessionRefused(new ApiError({ status: 503 }))).toBe(false);
    expect(isSessionRefused(new ApiError({ status: 429 }))).toBe(false);
    expect(isSessionRefused(new TypeError('Failed to fetch'))).toBe(false);
  });
});
