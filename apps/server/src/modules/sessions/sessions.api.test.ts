import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { sessions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const SIGNING_KEY = new TextEncoder().encode('test-signing-secret-that-is-long-enough-0123456789');
const profile = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(access) });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: token } });

let nextPhone = 0;
async function newAdmin(role: 'admin' | 'super_admin' = 'admin') {
  nextPhone += 1;
  const phone = `+91970000${String(nextPhone).padStart(4, '0')}`;
  const account = await insertAccount(t.database, { phone, password: 'session-pass-1', role });
  return { account, tokens: await signIn(t.app, phone, 'session-pass-1') };
}

/** A refresh token naming a real session with a secret that session never issued. */
const forgedRefresh = (refreshToken: string) => `${refreshToken.split('.')[0]}.${'B'.repeat(43)}`;
const sessionIdOf = (refreshToken: string) => refreshToken.split('.')[0] ?? '';

async function sessionRow(refreshToken: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(refreshToken)));
  return row;
}

describe('knowing a session id is not enough to end it', () => {
  it('refuses a refresh with a secret the session never issued, and the session goes on', async () => {
    const { tokens } = await newAdmin();
    const attack = await refresh(forgedRefresh(tokens.refresh));
    expect(attack.statusCode).toBe(401);
    expect(attack.json().message).toBe('Refresh token is invalid or expired.');
    expect((await sessionRow(tokens.refresh))?.revokedAt).toBeNull();
    expect((await profile(tokens.access)).statusCode).toBe(200);
    expect((await refresh(tokens.refresh)).statusCode).toBe(200);
  });

  it('refuses a sign-out with a secret the session never issued, and the session goes on', async () => {
    const { tokens } = await newAdmin();
    expect((await logout(forgedRefresh(tokens.refresh))).statusCode).toBe(401);
    expect((await profile(tokens.access)).statusCode).toBe(200);
  });

  it('still ends the whole session when a secret it issued and rotated comes back', async () => {
    const { tokens } = await newAdmin();
    const second = (await refresh(tokens.refresh)).json<{ access: string; refresh: string }>();
    const third = (await refresh(second.refresh)).json<{ access: string; refresh: string }>();
    // The first secret, two rotations old, is re-use: the session ends with reason "reuse".
    const reuse = await refresh(tokens.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Refresh token was already used. Please sign in again.');
    expect((await sessionRow(tokens.refresh))?.revokedReason).toBe('reuse');
    expect((await profile(third.access)).statusCode).toBe(401);
  });

  it('ends the session on sign-out with the current secret', async () => {
    const { tokens } = await newAdmin();
    expect((await logout(tokens.refresh)).statusCode).toBe(200);
    expect((await sessionRow(tokens.refresh))?.revokedReason).toBe('logout');
    // Signing out twice is harmless.
    expect((await logout(tokens.refresh)).statusCode).toBe(200);
  });
});

describe('the role is checked on every request', () => {
  it('refuses an admin demoted to reader on the very next request, and is_admin follows the role', async () => {
    const { account, tokens } = await newAdmin();
    expect((await profile(tokens.access)).statusCode).toBe(200);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, account.id));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.isAdmin).toBe(false);
    expect((await profile(tokens.access)).statusCode).toBe(403);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('will not let is_admin be written apart from the role', async () => {
    const { account } = await newAdmin();
    await expect(
      t.database.pool.query('UPDATE users SET is_admin = false WHERE id = $1', [account.id]),
    ).rejects.toThrow(/is_admin/);
  });
});

describe('access tokens the server never signs', () => {
  async function claimsOf(access: string) {
    return JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      sid: string;
      iss: string;
      aud: string;
    };
  }

  it('refuses a token without an expiry, even with the right key', async () => {
    const { tokens } = await newAdmin();
    const claims = await claimsOf(tokens.access);
    const endless = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt()
      .sign(SIGNING_KEY);
    expect((await profile(endless)).statusCode).toBe(401);
  });

  it('answers 401, not 500, for a session id that is not a UUID', async () => {
    const { tokens } = await newAdmin();
    const claims = await claimsOf(tokens.access);
    const odd = await new SignJWT({ sid: "not-a-uuid'; --" })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(SIGNING_KEY);
    const response = await profile(odd);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_not_valid');
  });
});
