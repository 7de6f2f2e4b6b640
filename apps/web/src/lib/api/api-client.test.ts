import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { route } from '@epaper/shared/route';
import { callApi } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { REQUEST_TIMEOUT_MS } from './http-transport.ts';
import { getAccessToken, getRefreshToken, saveTokens } from './token-storage.ts';
import { installFakeHttp, json } from './fake-http.test-helper.ts';

const REFRESH_PATH = '/api/auth/token/refresh/';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // Page navigation is the browser's boundary: record it instead of leaving the test page.
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A GET of `path` through the real call path, as a route of the contract makes it. */
function get(path: string, options: { signal?: AbortSignal } = {}) {
  return callApi(route<{ response: unknown }>('GET', path, 'admin'), options);
}

/** A server whose access tokens are valid only when they equal `validAccess`. */
function serverWithTokens(validAccess: string, refreshAnswer: () => Response) {
  return installFakeHttp(async (request) => {
    if (request.path === REFRESH_PATH) return refreshAnswer();
    if (request.authorization !== `Bearer ${validAccess}`)
      return json(401, { message: 'Token expired', code: 'token_not_valid' });
    return json(200, { path: request.path });
  });
}

describe('api client: request shape', () => {
  it('sends the bearer token and JSON, and answers the body', async () => {
    saveTokens({ access: 'a1', refresh: 'r1' }, { persist: true });
    const http = installFakeHttp(() => json(201, { id: 7, message: 'Created', code: 'created' }));
    const create = route<{ body: { title: string }; response: unknown }>('POST', '/plans/', 'admin');

    const answer = await callApi(create, { body: { title: 'Gold' } });

    expect(answer).toEqual({ id: 7, message: 'Created', code: 'created' });
    const [init] = http.fake.mock.calls[0]?.slice(1) as [RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer a1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(http.requests[0]).toMatchObject({ method: 'POST', path: '/api/plans/', body: { title: 'Gold' } });
  });

  it('claims no JSON body for a call without one (a bodiless POST or DELETE)', async () => {
    const http = installFakeHttp(() => json(200, { message: 'ok' }));
    await callApi(route<{ response: unknown }>('POST', '/admins/2/suspend/', 'admin'));
    await callApi(route<{ response: unknown }>('DELETE', '/admins/2/', 'admin'));
    for (const call of http.fake.mock.calls) {
      const [init] = call.slice(1) as [RequestInit];
      expect(new Headers(init.headers).get('Content-Type')).toBeNull();
    }
  });

  it('uses the runtime API base URL and leaves empty query values out', async () => {
    (globalThis as { __APP_CONFIG__?: unknown }).__APP_CONFIG__ = { apiBaseUrl: 'https://api.example.com/v1/' };
    const http = installFakeHttp(() => json(200, {}));
    const list = route<{
      query: { page?: number; search?: string; is_active?: boolean; status?: string };
      response: unknown;
    }>('GET', '/users/', 'admin');
    await callApi(list, { query: { page: 2, search: '', is_active: true, status: undefined } });
    delete (globalThis as { __APP_CONFIG__?: unknown }).__APP_CONFIG__;
    expect(http.fake.mock.calls[0]?.[0]).toBe('https://api.example.com/v1/users/?page=2&is_active=true');
  });
});

describe('api client: token refresh', () => {
  it('shares one refresh between three concurrent 401s and retries each request', async () => {
    saveTokens({ access: 'old', refresh: 'r1' }, { persist: true });
    const http = serverWithTokens('new', () => json(200, { access: 'new', refresh: 'r2' }));

    const answers = await Promise.all([get('/one/'), get('/two/'), get('/three/')]);

    expect(answers).toEqual([{ path: '/api/one/' }, { path: '/api/two/' }, { path: '/api/three/' }]);
    expect(http.requests.filter((request) => request.path === REFRESH_PATH)).toHaveLength(1);
    expect(http.requests.find((request) => request.path === REFRESH_PATH)?.body).toEqual({ refresh: 'r1' });
    const retried = http.requests.filter((request) => request.authorization === 'Bearer new');
    expect(retried.map((request) => request.path).sort()).toEqual(['/api/one/', '/api/three/', '/api/two/']);
  });

  it('stores the rotated refresh token beside the new access token, in the same storage', async () => {
    saveTokens({ access: 'old', refresh: 'r1' }, { persist: false });
    serverWithTokens('new', () => json(200, { access: 'new', refresh: 'r2' }));

    await get('/profile/');

    expect(sessionStorage.getItem('access_token')).toBe('new');
    expect(sessionStorage.getItem('refresh_token')).toBe('r2');
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('does not retry a second time when the retried request is answered 401 again', async () => {
    saveTokens({ access: 'old', refresh: 'r1' }, { persist: true });
    const http = serverWithTokens('never-valid', () => json(200, { access: 'new', refresh: 'r2' }));

    const failure = await get('/profile/').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(http.requests.map((request) => request.path)).toEqual(['/api/profile/', REFRESH_PATH, '/api/profile/']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('clears both tokens and goes to /signin when the refresh fails', async () => {
    saveTokens({ access: 'old', refresh: 'r1' }, { persist: true });
    const http = serverWithTokens('new', () => json(401, { message: 'Token is invalid', code: 'token_not_valid' }));

    const failures = await Promise.all(
      [get('/one/'), get('/two/')].map((call) => call.catch((error: unknown) => error)),
    );

    expect(failures.every((failure) => failure instanceof ApiError && failure.status === 401)).toBe(true);
    expect(http.requests.filter((request) => request.path === REFRESH_PATH)).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/signin');
  });

  it('keeps the session when the refresh gets no answer at all', async () => {
    saveTokens({ access: 'old', refresh: 'r1' }, { persist: true });
    installFakeHttp((request) => {
      if (request.path === REFRESH_PATH) throw new TypeError('Failed to fetch');
      return json(401, { message: 'Token expired', code: 'token_not_valid' });
    });
    const failure = await get('/profile/').catch((error: unknown) => error);
    expect((failure as ApiError).isNetworkError).toBe(true);
    expect(getRefreshToken()).toBe('r1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh is answered by a server error', async () => {
    saveTokens({ access: 'old', refresh: 'r1' }, { persist: true });
    installFakeHttp((request) =>
      request.path === REFRESH_PATH
        ? json(503, undefined, 'Service Unavailable')
        : json(401, { message: 'Expired', code: 'token_not_valid' }),
    );
    const failure = await get('/profile/').catch((error: unknown) => error);
    expect((failure as ApiError).status).toBe(503);
    expect(getRefreshToken()).toBe('r1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to /signin when a 401 arrives and no refresh token is left (signed out in another tab)', async () => {
    saveTokens({ access: 'old', refresh: 'r1' }, { persist: true });
    localStorage.removeItem('refresh_token');
    installFakeHttp(() => json(401, { message: 'Expired', code: 'token_not_valid' }));
    await get('/profile/').catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/signin');
    expect(getAccessToken()).toBeNull();
  });

  it('never refreshes for a 401 from an auth endpoint, nor without a refresh token', async () => {
    const http = installFakeHttp(() =>
      json(401, { message: 'Invalid mobile number or password', code: 'token_not_valid' }),
    );
    const login = route<{ body: object; response: unknown }>('POST', '/auth/login/', 'public');
    await expect(callApi(login, { body: { full_phone: '+919876543210', password: 'x' } })).rejects.toThrow(
      'Invalid mobile number or password',
    );
    sessionStorage.setItem('access_token', 'only-access');
    await expect(get('/profile/')).rejects.toThrow('Invalid mobile number or password');
    expect(http.requests.some((request) => request.path === REFRESH_PATH)).toBe(false);
  });
});

describe('api client: timeout and cancellation', () => {
  it('abandons a request after 5 minutes with the network error text', async () => {
    vi.useFakeTimers();
    installFakeHttp(
      (_request) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = (vi.mocked(fetch).mock.calls.at(-1)?.[1] as RequestInit).signal;
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const pending = get('/slow/').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = (await pending) as ApiError;
    expect(failure.isTimeout).toBe(true);
    expect(failure.message).toBe('Network error. Please check your connection.');
  });

  it('passes a caller cancellation through untouched', async () => {
    installFakeHttp(() => json(200, {}));
    const controller = new AbortController();
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    const failure = await get('/x/', { signal: controller.signal }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as DOMException).name).toBe('AbortError');
  });
});

/**
 * happy-dom has no Web Locks API; this FIFO stand-in behaves like the browser's for one
 * lock name, which is all the client asks of it.
 */
function installLockManager() {
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    /** How many times the lock was asked for, by any tab. */
    requested: 0,
    request: <T>(_name: string, work: () => Promise<T>) => {
      locks.requested += 1;
      const run = tail.then(work);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return locks;
}

describe('api client: refresh across tabs', () => {
  it('waits for another tab holding the refresh lock and uses the token it stored, without refreshing again', async () => {
    saveTokens({ access: 'stale', refresh: 'r1' }, { persist: true });
    const http = serverWithTokens('fresh', () => json(200, { access: 'should-not-be-used', refresh: 'r9' }));

    // Another tab is refreshing: it holds the lock until it has stored its new tokens.
    let releaseOtherTab: () => void = () => undefined;
    const locks = installLockManager();
    const otherTabDone = locks.request(
      'epaper-token-refresh',
      () => new Promise<void>((resolve) => (releaseOtherTab = resolve)),
    );
    const pending = get('/users/profile/');
    // This tab now waits in line for the lock.
    await vi.waitFor(() => expect(locks.requested).toBe(2));
    saveTokens({ access: 'fresh', refresh: 'r2' }, { persist: true });
    releaseOtherTab();
    await otherTabDone;

    await expect(pending).resolves.toMatchObject({ path: '/api/users/profile/' });
    expect(http.requests.filter((r) => r.path === REFRESH_PATH)).toHaveLength(0);
    expect(getRefreshToken()).toBe('r2');
  });
});
