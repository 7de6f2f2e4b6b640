import { afterEach, describe, expect, it, vi } from 'vitest';
import { route } from '@epaper/shared/route';
import { profileRoutes } from '@epaper/shared/profile.routes';
import { callApi } from './api-client.ts';
import { installFakeHttp, json } from './fake-http.test-helper.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('takes method and path from the shared route contract and answers the body', async () => {
    const http = installFakeHttp(() => json(200, { id: 1, name: 'Asha' }));
    const answer = await callApi(profileRoutes.update, { body: { name: 'Asha', phone: '+919876543210' } });
    expect(answer).toEqual({ id: 1, name: 'Asha' });
    expect(http.requests).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/users/profile/',
        body: { name: 'Asha', phone: '+919876543210' },
      }),
    ]);
  });

  it('fills path parameters, URL-encoded, and the query', async () => {
    const detail = route<{ params: { id: string }; query: { tab: string }; response: unknown }>(
      'GET',
      '/things/:id/',
      'admin',
    );
    const http = installFakeHttp(() => json(200, {}));
    await callApi(detail, { params: { id: 'a/b c' }, query: { tab: 'history' } });
    expect(http.requests[0]?.path).toBe('/api/things/a%2Fb%20c/?tab=history');
  });
});
