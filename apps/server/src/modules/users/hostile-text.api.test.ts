// Names and plan titles holding characters the contract refuses by Unicode category (a C1
// control, a bidi override), or nothing visible at all: a 400 naming the field, and nothing
// stored. The full list of characters is unit-tested in packages/shared (text-field.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAN_TEXTS } from '@epaper/shared/plans.contract';
import { plans, users } from '../../db/schema.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';

let t: TestApp;
let access: string;
let readerId: number;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  const reader = await insertAccount(t.database, {
    phone: '+919822222222',
    password: 'reader-pass-123',
    name: 'Asha Rao',
    role: 'user',
  });
  readerId = reader.id;
});
afterAll(async () => t?.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(access), payload });

/** The answer must be a 400 `validation_error` whose only field error is `field`'s `message`. */
function expectRefused(response: Awaited<ReturnType<typeof call>>, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ message, code: 'validation_error', errors: { [field]: [message] } });
}

const NEXT_LINE = '\u0085';

describe('an admin created with a hostile name', () => {
  const admin = (name: string) => ({
    name,
    email: 'editor@example.com',
    phone: '+919833333333',
    password: 'editor-pass-123',
  });
  const adminsByPhone = async () => t.database.db.select().from(users).where(eq(users.phone, '+919833333333'));

  it('is refused with U+0085 (a C1 control) in the name, and no account is made', async () => {
    expectRefused(
      await call('POST', '/api/dashboard/admins/', admin(`Asha${NEXT_LINE}Rao`)),
      'name',
      'Name contains characters that are not allowed',
    );
    expect(await adminsByPhone()).toEqual([]);
  });

  it('is refused as a blank name when the name is only U+3164 HANGUL FILLER', async () => {
    expectRefused(await call('POST', '/api/dashboard/admins/', admin('\u3164\u3164')), 'name', 'Name is required');
    expect(await adminsByPhone()).toEqual([]);
  });
});

describe('a reader renamed to a hostile name', () => {
  const storedName = async () =>
    (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, readerId)))[0]?.name;
  const rename = (name: string, address?: string) =>
    call('PUT', `/api/dashboard/users/${readerId}/`, { name, phone: '+919822222222', address });

  it.each([
    ['U+0085', `Asha${NEXT_LINE}`],
    ['U+202E (a bidi override)', 'Asha\u202eoaR'],
    ['U+E0041 (a tag character)', 'Asha\u{E0041}'],
  ])('is refused with %s, and the name stays', async (_, name) => {
    expectRefused(await rename(name), 'name', 'Name contains characters that are not allowed');
    expect(await storedName()).toBe('Asha Rao');
  });

  it('is refused with a zero-width space in a multi-line address', async () => {
    expectRefused(
      await rename('Asha Rao', 'MG Road\u200b\nBengaluru'),
      'address',
      'Address contains characters that are not allowed',
    );
  });

  it('keeps a Persian name joined with a ZWNJ, as written', async () => {
    const response = await rename('می\u200cخواهم');
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedName()).toBe('می\u200cخواهم');
  });
});

describe('a plan created with a hostile title', () => {
  const plan = (title: string) => ({
    title,
    description: 'Every edition for a month',
    price: '299.00',
    duration_days: 30,
    edition_count: null,
    features: [],
    sort_order: 1,
    is_active: true,
  });
  const planCount = async () => (await t.database.db.select({ id: plans.id }).from(plans)).length;

  it('is refused with U+0085 in the title, and no plan is made', async () => {
    const before = await planCount();
    expectRefused(
      await call('POST', '/api/plans/', plan(`Monthly${NEXT_LINE}`)),
      'title',
      'Plan title contains characters that are not allowed',
    );
    expect(await planCount()).toBe(before);
  });

  it('is refused as required when the title shows nothing (U+2800 BRAILLE PATTERN BLANK)', async () => {
    const before = await planCount();
    expectRefused(await call('POST', '/api/plans/', plan('\u2800')), 'title', PLAN_TEXTS.titleRequired);
    expect(await planCount()).toBe(before);
  });
});
