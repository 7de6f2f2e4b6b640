import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { AppContext } from '../context.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../test/fixtures.ts';
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

  it('refuses a signed-in reader (end user) on admin routes', async () => {
    // A reader session is made directly: readers cannot sign in to the dashboard.
    const admin = await insertAccount(t.database, { phone: '+919500000001', password: 'becomes-reader' });
    const tokens = await signIn(t.app, admin.phone, 'becomes-reader');
    await t.database.pool.query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.id]);
    const response = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(tokens.access) });
    expect(response.statusCode).toBe(403);
  });

  it('authenticates before validating: a bad body without a token is a 401, not a 400 that reveals the schema', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/profile/', payload: { name: 42 } });
    expect(response.statusCode).toBe(401);
  });

  it('answers a super admin on admin routes', async () => {
    const tokens = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const response = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(tokens.access) });
    expect(response.statusCode).toBe(200);
  });
});
