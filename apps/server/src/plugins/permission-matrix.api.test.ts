import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { Access } from '@epaper/shared/route';
import type { ReaderPage } from '@epaper/shared/reader.contract';
import { plans, userSubscriptions } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer } from '../test/fixtures.ts';
import { insertEdition, signInReader, smsInbox } from '../test/reader-fixtures.ts';
import {
  CALLER_KINDS,
  makeCallers,
  MATRIX_TOKEN_SECRET,
  sessionOf,
  type Caller,
  type CallerKind,
} from '../test/callers.ts';
import { contractRoutes, type ContractRoute } from '../test/contract-routes.ts';

/**
 * What an allowed caller's probe (below: ids no record has, an empty JSON body) gets:
 * a list or a read answers 200, an id no record has 404, an empty body refused by
 * validation 400, and the upload, which takes multipart only, 415.
 */
type AllowedStatus = 200 | 400 | 404 | 405 | 412 | 415;
/** The `code` each refusal an allowed caller gets carries. */
const ALLOWED_CODE: Record<Exclude<AllowedStatus, 200>, string> = {
  400: ERROR_CODES.validation,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  412: ERROR_CODES.preconditionFailed,
  415: ERROR_CODES.unsupportedMediaType,
};
type Row = { access: Access; allowed: AllowedStatus };

/**
 * The permission matrix: every route of the contract, called by every kind of caller,
 * answers exactly what its access level says, and a caller it lets through gets exactly
 * the row's `allowed` status (the same for every such caller: no route answers one kind
 * of allowed caller differently from another). The access of each route is written here
 * a second time, on purpose: a route added to the contract without its row here, or whose
 * access changes in one place only, fails.
 */
