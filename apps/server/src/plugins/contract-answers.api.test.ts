import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Endpoint } from '@epaper/shared/endpoint';
import { adminEndpoints } from '@epaper/shared/admins.endpoints';
import { analyticsEndpoints } from '@epaper/shared/analytics.endpoints';
import { authEndpoints } from '@epaper/shared/auth.endpoints';
import { backupsEndpoints } from '@epaper/shared/backups.endpoints';
import { epapersEndpoints } from '@epaper/shared/epapers.endpoints';
import { ERROR_CODES, errorBodySchema } from '@epaper/shared/errors.contract';
import { notificationsEndpoints } from '@epaper/shared/notifications.endpoints';
import { planEndpoints } from '@epaper/shared/plans.endpoints';
import { profileEndpoints } from '@epaper/shared/profile.endpoints';
import { userSubscriptionEndpoints } from '@epaper/shared/user-subscriptions.endpoints';
import { usersEndpoints } from '@epaper/shared/users.endpoints';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import type { TokenPair } from '@epaper/shared/auth.contract';
import type { ContentAnalytics } from '@epaper/shared/analytics.contract';
import { userSubscriptions } from '../db/schema.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../test/test-app.ts';
import { bearer, signIn } from '../test/fixtures.ts';
import { signInReader, smsInbox } from '../test/reader-fixtures.ts';
import { uploadEdition, waitForProcessing, waitForReadingImages } from '../test/epaper-uploads.ts';
import { newspaperPdf } from '../test/pdf-fixtures.ts';
import { addDay, dayIn } from '../test/analytics-recount.ts';
import { strictEverywhere } from '../test/strict-schema.ts';

/**
 * The answers the dashboard reads, checked against the response schemas of the shared
 * contract, made strict at every level: the web types each answer by its route and reads
 * it as it is, so a field one side adds, drops or changes the type of fails here, on both
 * databases. The data behind them is made through the API where it can be (a plan, an
 * admin, an edition uploaded, processed, published and opened by a reader), so lists,
 * pages, findings and figures are not empty.
 */
const inbox = smsInbox();
let t: TestApp;
let login: TokenPair;
let superAccess: string;
let adminAccess: string;
let planId: number;
let readerId: number;
let edition: EpaperWithPages;
const today = dayIn('Asia/Kolkata', new Date());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, access?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: access ? bearer(access) : {},
    ...(payload && { payload }),
  });
}

/** The answer's JSON once it passed `schema` made strict; the issues otherwise, to read in the failure. */
function checked(schema: z.ZodType, answer: unknown): unknown {
  const result = strictEverywhere(schema).safeParse(answer);
  return result.success ? answer : result.error.issues;
}

beforeAll(async () => {
  t = await createTestApp({}, { sms: inbox });
  const loginAnswer = await call('POST', '/auth/login/', undefined, {
    full_phone: SUPER_ADMIN.phone,
    password: SUPER_ADMIN.password,
    is_admin: true,
  });
  expect(loginAnswer.statusCode).toBe(200);
  login = loginAnswer.json<TokenPair>();
  superAccess = login.access;

  const plan = await call('POST', '/plans/', superAccess, {
    title: 'Monthly',
    description: 'Every edition of the month',
    price: 299,
    duration_days: 30,
    features: ['All pages', 'Archive'],
  });
  expect(plan.statusCode).toBe(201);
  planId = plan.json<{ id: number }>().id;

  const admin = await call('POST', '/dashboard/admins/', superAccess, {
    name: 'Desk Editor',
    email: 'desk@example.in',
    phone: '+919822222222',
    password: 'Morning-Desk-Ledger-42',
  });
  expect(admin.statusCode).toBe(201);
  adminAccess = (await signIn(t.app, '+919822222222', 'Morning-Desk-Ledger-42')).access;

  const reader = await signInReader(t.app, inbox, '+919833333333');
  readerId = (await t.database.pool.query<{ id: number }>("SELECT id FROM users WHERE phone = '+919833333333'"))
    .rows[0]!.id;
  await t.database.db.insert(userSubscriptions).values({
    userId: readerId,
    planId,
    startDate: addDay(today, -1),
    endDate: addDay(today, 29),
    status: 'active',
    amountPaid: '299.00',
    paymentMethod: 'upi',
  });

  const upload = await uploadEdition(
    t.app,
    superAccess,
    { title: 'The Morning Chronicle', description: 'City edition', publication_date: today },
    [{ bytes: await newspaperPdf({ pages: 2 }) }],
  );
  expect(upload.statusCode).toBe(201);
  const id = upload.json<{ id: number }>().id;
  await waitForProcessing(t.app, superAccess, id);
  await waitForReadingImages(t.database, id);
  const published = await call('POST', `/epapers/${id}/publish/`, superAccess, {});
  expect(published.statusCode).toBe(200);
  edition = published.json<EpaperWithPages>();
  const opened = await call('GET', `/reader/epapers/${id}/pages/1/`, reader.access);
  expect(opened.statusCode).toBe(200);
}, 120_000);
afterAll(async () => t?.close());

