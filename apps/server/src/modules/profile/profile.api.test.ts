import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@epaper/shared/texts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let nextPhone = 0;

async function newAdmin(phone: string, password = 'first-password') {
  await insertAccount(t.database, { phone, password, name: 'Asha Rao' });
  return signIn(t.app, phone, password);
}

const put = (access: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile/', headers: bearer(access), payload });

describe('GET /api/users/profile/', () => {
  it('answers the signed-in admin with the account fields', async () => {
    const tokens = await newAdmin('+919700000001');
    const response = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(tokens.access) });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(
      ['date_joined', 'email', 'id', 'is_active', 'is_admin', 'last_login', 'name', 'phone', 'role'].sort(),
    );
    expect(response.json()).toMatchObject({ name: 'Asha Rao', role: 'admin', is_active: true });
    expect(response.body).not.toContain('password');
  });
});

describe('PUT /api/users/profile/', () => {
  it('updates name and phone', async () => {
    const tokens = await newAdmin('+919700000002');
    const response = await put(tokens.access, { name: 'Asha R. Rao', phone: '+919700000102' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Asha R. Rao', phone: '+919700000102' });
  });

  it.each([
    [{ name: '', phone: '+919700000003' }, 'name', TEXTS.nameRequired],
    [{ name: 'A', phone: '98765' }, 'phone', TEXTS.phoneInvalid],
    [
      { name: 'A', phone: '+919700000003', new_password: 'long-enough-1' },
      'current_password',
      TEXTS.currentPasswordRequired,
    ],
    [
      { name: 'A', phone: '+919700000003', current_password: 'x', new_password: 'short' },
      'new_password',
      TEXTS.newPasswordTooShort,
    ],
    [{ name: 'x'.repeat(151), phone: '+919700000003' }, 'name', undefined],
    [{ phone: '+919700000003' }, 'name', TEXTS.nameRequired],
    [{ name: 42, phone: '+919700000003' }, 'name', TEXTS.nameRequired],
  ])('refuses %o under %s', async (payload, field, message) => {
    nextPhone += 1;
    const tokens = await newAdmin(`+91971${String(nextPhone).padStart(7, '0')}`);
    const response = await put(tokens.access, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors[field]).toBeDefined();
    if (message) expect(body.errors[field][0]).toBe(message);
  });

  it('refuses a weak new password (400 validation_error, why), before counting a current-password attempt', async () => {
    const weak = 'Password is too weak. This is a heavily used password. Add more words that are less common.';
    const tokens = await newAdmin('+919700000009');
    const body = { name: 'A', phone: '+919700000009', current_password: 'first-password', new_password: 'password' };
    for (let i = 0; i < 6; i += 1) {
      const response = await put(tokens.access, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: weak, code: 'validation_error', errors: { new_password: [weak] } });
    }
    // Six refusals and no throttle: a strong password still goes through with the right current one.
    const strong = await put(tokens.access, { ...body, new_password: 'Quiet-Harbour-Lamp-42' });
    expect(strong.statusCode).toBe(200);
    await expect(signIn(t.app, '+919700000009', 'Quiet-Harbour-Lamp-42')).resolves.toBeTruthy();
  });

  it("refuses a new password made of the admin's own name", async () => {
    const tokens = await newAdmin('+919700000010');
    const response = await put(tokens.access, {
      name: 'Asha Rao',
      phone: '+919700000010',
      current_password: 'first-password',
      new_password: 'asharao2024',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.new_password[0]).toMatch(/^Password is too weak\. /);
  });

  it('refuses a phone another account has', async () => {
    await insertAccount(t.database, { phone: '+919700000099', password: 'someone-else' });
    const tokens = await newAdmin('+919700000004');
    const response = await put(tokens.access, { name: 'A', phone: '+919700000099' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.phone).toEqual([TEXTS.phoneTaken]);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const tokens = await newAdmin('+919700000005');
    const response = await put(tokens.access, {
      name: 'A',
      phone: '+919700000005',
      current_password: 'not-it-at-all',
      new_password: 'brand-new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.current_password).toEqual([TEXTS.currentPasswordIncorrect]);
    await expect(signIn(t.app, '+919700000005', 'first-password')).resolves.toBeTruthy();
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const phone = '+919700000006';
    const other = await newAdmin(phone);
    const mine = await signIn(t.app, phone, 'first-password');
    const response = await put(mine.access, {
      name: 'A',
      phone,
      current_password: 'first-password',
      new_password: 'brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(mine.access) });
    expect(me.statusCode).toBe(200);
    const them = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(other.access) });
    expect(them.statusCode).toBe(401);
    await expect(signIn(t.app, phone, 'first-password')).rejects.toThrow(/401/);
    await expect(signIn(t.app, phone, 'brand-new-password')).resolves.toBeTruthy();
  });

  it('throttles guesses of the current password like sign-ins', async () => {
    const tokens = await newAdmin('+919700000007');
    const guess = (current: string) =>
      put(tokens.access, {
        name: 'A',
        phone: '+919700000007',
        current_password: current,
        new_password: 'new-password-1',
      });
    for (let i = 0; i < 5; i += 1) expect((await guess(`wrong-${i}-guess`)).statusCode).toBe(400);
    const blocked = await guess('first-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many wrong current passwords\. Try again in 1[45] minutes\.$/),
      errors: { current_password: [expect.stringContaining('Too many wrong current passwords')] },
    });
  });

  it('accepts a phone typed with spaces and stores it in E.164', async () => {
    const tokens = await newAdmin('+919700000008');
    const response = await put(tokens.access, { name: 'A', phone: '+91 97000 00108' });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone).toBe('+919700000108');
  });

  it('refuses an unauthenticated update', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/profile/', payload: { name: 'A' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('control characters', () => {
  it.each([
    ['name', { name: 'A\u0000B' }, 'Name contains characters that are not allowed'],
    ['name', { name: 'Evil\u202Egnp.exe' }, 'Name contains characters that are not allowed'],
    ['phone', { phone: '+9198\u00007654321' }, 'Mobile number contains characters that are not allowed'],
  ])('refuses a %s holding one with a 400 naming the field', async (field, change, message) => {
    nextPhone += 1;
    const tokens = await newAdmin(`+91980000${String(nextPhone).padStart(4, '0')}`);
    const response = await put(tokens.access, {
      name: 'Asha Rao',
      phone: `+91980000${String(nextPhone).padStart(4, '0')}`,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('refuses a NUL byte in a new password, and changes nothing', async () => {
    nextPhone += 1;
    const phone = `+91980000${String(nextPhone).padStart(4, '0')}`;
    const tokens = await newAdmin(phone);
    const response = await put(tokens.access, {
      name: 'Asha Rao',
      phone,
      current_password: 'first-password',
      new_password: 'new-pass\u0000word',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.new_password).toEqual(['New password contains characters that are not allowed']);
    expect((await signIn(t.app, phone, 'first-password')).access).toEqual(expect.any(String));
  });
});