const ROUTE_ACCESS: Record<string, Row> = {
  'GET /health': { access: 'public', allowed: 200 },
  'GET /ready': { access: 'public', allowed: 200 },
  'POST /auth/login/': { access: 'public', allowed: 400 },
  'POST /auth/token/refresh/': { access: 'public', allowed: 400 },
  'POST /auth/logout/': { access: 'public', allowed: 400 },
  'POST /auth/request-otp/': { access: 'public', allowed: 400 },
  'POST /auth/verify-otp/': { access: 'public', allowed: 400 },

  'GET /reader/epapers/': { access: 'reader', allowed: 200 },
  'GET /reader/epapers/:id/pages/:number/': { access: 'reader', allowed: 404 },

  'GET /files/*': { access: 'signed_url', allowed: 404 },

  'GET /users/profile/': { access: 'admin', allowed: 200 },
  'PUT /users/profile/': { access: 'admin', allowed: 400 },
  'GET /users/activity/': { access: 'admin', allowed: 200 },

  'GET /dashboard/admins/': { access: 'admin', allowed: 200 },
  'POST /dashboard/admins/': { access: 'super_admin', allowed: 400 },
  'PUT /dashboard/admins/:id/': { access: 'super_admin', allowed: 400 },
  'DELETE /dashboard/admins/:id/': { access: 'super_admin', allowed: 404 },
  'POST /dashboard/admins/:id/suspend/': { access: 'super_admin', allowed: 404 },
  'POST /dashboard/admins/:id/activate/': { access: 'super_admin', allowed: 404 },
  'GET /dashboard/audit/': { access: 'super_admin', allowed: 200 },
  'GET /dashboard/backups/status/': { access: 'super_admin', allowed: 200 },

  'GET /dashboard/analytics/overview/': { access: 'admin', allowed: 200 },
  'GET /dashboard/analytics/users/': { access: 'admin', allowed: 200 },
  'GET /dashboard/analytics/revenue/': { access: 'admin', allowed: 200 },
  'GET /dashboard/analytics/content/': { access: 'admin', allowed: 200 },
  'GET /dashboard/analytics/popular/': { access: 'admin', allowed: 200 },
  'GET /dashboard/analytics/reports/subscriptions/': { access: 'admin', allowed: 200 },
  'GET /dashboard/analytics/reports/usage/': { access: 'admin', allowed: 200 },
  'GET /dashboard/analytics/reports/revenue/': { access: 'admin', allowed: 200 },

  'GET /epapers/': { access: 'admin', allowed: 200 },
  'POST /epapers/upload-paper/': { access: 'admin', allowed: 415 },
  'GET /epapers/:id/': { access: 'admin', allowed: 404 },
  'PUT /epapers/:id/': { access: 'admin', allowed: 400 },
  'DELETE /epapers/:id/': { access: 'admin', allowed: 404 },
  'GET /epapers/:id/pages/': { access: 'admin', allowed: 404 },
  'GET /epapers/:id/pages/:pageId/': { access: 'admin', allowed: 404 },
  'POST /epapers/:id/retry/': { access: 'admin', allowed: 404 },
  'GET /epapers/calendar/': { access: 'admin', allowed: 200 },
  'POST /epapers/uploads/': { access: 'admin', allowed: 412 },
  'GET /epapers/uploads/:uploadId': { access: 'admin', allowed: 405 },
  'PATCH /epapers/uploads/:uploadId': { access: 'admin', allowed: 412 },
  'DELETE /epapers/uploads/:uploadId': { access: 'admin', allowed: 412 },
  'GET /epapers/dated/': { access: 'admin', allowed: 400 },
  'POST /epapers/:id/schedule/': { access: 'admin', allowed: 400 },
  'DELETE /epapers/:id/schedule/': { access: 'admin', allowed: 404 },
  'POST /epapers/:id/publish/': { access: 'admin', allowed: 404 },
  'POST /epapers/:id/pages/replace/': { access: 'admin', allowed: 415 },
  'POST /epapers/:id/pages/insert/': { access: 'admin', allowed: 415 },
  'PUT /epapers/:id/pages/order/': { access: 'admin', allowed: 400 },
  'DELETE /epapers/:id/pages/:pageId/': { access: 'admin', allowed: 404 },
  'GET /epapers/:id/pages/:pageId/versions/': { access: 'admin', allowed: 404 },
  'POST /epapers/:id/pages/:pageId/versions/:versionId/restore/': { access: 'admin', allowed: 404 },
  'PUT /epapers/:id/findings/:findingId/': { access: 'admin', allowed: 400 },

  'GET /notifications/': { access: 'admin', allowed: 200 },
  'GET /notifications/unread/': { access: 'admin', allowed: 200 },
  'POST /notifications/read/': { access: 'admin', allowed: 400 },
  'GET /notifications/preferences/': { access: 'admin', allowed: 200 },
  'PUT /notifications/preferences/': { access: 'admin', allowed: 400 },

  'GET /plans/': { access: 'admin', allowed: 200 },
  'POST /plans/': { access: 'admin', allowed: 400 },
  'PUT /plans/:id/': { access: 'admin', allowed: 400 },
  'DELETE /plans/:id/': { access: 'admin', allowed: 404 },

  'GET /user-subscriptions/': { access: 'admin', allowed: 200 },
  'GET /user-subscriptions/:id/': { access: 'admin', allowed: 404 },
  'POST /user-subscriptions/:id/cancel/': { access: 'admin', allowed: 404 },

  'GET /dashboard/users/': { access: 'admin', allowed: 200 },
  'GET /dashboard/users/:id/': { access: 'admin', allowed: 404 },
  'PUT /dashboard/users/:id/': { access: 'admin', allowed: 400 },
  'PATCH /dashboard/users/:id/': { access: 'admin', allowed: 404 },
  'POST /dashboard/users/:id/suspend/': { access: 'admin', allowed: 404 },
  'POST /dashboard/users/:id/activate/': { access: 'admin', allowed: 404 },
  'GET /dashboard/users/:id/subscriptions/': { access: 'admin', allowed: 404 },
  'GET /dashboard/users/:id/activity/': { access: 'admin', allowed: 404 },
};

/** Registered under /api but outside the contract: the API's own description, public. */
const OUTSIDE_THE_CONTRACT = new Set(['GET /api/openapi.json']);

type Refusal = { status: 401 | 403; code: string };
/** `passes`: access control lets the call through, and the answer is the row's `allowed` status. */
type Cell = Refusal | 'passes';

const NO_CREDENTIALS: Refusal = { status: 401, code: ERROR_CODES.unauthorized };
const DEAD_TOKEN: Refusal = { status: 401, code: ERROR_CODES.tokenInvalid };
const FORBIDDEN: Refusal = { status: 403, code: ERROR_CODES.forbidden };

