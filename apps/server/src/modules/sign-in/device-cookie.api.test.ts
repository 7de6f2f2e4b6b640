// The device cookie is Secure when the service is reached over HTTPS: said by a proxy the
// server trusts (TRUST_PROXY), or by the SECURE_COOKIES setting for a proxy it does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, createTestApp, type TestApp } from '../../test/test-app.ts';

let plain: TestApp;
let behindProxy: TestApp;
let secureSetting: TestApp;
beforeAll(async () => {
  [plain, behindProxy, secureSetting] = await Promise.all([
    createTestApp(),
    createTestApp({ TRUST_PROXY: '1' }),
    createTestApp({ SECURE_COOKIES: 'true' }),
  ]);
});
afterAll(async () => Promise.all([plain, behindProxy, secureSetting].map((t) => t?.close())));

/** Signs the super admin in and answers the device cookie the answer set. */
async function deviceCookie(t: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { full_phone: SUPER_ADMIN.phone, password: SUPER_ADMIN.password, is_admin: true },
    headers,
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'epaper_device');
  if (!cookie) throw new Error('no device cookie');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/' });
  return cookie;
}

describe('the device cookie', () => {
  it('is not Secure on plain HTTP, where the browser would then never send it back', async () => {
    expect((await deviceCookie(plain)).secure).toBeUndefined();
  });

  it('is Secure when a trusted proxy says the request came over HTTPS', async () => {
    expect((await deviceCookie(behindProxy, { 'x-forwarded-proto': 'https' })).secure).toBe(true);
    expect((await deviceCookie(behindProxy, { 'x-forwarded-proto': 'http' })).secure).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a client the server does not trust', async () => {
    // By default only a proxy on this machine is trusted: a remote client is not.
    expect((await deviceCookie(plain, { 'x-forwarded-proto': 'https' }, '198.51.100.30')).secure).toBeUndefined();
    const noProxy = await createTestApp({ TRUST_PROXY: 'false' });
    try {
      expect((await deviceCookie(noProxy, { 'x-forwarded-proto': 'https' })).secure).toBeUndefined();
    } finally {
      await noProxy.close();
    }
  });

  it('is always Secure with SECURE_COOKIES=true (HTTPS ended by a proxy the server does not trust)', async () => {
    expect((await deviceCookie(secureSetting)).secure).toBe(true);
  });
});
