import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { TEXTS } from '@epaper/shared/texts';
import { users } from '../../db/schema.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: payload as object, headers });
const profile = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(access) });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });

describe('POST /api/auth/login/', () => {
  it('signs the first-run super admin in and the access token opens the profile', async () => {
    const tokens = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    expect(tokens.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await profile(tokens.access);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ phone: SUPER_ADMIN.phone, role: 'super_admin', is_admin: true });
  });

  it('shows as Last Login the sign-in before the current one', async () => {
    await insertAccount(t.database, { phone: '+919811100001', password: 'last-login-1' });
    const first = await signIn(t.app, '+919811100001', 'last-login-1');
    expect((await profile(first.access)).json().last_login).toBeNull();
    const [stamped] = await t.database.db.select().from(users).where(eq(users.phone, '+919811100001'));
    const second = await signIn(t.app, '+919811100001', 'last-login-1');
    expect((await profile(second.access)).json().last_login).toBe(stamped?.lastLogin?.toISOString());
  });

  it('accepts the number typed with spaces and dashes', async () => {
    const response = await login({ full_phone: '+91 98111-11111', password: SUPER_ADMIN.password, is_admin: true });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown phone the same way', async () => {
    const wrong = await login({ full_phone: SUPER_ADMIN.phone, password: 'not-the-password', is_admin: true });
    const unknown = await login({ full_phone: '+919822222222', password: 'whatever-it-is', is_admin: true });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(TEXTS.invalidCredentials);
  });

  it('refuses missing fields with the field messages, mobile number first', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: TEXTS.mobileRequired,
      code: 'validation_error',
      errors: { full_phone: [TEXTS.mobileRequired], password: [TEXTS.passwordRequired] },
    });
  });

  it.each([
    ['malformed JSON', '{"full_phone":', 400],
    ['a JSON array', '[1,2]', 400],
    ['wrong types', JSON.stringify({ full_phone: 919811111111, password: true }), 400],
    ['an over-long password', JSON.stringify({ full_phone: '+919811111111', password: 'x'.repeat(500) }), 400],
    ['a number that is not E.164', JSON.stringify({ full_phone: '9811111111', password: 'password1' }), 400],
  ])('refuses %s with a clear 4xx', async (_label, body, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.json().message).not.toMatch(/stack|at \//i);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: 'full_phone=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('refuses end users, even with the right password', async () => {
    await insertAccount(t.database, { phone: '+919833333333', password: 'reader-pass-1', role: 'user' });
    const response = await login({ full_phone: '+919833333333', password: 'reader-pass-1', is_admin: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(TEXTS.adminOnly);
  });

  it('refuses a suspended admin', async () => {
    await insertAccount(t.database, { phone: '+919844444444', password: 'suspended-1', isActive: false });
    const response = await login({ full_phone: '+919844444444', password: 'suspended-1' });
    expect(response.statusCode).toBe(403);
  });

  it('throttles a phone after 5 failures, even for the right password, without saying whether it exists', async () => {
    await insertAccount(t.database, { phone: '+919855555555', password: 'right-password' });
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ full_phone: '+919855555555', password: `wrong-${i}-xx` })).statusCode).toBe(401);
    }
    const blocked = await login({ full_phone: '+919855555555', password: 'right-password' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-ins for this number from browsers and networks that have not signed in to it before\. Try again in 1[45] minutes\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 5; i += 1) await login({ full_phone: '+919866666666', password: `wrong-${i}-xx` });
    const unknownBlocked = await login({ full_phone: '+919866666666', password: 'anything-at-all' });
    expect(unknownBlocked.statusCode).toBe(429);
  });

  it('throttles a client address that tries many phones, whatever X-Forwarded-For claims', async () => {
    // Without TRUST_PROXY the forwarded header is ignored: a new one per request gains nothing.
    for (let i = 0; i < 30; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { full_phone: `+9198770000${String(i).padStart(2, '0')}`, password: 'guess-guess' },
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { full_phone: SUPER_ADMIN.phone, password: SUPER_ADMIN.password },
      remoteAddress: '203.0.113.9',
    });
    expect(next.statusCode).toBe(429);
  });

  it('counts a burst of parallel guesses as it arrives: exactly 5 are checked, from any addresses', async () => {
    await insertAccount(t.database, { phone: '+919866660000', password: 'the-real-one' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { full_phone: '+919866660000', password: `guess-${i}-xx` },
          remoteAddress: `198.51.100.${i + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('sessions', () => {
  it('rotates the refresh token, and a token used twice ends the whole session', async () => {
    const first = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<{ access: string; refresh: string }>();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await profile(second.access)).statusCode).toBe(200);

    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    // The session is over: the newest refresh token and its access token are refused too.
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    expect((await profile(second.access)).statusCode).toBe(401);
  });

  it('logout ends the session at once', async () => {
    const tokens = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh: tokens.refresh },
    });
    expect(response.statusCode).toBe(200);
    expect((await profile(tokens.access)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('refuses an admin marked inactive in the database on the very next request', async () => {
    const admin = await insertAccount(t.database, { phone: '+919877777777', password: 'soon-suspended' });
    const tokens = await signIn(t.app, admin.phone, 'soon-suspended');
    expect((await profile(tokens.access)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, admin.id));
    expect((await profile(tokens.access)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('refuses a deleted account on the very next request', async () => {
    const admin = await insertAccount(t.database, { phone: '+919888888888', password: 'soon-deleted' });
    const tokens = await signIn(t.app, admin.phone, 'soon-deleted');
    await t.database.db.delete(users).where(eq(users.id, admin.id));
    expect((await profile(tokens.access)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token win, and ends the session', async () => {
    const tokens = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const [a, b] = await Promise.all([refresh(tokens.refresh), refresh(tokens.refresh)]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 401]);
    const winner = (a?.statusCode === 200 ? a : b)?.json<{ refresh: string }>();
    expect((await refresh(winner?.refresh ?? '')).statusCode).toBe(401);
  });

  it('logout with an already rotated refresh token still ends the session', async () => {
    const tokens = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const rotated = (await refresh(tokens.refresh)).json<{ access: string; refresh: string }>();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: tokens.refresh } });
    expect((await profile(rotated.access)).statusCode).toBe(401);
  });

  it.each([
    ['a malformed refresh token', 'not-a-token'],
    ['a session id that is not a UUID', `${'-'.repeat(36)}.${'A'.repeat(43)}`],
    ['an unknown session', '00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses %s', async (_label, token) => {
    expect((await refresh(token)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  const realKey = new TextEncoder().encode('test-signing-secret-that-is-long-enough-0123456789');
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  async function validClaims() {
    const tokens = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const payload = JSON.parse(Buffer.from(tokens.access.split('.')[1] ?? '', 'base64url').toString());
    return payload as { sub: string; sid: string; iss: string; aud: string };
  }

  it('refuses a request without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/profile/' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses an expired token', async () => {
    const claims = await validClaims();
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(realKey);
    expect((await profile(expired)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const claims = await validClaims();
    const forged = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('an-attackers-key-that-is-also-long-enough-xx'));
    expect((await profile(forged)).statusCode).toBe(401);
  });

  it('refuses an alg:none token', async () => {
    const claims = await validClaims();
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 300 })}.`;
    expect((await profile(unsigned)).statusCode).toBe(401);
  });

  it('refuses garbage', async () => {
    expect((await profile('garbage')).statusCode).toBe(401);
  });
});

describe('health', () => {
  it('answers alive and ready', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Resource not found', code: 'not_found' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