/**
 * What each access level answers each kind of caller. A signed file URL carries its
 * credential in the URL, not in a bearer header: for that column, each kind is a URL
 * signed that way (none, garbage, the wrong key, no signature, expired, or for the
 * session of that caller), and a refused signature is a 403 while a dead session is a 401.
 */
const CELLS: Record<Access, Record<CallerKind, Cell>> = {
  public: {
    'no token': 'passes',
    garbage: 'passes',
    'forged signature': 'passes',
    'alg none': 'passes',
    expired: 'passes',
    'signed-out session': 'passes',
    reader: 'passes',
    'suspended admin': 'passes',
    admin: 'passes',
    'super admin': 'passes',
  },
  reader: {
    'no token': NO_CREDENTIALS,
    garbage: DEAD_TOKEN,
    'forged signature': DEAD_TOKEN,
    'alg none': DEAD_TOKEN,
    expired: DEAD_TOKEN,
    'signed-out session': DEAD_TOKEN,
    reader: 'passes',
    'suspended admin': DEAD_TOKEN,
    admin: FORBIDDEN,
    'super admin': FORBIDDEN,
  },
  admin: {
    'no token': NO_CREDENTIALS,
    garbage: DEAD_TOKEN,
    'forged signature': DEAD_TOKEN,
    'alg none': DEAD_TOKEN,
    expired: DEAD_TOKEN,
    'signed-out session': DEAD_TOKEN,
    reader: FORBIDDEN,
    'suspended admin': DEAD_TOKEN,
    admin: 'passes',
    'super admin': 'passes',
  },
  super_admin: {
    'no token': NO_CREDENTIALS,
    garbage: DEAD_TOKEN,
    'forged signature': DEAD_TOKEN,
    'alg none': DEAD_TOKEN,
    expired: DEAD_TOKEN,
    'signed-out session': DEAD_TOKEN,
    reader: FORBIDDEN,
    'suspended admin': DEAD_TOKEN,
    admin: FORBIDDEN,
    'super admin': 'passes',
  },
  signed_url: {
    'no token': FORBIDDEN,
    garbage: FORBIDDEN,
    'forged signature': FORBIDDEN,
    'alg none': FORBIDDEN,
    expired: FORBIDDEN,
    'signed-out session': DEAD_TOKEN,
    reader: 'passes',
    'suspended admin': DEAD_TOKEN,
    admin: 'passes',
    'super admin': 'passes',
  },
};

/** An id no record has, so an allowed call changes nothing (a 404 from its handler). */
const NO_SUCH_ID = '2147483647';
/** A file key of the stored layout that names no file. */
const NO_SUCH_FILE = 'epapers/00000000-0000-4000-8000-000000000000/pages/1.pdf';

/**
 * The cheapest request that shows whether access control let a call through and changes
 * nothing when it does: ids no record has, and an empty JSON body, which validation
 * refuses after access control ran (Fastify's onRequest comes before validation).
 */
function probe(route: ContractRoute, caller: Caller) {
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'number' ? '1' : NO_SUCH_ID));
  if (route.access === 'signed_url') {
    return { method: route.method, url: `/api${path.replace('*', NO_SUCH_FILE)}?${caller.fileQuery(NO_SUCH_FILE)}` };
  }
  const hasBody = route.endpoint?.schemas.body !== undefined;
  return {
    method: route.method,
    url: `/api${path}`,
    headers: caller.headers,
    ...(hasBody && { payload: {} }),
  };
}

const inbox = smsInbox();
let t: TestApp;
let routes: ContractRoute[];
let callers: Record<CallerKind, Caller>;
const answered: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ TOKEN_SECRET: MATRIX_TOKEN_SECRET }, { sms: inbox });
  routes = await contractRoutes();
  callers = await makeCallers(t.app, t.database, inbox);
});
afterAll(async () => {
  if (answered.length > 0) {
    console.info(
      `permission matrix: ${routes.length} routes × ${CALLER_KINDS.length} callers = ${answered.length} cells`,
    );
  }
  await t?.close();
});

