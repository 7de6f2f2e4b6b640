import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { AppContext } from '../context.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerAccessControl } from './access-control.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('deny by default', () => {
  it('refuses to start when an /api route declares no access', async () => {
    const app = Fastify();
    registerAccessControl(app, {} as AppContext);
    expect(() => app.get('/api/forgotten/', async () => ({ secret: true }))).toThrow(
      /GET \/api\/forgotten\/ declares no access/,
    );
    // Any case of the prefix is the API too.
    expect(() => app.post('/API/shouting/', async () => 'no')).toThrow(/declares no access/);
    await app.close();
  });

  it('refuses to start when a route is public in the contract but not on the reviewed public list', async () => {
    const app = Fastify();
    registerAccessControl(app, {} as AppContext);
    expect(() => app.get('/api/open-by-mistake/', { config: { access: 'public' } }, async () => 'oops')).toThrow(
      /GET \/api\/open-by-mistake\/ is public in the contract but not on PUBLIC_API_ROUTES/,
    );
    await app.close();
  });

  it('lets routes outside /api (the dashboard) through without a declaration', async () => {
    const app = Fastify();
    registerAccessControl(app, {} as AppContext);
    app.get('/some-screen', async () => 'ok');
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('gives every /api route of the real app a declared access, and only health, the two sign-ins and the API document are public', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(7);
    const publicRoutes = t.app.apiRoutes.filter((route) => route.access === 'public').map((route) => route.url);
    expect(new Set(publicRoutes)).toEqual(
      new Set([
        '/api/health',
        '/api/ready',
        '/api/auth/login/',
        '/api/auth/token/refresh/',
        '/api/auth/logout/',
        '/api/auth/request-otp/',
        '/api/auth/verify-otp/',
        '/api/openapi.json',
      ]),
    );
  });

  // Who may call each route, and what every other caller gets, is the permission matrix's
  // (permission-matrix.api.test.ts): every route of the contract × ten kinds of caller.
});