describe('sign-in and refresh answers', () => {
  it('answers a sign-in as the token pair, nothing more', () => {
    expect(checked(authEndpoints.login.schemas.response, login)).toEqual(login);
  });

  it('answers a refresh as the rotated token pair, nothing more', async () => {
    const { refresh } = await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password);
    const response = await call('POST', '/auth/token/refresh/', undefined, { refresh });
    expect(response.statusCode).toBe(200);
    const answer = response.json<TokenPair>();
    expect(checked(authEndpoints.refresh.schemas.response, answer)).toEqual(answer);
    expect(answer.refresh).not.toBe(refresh);
  });
});

/** Each read of the dashboard: its endpoint, the URL it calls, and as whom (a super admin unless said). */
const READS: { name: string; endpoint: Endpoint; url: () => string; as?: 'admin'; isList?: boolean }[] = [
  { name: 'the profile', endpoint: profileEndpoints.get, url: () => '/users/profile/' },
  { name: 'own activity', endpoint: usersEndpoints.ownActivity, url: () => '/users/activity/', isList: true },
  { name: 'readers', endpoint: usersEndpoints.list, url: () => '/dashboard/users/', isList: true },
  { name: 'a reader', endpoint: usersEndpoints.get, url: () => `/dashboard/users/${readerId}/` },
  {
    name: 'a reader’s subscriptions',
    endpoint: usersEndpoints.subscriptions,
    url: () => `/dashboard/users/${readerId}/subscriptions/`,
    isList: true,
  },
  {
    name: 'a reader’s activity',
    endpoint: usersEndpoints.activity,
    url: () => `/dashboard/users/${readerId}/activity/`,
    isList: true,
  },
  { name: 'admins', endpoint: adminEndpoints.list, url: () => '/dashboard/admins/', isList: true },
  { name: 'admins, read by an admin', endpoint: adminEndpoints.list, url: () => '/dashboard/admins/', as: 'admin' },
  { name: 'plans', endpoint: planEndpoints.list, url: () => '/plans/', isList: true },
  { name: 'subscriptions', endpoint: userSubscriptionEndpoints.list, url: () => '/user-subscriptions/', isList: true },
  { name: 'e-papers', endpoint: epapersEndpoints.list, url: () => '/epapers/', isList: true },
  { name: 'an e-paper with its pages', endpoint: epapersEndpoints.get, url: () => `/epapers/${edition.id}/` },
  {
    name: 'a page’s versions',
    endpoint: epapersEndpoints.pageVersions,
    url: () => `/epapers/${edition.id}/pages/${edition.pages[0]!.id}/versions/`,
  },
  { name: 'the e-paper calendar', endpoint: epapersEndpoints.calendar, url: () => '/epapers/calendar/?days=60' },
  { name: 'a day’s e-papers', endpoint: epapersEndpoints.dated, url: () => `/epapers/dated/?date=${today}` },
  { name: 'the overview', endpoint: analyticsEndpoints.overview, url: () => '/dashboard/analytics/overview/' },
  { name: 'readers per day', endpoint: analyticsEndpoints.users, url: () => '/dashboard/analytics/users/?days=30' },
  { name: 'revenue', endpoint: analyticsEndpoints.revenue, url: () => '/dashboard/analytics/revenue/?days=30' },
  { name: 'reading', endpoint: analyticsEndpoints.content, url: () => '/dashboard/analytics/content/?days=30' },
  { name: 'the backups’ state', endpoint: backupsEndpoints.status, url: () => '/dashboard/backups/status/' },
  { name: 'notifications', endpoint: notificationsEndpoints.list, url: () => '/notifications/', isList: true },
  { name: 'unread notifications', endpoint: notificationsEndpoints.unread, url: () => '/notifications/unread/' },
  {
    name: 'notification preferences',
    endpoint: notificationsEndpoints.preferences,
    url: () => '/notifications/preferences/',
  },
];

