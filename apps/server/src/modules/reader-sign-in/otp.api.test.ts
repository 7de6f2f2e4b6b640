import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OTP_TEXTS, type TokenPair } from '@epaper/shared/auth.contract';
import { otpCodes, users } from '../../db/schema.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';
import { signInReader, smsInbox } from '../../test/reader-fixtures.ts';
import { OTP_RATE_LIMITS } from './otp.service.ts';

const inbox = smsInbox();
let t: TestApp;
beforeAll(async () => {
  // The tests stand for clients at many addresses: the first hop's X-Forwarded-For is trusted.
  t = await createTestApp({ TRUST_PROXY: '1' }, { sms: inbox });
});
afterAll(async () => t?.close());

// Each test has its own phones and its own client address, so the limits of one never reach another.
let next = 0;
const freshPhone = () => `+9170${String(1_000_000 + next++).padStart(8, '0')}`;
let nextAddress = 0;
const freshAddress = () => ({
  'x-forwarded-for': `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
});

const requestCode = (phone: unknown, headers: Record<string, string> = {}, body?: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-otp/', payload: body ?? { phone }, headers });
const verify = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-otp/', payload, headers });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a reader signs in with a code sent to the phone', () => {
  it('sends a 6-digit code, and the code gives a rotating session to a new reader', async () => {
    const phone = freshPhone();
    const headers = freshAddress();
    const requested = await requestCode(phone, headers);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ message: OTP_TEXTS.sent, expires_in: 300 });
    const code = inbox.codeFor(phone);
    expect(code).toMatch(/^\d{6}$/);

    // Stored hashed: the code itself is nowhere in its row.
    const [stored] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(stored?.codeHash).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain(code);

    const verified = await verify({ phone, otp: code }, headers);
    expect(verified.statusCode).toBe(200);
    const tokens = verified.json<TokenPair>();
    expect(tokens.access).toBeTruthy();
    expect(tokens.refresh).toBeTruthy();

    const [reader] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(reader).toMatchObject({ role: 'user', isAdmin: false, isActive: true, isVerified: true });

    // The refresh token rotates, like an admin's.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<TokenPair>().refresh).not.toBe(tokens.refresh);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(reused.statusCode).toBe(401);
  });

  it('signs an existing reader into the same account, and takes full_phone and code as the field names too', async () => {
    const phone = freshPhone();
    const first = await signInReader(t.app, inbox, phone, freshAddress());
    expect(first.access).toBeTruthy();
    const headers = freshAddress();
    expect((await requestCode(undefined, headers, { full_phone: phone })).statusCode).toBe(200);
    const again = await verify({ full_phone: phone, code: inbox.codeFor(phone) }, headers);
    expect(again.statusCode).toBe(200);
    const accounts = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(accounts).toHaveLength(1);
  });

  it('keeps readers away from every admin call, and admins away from the reader calls', async () => {
    const reader = await signInReader(t.app, inbox, freshPhone(), freshAddress());
    for (const url of [
      '/api/dashboard/users/',
      '/api/dashboard/analytics/overview/',
      '/api/plans/',
      '/api/users/profile/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(reader.access) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBeTruthy();
    }
    const admin = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/reader/epapers/', headers: bearer(admin.access) });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe('This call is for readers.');
  });

  it('refuses an administrator’s phone and a suspended reader after the code, with a reason', async () => {
    const adminPhone = freshPhone();
    await insertAccount(t.database, { phone: adminPhone, password: 'admin-pass-123', role: 'admin' });
    const headers = freshAddress();
    await requestCode(adminPhone, headers);
    const asAdmin = await verify({ phone: adminPhone, otp: inbox.codeFor(adminPhone) }, headers);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe(OTP_TEXTS.adminUsesPassword);

    const readerPhone = freshPhone();
    await insertAccount(t.database, { phone: readerPhone, password: 'x-reader-pass', role: 'user', isActive: false });
    await requestCode(readerPhone, headers);
    const suspended = await verify({ phone: readerPhone, otp: inbox.codeFor(readerPhone) }, headers);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().message).toBe(OTP_TEXTS.readerSuspended);
  });
});

describe('bad codes and bad input', () => {
  it('refuses a missing or malformed phone and code with the field’s message', async () => {
    const headers = freshAddress();
    const noPhone = await requestCode(undefined, headers, {});
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().errors.phone).toBeTruthy();
    for (const phone of ['12345', '+91 abc', 'x'.repeat(40), '+91\u0000987654321', 42]) {
      const response = await requestCode(phone, headers);
      expect(response.statusCode, String(phone)).toBe(400);
      expect(response.json().errors.phone, String(phone)).toBeTruthy();
    }
    const phone = freshPhone();
    for (const otp of [undefined, '', '12345', '1234567', 'abcdef', '12 456']) {
      const response = await verify({ phone, ...(otp !== undefined && { otp }) }, headers);
      expect(response.statusCode, String(otp)).toBe(400);
      expect(response.json().errors.otp, String(otp)).toBeTruthy();
    }
  });

  it('counts wrong codes, and after five refuses even the right one until a new code is asked for', async () => {
    const phone = freshPhone();
    const headers = freshAddress();
    await requestCode(phone, headers);
    const code = inbox.codeFor(phone);
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await verify({ phone, otp: wrongCodeFor(code) }, headers);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.otp[0]).toBe(
        `${OTP_TEXTS.codeWrong} ${left === 1 ? '1 try left.' : `${left} tries left.`}`,
      );
    }
    const fifth = await verify({ phone, otp: wrongCodeFor(code) }, headers);
    expect(fifth.statusCode).toBe(429);
    const right = await verify({ phone, otp: code }, headers);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(OTP_TEXTS.tooManyWrongCodes);

    // A new code starts again.
    await requestCode(phone, headers);
    expect((await verify({ phone, otp: inbox.codeFor(phone) }, headers)).statusCode).toBe(200);
  });

  it('refuses an expired code, a used code, and a code replaced by a newer one', async () => {
    const headers = freshAddress();
    const expiring = freshPhone();
    await requestCode(expiring, headers);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` as unknown as Date })
      .where(eq(otpCodes.phone, expiring));
    const expired = await verify({ phone: expiring, otp: inbox.codeFor(expiring) }, headers);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.otp[0]).toBe(OTP_TEXTS.codeExpired);

    const phone = freshPhone();
    await requestCode(phone, headers);
    const first = inbox.codeFor(phone);
    await requestCode(phone, headers);
    const second = inbox.codeFor(phone);
    if (first !== second) {
      const replaced = await verify({ phone, otp: first }, headers);
      expect(replaced.statusCode).toBe(400);
    }
    expect((await verify({ phone, otp: second }, headers)).statusCode).toBe(200);
    const reused = await verify({ phone, otp: second }, headers);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors.otp[0]).toBe(OTP_TEXTS.codeUnknown);
  });

  it('lets only one of two checks of the same code at once succeed', async () => {
    const phone = freshPhone();
    const headers = freshAddress();
    await requestCode(phone, headers);
    const code = inbox.codeFor(phone);
    const answers = await Promise.all([verify({ phone, otp: code }, headers), verify({ phone, otp: code }, headers)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });
});