describe('the route contract and the matrix agree', () => {
  it('has a row for every route of the contract, and no row for a route it lacks', () => {
    const contractKeys = routes.map((route) => route.key).sort();
    expect(contractKeys).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('declares, for every route, the access its row says', () => {
    const declared = Object.fromEntries(routes.map((route) => [route.key, route.access]));
    const reviewed = Object.fromEntries(Object.entries(ROUTE_ACCESS).map(([key, row]) => [key, row.access]));
    expect(declared).toEqual(reviewed);
  });

  it('registers exactly the contract’s routes under /api (plus the API document)', () => {
    const registered = t.app.apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !OUTSIDE_THE_CONTRACT.has(key));
    expect(new Set(registered)).toEqual(new Set(routes.map((route) => `${route.method} /api${route.path}`)));
    for (const route of t.app.apiRoutes) {
      const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url.replace(/^\/api/, '')}`;
      if (!OUTSIDE_THE_CONTRACT.has(`GET ${route.url}`)) expect(route.access, key).toBe(ROUTE_ACCESS[key]?.access);
    }
  });
});

/** What an answer says about access control, in the terms of the table. */
function cellOf(response: LightMyRequestResponse): Cell | { status: number; code: unknown } {
  if (response.statusCode !== 401 && response.statusCode !== 403) return 'passes';
  const body = response.json<{ code?: unknown; message?: unknown }>();
  return { status: response.statusCode as 401 | 403, code: body.code };
}

describe('every route × every caller', () => {
  // The routes are read from the contract in beforeAll; the table's keys name the same ones
  // (the first test checks), so the cases can be declared from it.
  it.each(Object.keys(ROUTE_ACCESS))('%s', async (key) => {
    const route = routes.find((candidate) => candidate.key === key);
    if (!route) throw new Error(`${key} is not in the contract`);
    const row = ROUTE_ACCESS[key];
    if (!row) throw new Error(`${key} has no row`);
    const mismatches: string[] = [];
    for (const kind of CALLER_KINDS) {
      const response = await t.app.inject(probe(route, callers[kind]));
      answered.push(`${key} ${kind}`);
      // The reviewed table's access, not the contract's: a route opened in the contract alone fails here.
      const expected = CELLS[row.access][kind];
      const got = cellOf(response);
      if (response.statusCode >= 500) mismatches.push(`${kind}: ${response.statusCode} ${response.body}`);
      else if (JSON.stringify(got) !== JSON.stringify(expected)) {
        mismatches.push(`${kind}: expected ${JSON.stringify(expected)}, got ${response.statusCode} ${response.body}`);
      } else if (expected === 'passes') {
        if (response.statusCode !== row.allowed) {
          mismatches.push(`${kind}: allowed, expected ${row.allowed}, got ${response.statusCode} ${response.body}`);
        } else if (row.allowed !== 200) {
          const code = response.json<{ code?: unknown }>().code;
          if (code !== ALLOWED_CODE[row.allowed]) {
            mismatches.push(
              `${kind}: allowed ${row.allowed}, expected code ${ALLOWED_CODE[row.allowed]}, got ${response.body}`,
            );
          }
        }
      }
      if (got !== 'passes') {
        const message = response.json<{ message?: unknown }>().message;
        if (typeof message !== 'string' || message === '') mismatches.push(`${kind}: refusal without a message`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('a reader never reaches another reader’s data or files', () => {
  let edition: number;
  let readerA: { access: string; refresh: string; id: number; phone: string };
  let readerB: { access: string; id: number };
  let subscriptionOfA: number;
  let pageTwoOfA: ReaderPage;
  let pageOneOfB: ReaderPage;

  const readerGet = (url: string, access: string) =>
    t.app.inject({ method: 'GET', url: `/api/reader/${url}`, headers: bearer(access) });
  const fileGet = (signedUrl: string) => t.app.inject({ method: 'GET', url: signedUrl });
  /** A signed URL with its file key (the path after /api/files/) replaced. */
  const withKey = (signedUrl: string, key: string) => signedUrl.replace(/\/api\/files\/[^?]+/, `/api/files/${key}`);
  const keyOf = (signedUrl: string) => /\/api\/files\/([^?]+)/.exec(signedUrl)?.[1] ?? '';

  beforeAll(async () => {
    edition = await insertEdition(t.database, { title: 'Matrix Edition', publicationDate: '2026-11-20', pages: 3 });
    const phoneA = '+919777000001';
    const tokensA = await signInReader(t.app, inbox, phoneA);
    readerA = { ...tokensA, id: sessionOf(tokensA.access).userId, phone: phoneA };
    const tokensB = await signInReader(t.app, inbox, '+919777000002');
    readerB = { access: tokensB.access, id: sessionOf(tokensB.access).userId };

    const [plan] = await t.database.db
      .insert(plans)
      .values({ title: 'Matrix Plan', price: '10.00', durationDays: 30 })
      .returning();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [subscription] = await t.database.db
      .insert(userSubscriptions)
      .values({
        userId: readerA.id,
        planId: plan!.id,
        startDate: day(-10),
        endDate: day(10),
        status: 'active',
        amountPaid: '10.00',
      })
      .returning();
    subscriptionOfA = subscription!.id;

    const openedByA = await readerGet(`epapers/${edition}/pages/2/`, readerA.access);
    expect(openedByA.statusCode).toBe(200);
    pageTwoOfA = openedByA.json<ReaderPage>();
    const openedByB = await readerGet(`epapers/${edition}/pages/1/`, readerB.access);
    expect(openedByB.statusCode).toBe(200);
    pageOneOfB = openedByB.json<ReaderPage>();
  });

  it('refuses a free reader the page another reader’s subscription opens', async () => {
    const response = await readerGet(`epapers/${edition}/pages/2/`, readerB.access);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.forbidden });
  });

  it('refuses a reader’s own signed URL moved to another reader’s file', async () => {
    for (const url of [pageOneOfB.pdf_url, pageOneOfB.image_url]) {
      const moved = await fileGet(withKey(url, keyOf(pageTwoOfA.pdf_url)));
      expect(moved.statusCode, url).toBe(403);
      expect(moved.json()).toMatchObject({ code: ERROR_CODES.forbidden });
    }
  });

  it('refuses another reader’s signed URL re-addressed to this reader’s session', async () => {
    const session = sessionOf(readerB.access);
    const reissued = pageTwoOfA.pdf_url
      .replace(/([?&])u=\d+/, `$1u=${session.userId}`)
      .replace(/([?&])s=[^&]+/, `$1s=${session.sessionId}`);
    expect(reissued).not.toBe(pageTwoOfA.pdf_url);
    const response = await fileGet(reissued);
    expect(response.statusCode).toBe(403);
  });

  it('does not take a bearer token in place of a file URL’s signature', async () => {
    const unsigned = pageTwoOfA.pdf_url.split('?')[0] ?? '';
    const response = await t.app.inject({ method: 'GET', url: unsigned, headers: bearer(readerA.access) });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a reader every admin call that shows another reader, without a byte of it', async () => {
    const urls = [
      `/api/dashboard/users/${readerA.id}/`,
      `/api/dashboard/users/${readerA.id}/activity/`,
      `/api/dashboard/users/${readerA.id}/subscriptions/`,
      `/api/dashboard/users/?search=${encodeURIComponent(readerA.phone)}`,
      '/api/dashboard/users/?format=csv',
      `/api/user-subscriptions/${subscriptionOfA}/`,
      '/api/user-subscriptions/?format=csv',
      `/api/dashboard/audit/?record_id=${readerA.id}`,
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(readerB.access) });
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).not.toContain(readerA.phone.slice(3));
    }
    const changes = [
      { method: 'PATCH' as const, url: `/api/dashboard/users/${readerA.id}/`, payload: { name: 'Taken over' } },
      { method: 'POST' as const, url: `/api/dashboard/users/${readerA.id}/suspend/` },
      { method: 'POST' as const, url: `/api/user-subscriptions/${subscriptionOfA}/cancel/` },
    ];
    for (const change of changes) {
      const response = await t.app.inject({ ...change, headers: bearer(readerB.access) });
      expect(response.statusCode, change.url).toBe(403);
    }
    // Reader A is as before: still signed in, still subscribed.
    expect((await readerGet(`epapers/${edition}/pages/2/`, readerA.access)).statusCode).toBe(200);
  });

  it('ends a reader’s file URLs when that reader signs out: a copied URL is no key', async () => {
    const before = await fileGet(pageTwoOfA.pdf_url);
    expect([401, 403]).not.toContain(before.statusCode);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh: readerA.refresh },
    });
    expect(logout.statusCode).toBe(200);
    const after = await fileGet(pageTwoOfA.pdf_url);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: ERROR_CODES.tokenInvalid });
  });
});
