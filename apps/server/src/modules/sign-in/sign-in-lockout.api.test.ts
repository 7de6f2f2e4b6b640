import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { signInFailures } from '../../db/schema.ts';
import { passwordVerificationCount } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAccount } from '../../test/fixtures.ts';
import { ATTEMPT_LIMITS } from './sign-in-attempts.service.ts';
import { SIGN_IN_LIMIT_TEXTS } from './sign-in.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const OWNER_ADDRESS = '198.51.100.10';
const ATTACKER_ADDRESS = '203.0.113.66';

const login = (phone: string, password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { full_phone: phone, password, is_admin: true },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

/** The `name=value` of the device cookie a sign-in answer set. */
function deviceCookieOf(response: Awaited<ReturnType<typeof login>>): string {
  const cookie = response.cookies.find((c) => c.name === 'epaper_device');
  if (!cookie) throw new Error('no device cookie');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/' });
  return `${cookie.name}=${cookie.value}`;
}

async function rowsUnder(keyPattern: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(like(signInFailures.key, keyPattern));
  return row?.n ?? 0;
}

describe('an attacker without the password cannot lock an admin out', () => {
  it('keeps letting the admin in from a browser that signed in before (device cookie)', async () => {
    await insertAccount(t.database, { phone: '+919600000001', password: 'owner-pass-1' });
    const first = await login('+919600000001', 'owner-pass-1', OWNER_ADDRESS);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);

    for (let i = 0; i < 8; i += 1) await login('+919600000001', `guess-${i}-guess`, ATTACKER_ADDRESS);
    // A stranger with the right password is now refused: the phone is locked for strangers...
    expect((await login('+919600000001', 'owner-pass-1', '192.0.2.77')).statusCode).toBe(429);
    // ...but not for the owner's browser, even from a new address.
    expect((await login('+919600000001', 'owner-pass-1', '192.0.2.78', device)).statusCode).toBe(200);
  });

  it('keeps letting the admin in from an address it signed in from before', async () => {
    await insertAccount(t.database, { phone: '+919600000002', password: 'owner-pass-2' });
    expect((await login('+919600000002', 'owner-pass-2', OWNER_ADDRESS)).statusCode).toBe(200);
    for (let i = 0; i < 8; i += 1) await login('+919600000002', `guess-${i}-guess`, ATTACKER_ADDRESS);
    expect((await login('+919600000002', 'owner-pass-2', OWNER_ADDRESS)).statusCode).toBe(200);
  });

  it('does not let a flood from one address lock out the right password of an admin who used it before', async () => {
    await insertAccount(t.database, { phone: '+919600000003', password: 'owner-pass-3' });
    const shared = '198.51.100.33';
    expect((await login('+919600000003', 'owner-pass-3', shared)).statusCode).toBe(200);
    for (let i = 0; i < 35; i += 1) await login(`+9196100000${String(i).padStart(2, '0')}`, 'guess-guess', shared);
    expect((await login('+919600000003', 'owner-pass-3', shared)).statusCode).toBe(200);
  });

  it('still bounds guessing from a trusted browser', async () => {
    await insertAccount(t.database, { phone: '+919600000004', password: 'owner-pass-4' });
    const device = deviceCookieOf(await login('+919600000004', 'owner-pass-4', OWNER_ADDRESS));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await login('+919600000004', `guess-${i}-guess`, OWNER_ADDRESS, device)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('refuses a forged or another account’s device cookie like no cookie at all', async () => {
    await insertAccount(t.database, { phone: '+919600000005', password: 'owner-pass-5' });
    await insertAccount(t.database, { phone: '+919600000006', password: 'owner-pass-6' });
    const otherDevice = deviceCookieOf(await login('+919600000006', 'owner-pass-6', OWNER_ADDRESS));
    for (let i = 0; i < 5; i += 1) await login('+919600000005', `guess-${i}-guess`, ATTACKER_ADDRESS);
    expect((await login('+919600000005', 'owner-pass-5', '192.0.2.90', otherDevice)).statusCode).toBe(429);
    const forged = `epaper_device=999.${'A'.repeat(22)}.${'B'.repeat(43)}`;
    expect((await login('+919600000005', 'owner-pass-5', '192.0.2.91', forged)).statusCode).toBe(429);
  });
});

describe('trusted browsers', () => {
  it('forget their own typos once the right password is given', async () => {
    await insertAccount(t.database, { phone: '+919600000011', password: 'owner-pass-11' });
    const device = deviceCookieOf(await login('+919600000011', 'owner-pass-11', OWNER_ADDRESS));
    for (let i = 0; i < 9; i += 1) await login('+919600000011', `typo-${i}-typo`, OWNER_ADDRESS, device);
    expect((await login('+919600000011', 'owner-pass-11', OWNER_ADDRESS, device)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      expect((await login('+919600000011', `typo-${i}-again`, OWNER_ADDRESS, device)).statusCode).toBe(401);
    }
  });

  it('lose their trust when the password changes', async () => {
    await insertAccount(t.database, { phone: '+919600000012', password: 'owner-pass-12' });
    const first = await login('+919600000012', 'owner-pass-12', OWNER_ADDRESS);
    const device = deviceCookieOf(first);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/',
      headers: { authorization: `Bearer ${first.json().access}` },
      payload: {
        name: 'Owner',
        phone: '+919600000012',
        current_password: 'owner-pass-12',
        new_password: 'owner-pass-13',
      },
    });
    for (let i = 0; i < 5; i += 1) await login('+919600000012', `guess-${i}-guess`, ATTACKER_ADDRESS);
    // The old cookie no longer vouches for this browser, from an address the account never used.
    expect((await login('+919600000012', 'owner-pass-13', '192.0.2.150', device)).statusCode).toBe(429);
  });
});

describe('the bookkeeping stays small', () => {
  it('does not count or keep attempts that were refused unchecked', async () => {
    for (let i = 0; i < 40; i += 1) await login('+919600000099', `guess-${i}-guess`, '192.0.2.200');
    // Five checked guesses are remembered; the 35 refused ones left nothing behind.
    expect(await rowsUnder('phone:+919600000099')).toBe(5);
    expect(await rowsUnder('ip:192.0.2.200')).toBe(5);
  });

  it('says when to try again', async () => {
    for (let i = 0; i < 5; i += 1) await login('+919600000098', `guess-${i}-guess`, '192.0.2.201');
    const refused = await login('+919600000098', 'guess-x-guess', '192.0.2.201');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(refused.json().message).toBe(
      `${SIGN_IN_LIMIT_TEXTS.phoneFromStrangers} Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    );
  });
});

/** The statuses of `count` sign-ins sent at once, in the order sent. */
async function burst(count: number, send: (i: number) => ReturnType<typeof login>) {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}
const statusCount = (answers: Array<{ statusCode: number }>, status: number) =>
  answers.filter((answer) => answer.statusCode === status).length;

describe('a burst of wrong passwords is counted exactly, and the refusal says what is held back', () => {
  it('checks exactly the limit of 20 parallel guesses at one phone and refuses the rest, naming the number', async () => {
    await insertAccount(t.database, { phone: '+919600000021', password: 'owner-pass-21' });
    // The owner signed in from home before: that network is not a stranger's.
    const device = deviceCookieOf(await login('+919600000021', 'owner-pass-21', OWNER_ADDRESS));
    const answers = await burst(20, (i) => login('+919600000021', `guess-${i}-guess`, '203.0.113.121'));

    expect(statusCount(answers, 401)).toBe(ATTEMPT_LIMITS.perPhone);
    expect(statusCount(answers, 429)).toBe(20 - ATTEMPT_LIMITS.perPhone);
    // Never more failures on record than were answered 401.
    expect(await rowsUnder('phone:+919600000021')).toBe(ATTEMPT_LIMITS.perPhone);
    expect(await rowsUnder('ip:203.0.113.121')).toBe(ATTEMPT_LIMITS.perPhone);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(refused.json()).toEqual({
        message: `${SIGN_IN_LIMIT_TEXTS.phoneFromStrangers} Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
        code: 'rate_limited',
      });
    }

    // What the message says is what is locked: the number, for browsers and networks new to it...
    const stranger = await login('+919600000021', 'owner-pass-21', '192.0.2.121');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/^Too many failed sign-ins for this number from browsers and networks/);
    // ...while the right password signs in at once from the owner's network and the owner's browser.
    expect((await login('+919600000021', 'owner-pass-21', OWNER_ADDRESS)).statusCode).toBe(200);
    expect((await login('+919600000021', 'owner-pass-21', '192.0.2.122', device)).statusCode).toBe(200);
  });

  it('checks exactly 30 parallel guesses from one network at many phones, and names the network', async () => {
    const answers = await burst(40, (i) =>
      login(`+9196200000${String(i).padStart(2, '0')}`, 'guess-guess', '203.0.113.122'),
    );
    expect(statusCount(answers, 401)).toBe(ATTEMPT_LIMITS.perAddress);
    expect(statusCount(answers, 429)).toBe(40 - ATTEMPT_LIMITS.perAddress);
    expect(await rowsUnder('ip:203.0.113.122')).toBe(ATTEMPT_LIMITS.perAddress);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().message).toMatch(
      /^Too many failed sign-ins from your network\. Try again in 1[45] minutes\.$/,
    );
    // Another network is not held back by it.
    expect((await login('+919620000099', 'guess-guess', '203.0.113.123')).statusCode).toBe(401);
  });

  it('names the browser when a trusted browser runs out of tries', async () => {
    await insertAccount(t.database, { phone: '+919600000023', password: 'owner-pass-23' });
    const device = deviceCookieOf(await login('+919600000023', 'owner-pass-23', OWNER_ADDRESS));
    const answers = await burst(15, (i) => login('+919600000023', `typo-${i}-typo`, '192.0.2.123', device));
    expect(statusCount(answers, 401)).toBe(ATTEMPT_LIMITS.perTrustedClient);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().message).toMatch(
      /^Too many failed sign-ins for this number from this browser\. Try again in 1[45] minutes\.$/,
    );
  });
});

describe('every refused sign-in costs the same work', () => {
  it('runs one password verification for an unknown phone, as for a wrong password', async () => {
    await insertAccount(t.database, { phone: '+919600000007', password: 'owner-pass-7' });
    const before = passwordVerificationCount();
    expect((await login('+919600000007', 'wrong-password', '192.0.2.10')).statusCode).toBe(401);
    const forWrongPassword = passwordVerificationCount() - before;
    const middle = passwordVerificationCount();
    expect((await login('+919600000008', 'wrong-password', '192.0.2.11')).statusCode).toBe(401);
    const forUnknownPhone = passwordVerificationCount() - middle;
    expect(forWrongPassword).toBe(1);
    expect(forUnknownPhone).toBe(forWrongPassword);
  });

  it('verifies against a decoy for a reader who has no password', async () => {
    await insertAccount(t.database, { phone: '+919600000009', password: 'unused', role: 'user' });
    await t.database.pool.query(`UPDATE users SET password_hash = NULL WHERE phone = '+919600000009'`);
    const before = passwordVerificationCount();
    expect((await login('+919600000009', 'anything-at-all', '192.0.2.12')).statusCode).toBe(401);
    expect(passwordVerificationCount() - before).toBe(1);
  });
});