describe('flooding', () => {
  it('limits the codes sent to one phone, from any address', async () => {
    const phone = freshPhone();
    for (let i = 0; i < OTP_RATE_LIMITS.requestsPerPhone; i += 1) {
      expect((await requestCode(phone, freshAddress())).statusCode).toBe(200);
    }
    const flooded = await requestCode(phone, freshAddress());
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toMatch(/^Too many codes were requested for this number\. Try again in/);
    expect(flooded.headers['retry-after']).toBeTruthy();
  });

  it('limits the codes one address asks for, whatever the phones', async () => {
    const headers = freshAddress();
    for (let i = 0; i < OTP_RATE_LIMITS.requestsPerAddress; i += 1) {
      expect((await requestCode(freshPhone(), headers)).statusCode).toBe(200);
    }
    expect((await requestCode(freshPhone(), headers)).statusCode).toBe(429);
    // Another address is not held back by it.
    expect((await requestCode(freshPhone(), freshAddress())).statusCode).toBe(200);
  });

  it('limits the codes one address tries, whatever the phones', async () => {
    const headers = freshAddress();
    for (let i = 0; i < OTP_RATE_LIMITS.verificationsPerAddress; i += 1) {
      expect((await verify({ phone: freshPhone(), otp: '000000' }, headers)).statusCode).toBe(400);
    }
    const flooded = await verify({ phone: freshPhone(), otp: '000000' }, headers);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toMatch(/^Too many codes were tried from your network\. Try again in/);
  });
});
