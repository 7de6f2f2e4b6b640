// `from` and `to` of every analytics call and report: a day outside 2000–2100 (year 0,
// which PostgreSQL refuses, among them) or not a day at all is a 400 naming the field,
// never a 500; the first and last days of the range are answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsRoutes } from '@epaper/shared/analytics.routes';
import { ANALYTICS_TEXTS } from '@epaper/shared/analytics.texts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';

let t: TestApp;
let access: string;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

/** The seven calls that take a range: every analytics route but the overview. */
const RANGE_CALLS = Object.entries(analyticsRoutes)
  .filter(([name]) => name !== 'overview')
  .map(([name, route]) => [name, `/api${route.path}`] as const);

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });

const LABEL = { from: 'Start date', to: 'End date' } as const;
const outOfRange = (field: 'from' | 'to') => `${LABEL[field]} must be between 2000-01-01 and 2100-12-31`;

const CASES = (['from', 'to'] as const).flatMap((field) =>
  [
    ['0000-01-01', outOfRange(field)],
    ['9999-12-31', outOfRange(field)],
    ['1999-12-31', outOfRange(field)],
    ['2026-02-30', ANALYTICS_TEXTS.dateInvalid],
  ].map(([day, message]) => [field, day, message] as const),
);

it('covers the seven calls with a range', () => {
  expect(RANGE_CALLS.map(([name]) => name)).toEqual([
    'users',
    'revenue',
    'content',
    'popular',
    'subscriptionsReport',
    'usageReport',
    'revenueReport',
  ]);
});

describe.each(RANGE_CALLS)('%s (%s)', (_, path) => {
  it.each(CASES)('refuses %s=%s with 400 naming the field', async (field, day, message) => {
    const response = await get(`${path}?${field}=${day}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation_error', errors: { [field]: [message] } });
  });

  it('answers the first and the last days of the range', async () => {
    for (const query of ['from=2000-01-01&to=2000-01-31', 'from=2100-12-01&to=2100-12-31', 'to=2000-01-01&days=7']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    }
  });
});