describe('the answers the dashboard reads', () => {
  it.each(READS)('answers $name in its contract’s shape', async ({ endpoint, url, as, isList }) => {
    const response = await call('GET', url(), as === 'admin' ? adminAccess : superAccess);
    expect(response.statusCode).toBe(200);
    const answer: unknown = response.json();
    expect(checked(endpoint.schemas.response, answer)).toEqual(answer);
    // A list checked with no rows would check nothing of its rows.
    if (isList) expect((answer as { results: unknown[] }).results.length).toBeGreaterThan(0);
  });

  it('answers an edition with its pages and findings, and its figures with the reader’s view', async () => {
    const answer = (await call('GET', `/epapers/${edition.id}/`, superAccess)).json<EpaperWithPages>();
    expect(answer.pages.map((page) => page.page_number)).toEqual([1, 2]);
    const content = (await call('GET', '/dashboard/analytics/content/?days=30', superAccess)).json<ContentAnalytics>();
    expect(content.content_views.map((row) => row.epaper_id)).toEqual([edition.id]);
  });

  it('fails the check for a field added or dropped at any depth of a real answer', async () => {
    const schema = epapersEndpoints.get.schemas.response;
    const answer = (await call('GET', `/epapers/${edition.id}/`, superAccess)).json<EpaperWithPages>();
    const [first, ...rest] = answer.pages;
    const { width: _width, ...withoutWidth } = first!;
    for (const changed of [
      { ...answer, extra: true },
      { ...answer, pages: [{ ...first, extra: true }, ...rest] },
      { ...answer, pages: [withoutWidth, ...rest] },
    ]) {
      expect(strictEverywhere(schema).safeParse(changed).success).toBe(false);
    }
  });
});

describe('the error answers', () => {
  const strictError = strictEverywhere(errorBodySchema);

  it('answers a refused field with a 400 naming it', async () => {
    const response = await call('POST', '/plans/', superAccess, { title: '', price: 299, duration_days: 30 });
    expect(response.statusCode).toBe(400);
    const body = strictError.parse(response.json());
    expect(body.code).toBe(ERROR_CODES.validation);
    expect(Object.keys(body.errors ?? {})).toContain('title');
  });

  it.each([
    ['401 without a token', () => call('GET', '/users/profile/'), 401, ERROR_CODES.unauthorized],
    [
      '401 for a wrong password',
      () =>
        call('POST', '/auth/login/', undefined, {
          full_phone: SUPER_ADMIN.phone,
          password: 'not-the-password',
          is_admin: true,
        }),
      401,
      null,
    ],
    [
      '403 for a super admin’s read',
      () => call('GET', '/dashboard/backups/status/', adminAccess),
      403,
      ERROR_CODES.forbidden,
    ],
    [
      '404 for an edition that is not there',
      () => call('GET', '/epapers/999999/', superAccess),
      404,
      ERROR_CODES.notFound,
    ],
    [
      '409 for a plan with subscriptions',
      () => call('DELETE', `/plans/${planId}/`, superAccess),
      409,
      ERROR_CODES.conflict,
    ],
  ] as const)('answers %s as {message, code}', async (_name, send, status, code) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    const body = strictError.parse(response.json());
    expect(body.message).not.toBe('');
    if (code) expect(body.code).toBe(code);
  });
});
