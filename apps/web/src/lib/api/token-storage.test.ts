import { beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './token-storage.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token storage ("Keep me logged in")', () => {
  it('keeps the tokens in localStorage when checked', () => {
    saveTokens({ access: 'a', refresh: 'r' }, { persist: true });
    expect(localStorage.getItem('access_token')).toBe('a');
    expect(localStorage.getItem('refresh_token')).toBe('r');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the tokens in sessionStorage when unchecked', () => {
    saveTokens({ access: 'a', refresh: 'r' }, { persist: false });
    expect(sessionStorage.getItem('access_token')).toBe('a');
    expect(sessionStorage.getItem('refresh_token')).toBe('r');
    expect(localStorage.length).toBe(0);
  });

  it('reads from either storage and replaces an earlier session on sign-in', () => {
    saveTokens({ access: 'a1', refresh: 'r1' }, { persist: true });
    saveTokens({ access: 'a2', refresh: 'r2' }, { persist: false });
    expect(getAccessToken()).toBe('a2');
    expect(getRefreshToken()).toBe('r2');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('clears both tokens from both storages', () => {
    localStorage.setItem('access_token', 'a');
    sessionStorage.setItem('refresh_token', 'r');
    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });
});
