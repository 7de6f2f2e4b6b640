import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { uploadFieldsSchema, uploadScheduleFieldsSchema } from '@epaper/shared/epapers.contract';
import { planRequestSchema } from '@epaper/shared/plans.contract';
import { epaperPages, plans, userSubscriptions } from '../db/schema.ts';
import { signFileUrl } from '../lib/signed-url.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../test/fixtures.ts';
import { insertEdition, signInReader, smsInbox } from '../test/reader-fixtures.ts';
import { waitForProcessing } from '../test/epaper-uploads.ts';
import { newspaperPdf } from '../test/pdf-fixtures.ts';
import { MATRIX_TOKEN_SECRET, sessionOf } from '../test/callers.ts';
import { contractRoutes, type ContractRoute } from '../test/contract-routes.ts';
import { changedTables, tableCounts, type TableCounts } from '../test/table-counts.ts';
import { HOSTILE_STRINGS, ODD_DATES } from '../test/hostile-values.ts';
import {
  encodeText,
  entriesFor,
  fieldsOf,
  jsonOf,
  malformedBody,
  pathSegment,
  plausibleValue,
  queryOf,
  rawQueryFragment,
  type Entries,
  type Hints,
} from '../test/request-arbitraries.ts';

/**
 * Fuzzing of every route of the contract, from its schemas: each route gets requests
 * made of plausible values mutated with wrong types, boundaries, hostile strings, odd
 * dates, extra fields and malformed bodies, sent as the caller its access level admits
 * (a Super Admin, a reader, or nobody for the public routes). Whatever is sent:
 * - no answer is a 5xx;
 * - every 4xx is `{message, code}` with a message and a code of ERROR_CODES;
 * - a refused request stores nothing: the row count of every table (the audit trail's
 *   among them) is what it was before it.
 * Fixed seed and bounded runs and time per route, so a failure replays and the file fits
 * in `npm test`.
 */
const SEED = 20_261_122;
const RUNS_PER_ROUTE = 40;
const TIME_PER_ROUTE_MS = 700;
/** Routes whose calls take longer (an upload is stored and processed): more time for as many runs. */
const SLOW_ROUTES_MS: Record<string, number> = { 'POST /epapers/upload-paper/': 3_000, 'POST /auth/login/': 1_500 };

/** Bodies the contract cannot type with a plain object schema: what their fields are. */
const BODY_FIELDS_BEYOND_THE_SCHEMA: Record<string, z.ZodType> = {
  // A custom schema: the whole plan, or `is_active` alone (the table's switch).
  'PUT /plans/:id/': planRequestSchema,
  // Multipart: the text fields beside the file, which the upload service validates.
  'POST /epapers/upload-paper/': uploadFieldsSchema.extend(uploadScheduleFieldsSchema.shape),
  // The body may be left out altogether; when sent, this object.
  'POST /epapers/:id/publish/': z.object({ confirm_same_day: z.boolean().optional() }),
};

type Refusal = { status: number; body: { errors?: Record<string, unknown> } };
const names = (field: string) => (refusal: Refusal) => refusal.body.errors?.[field] !== undefined;
const throttled = (refusal: Refusal) => refusal.status === 429;

/**
 * Refusals that record something on purpose, and what: a password or code that was
 * checked and was wrong counts against its limit (that count is the lockout), so such a
 * refusal adds an attempt row; a wrong code counts a try on the code, and an expired one
 * is deleted (also when too many wrong codes end it: a 429). A refusal before the check (a
 * malformed body) or by a limit (a 429 at sign-in) records nothing, like every other refusal.
 */
const RECORDED_REFUSALS: Record<string, { when: (refusal: Refusal) => boolean; tables: string[] }> = {
  'POST /auth/login/': {
    when: (refusal) => refusal.status === 401 || refusal.status === 403,
    tables: ['sign_in_failures'],
  },
  'POST /auth/verify-otp/': {
    when: (refusal) => names('otp')(refusal) || refusal.status === 403 || throttled(refusal),
    tables: ['sign_in_failures', 'otp_codes'],
  },
  'PUT /users/profile/': {
    when: (refusal) => names('current_password')(refusal),
    tables: ['sign_in_failures'],
  },
};

/** An address of its own for the unauthenticated fuzzing, so its throttling never reaches the test's sign-ins. */
const FUZZ_ADDRESS = '203.0.113.77';
const DOCUMENTED_CODES = new Set<unknown>(Object.values(ERROR_CODES));
const NO_SUCH_FILE = 'epapers/00000000-0000-4000-8000-000000000000/pages/1.pdf';

type FuzzRequest = InjectOptions & { method: string; url: string; headers: Record<string, string> };

const inbox = smsInbox();
let t: TestApp;
let superAdmin: string;
let reader: string;
let pdf: Uint8Array;
let hints: Hints;
/** Real ids by path parameter name, so mutated requests reach the handlers and the database. */
let ids: Record<string, string[]>;
let freshAccounts = 0;
const findings: string[] = [];
/** Answers by status over the whole file, for the summary. */
const statuses = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp({ TOKEN_SECRET: MATRIX_TOKEN_SECRET }, { sms: inbox });
  superAdmin = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  reader = (await signInReader(t.app, inbox, '+919666000001')).access;
  pdf = newspaperPdf({ pages: 1 });

  const edition = await insertEdition(t.database, { title: 'Fuzz Edition', publicationDate: '2026-11-20', pages: 3 });
  const pages = await t.database.db.select({ id: epaperPages.id }).from(epaperPages);
  const [plan] = await t.database.db
    .insert(plans)
    .values({ title: 'Fuzz Plan', price: '10.00', durationDays: 30 })
    .returning();
  const victim = sessionOf((await signInReader(t.app, inbox, '+919666000002')).access).userId;
  const today = new Date().toISOString().slice(0, 10);
  const [subscription] = await t.database.db
    .insert(userSubscriptions)
    .values({
      userId: victim,
      planId: plan!.id,
      startDate: today,
      endDate: '2099-12-31',
      status: 'active',
      amountPaid: '10.00',
    })
    .returning();
  const otherAdmin = await insertAccount(t.database, {
    phone: '+919666000003',
    password: 'other-admin-pw',
    role: 'admin',
  });
  ids = {
    id: [edition, plan!.id, victim, subscription!.id, otherAdmin.id].map(String),
    pageId: pages.map((page) => String(page.id)),
    number: ['1', '2', '3'],
  };
  hints = { phones: [SUPER_ADMIN.phone, '+919666000002', '+919666000003'] };
});
afterAll(async () => {
  const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.info(`contract fuzzing: ${total} requests over ${ROUTES.length} routes (${byStatus.join(' ')})`);
  if (findings.length > 0) console.info(`contract fuzzing found:\n${findings.join('\n')}`);
  await t?.close();
});

/** The Super Admin's token, signed in afresh when a fuzzed call ended the session (a password reset of itself). */
async function liveSuperAdmin(): Promise<string> {
  const check = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: bearer(superAdmin) });
  if (check.statusCode !== 200) {
    const phone = `+919555${String(freshAccounts++).padStart(6, '0')}`;
    await insertAccount(t.database, { phone, password: 'fresh-super-admin', role: 'super_admin' });
    superAdmin = (await signIn(t.app, phone, 'fresh-super-admin')).access;
  }
  return superAdmin;
}

async function liveReader(): Promise<string> {
  const check = await t.app.inject({ method: 'GET', url: '/api/reader/epapers/', headers: bearer(reader) });
  if (check.statusCode !== 200) {
    reader = (await signInReader(t.app, inbox, `+919444${String(freshAccounts++).padStart(6, '0')}`)).access;
  }
  return reader;
}

// ---------------------------------------------------------------------------------------------
// Requests

const boundary = '----contract-fuzz-boundary';
const textOf = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const fieldPart = (name: string, value: unknown) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${textOf(value)}\r\n`;
/** 5,000 small parts ahead of the real ones: the parts limit must answer, with a documented code. */
const MANY_PARTS = Array.from({ length: 5_000 }, (_, index) => fieldPart(`f${index}`, 'x')).join('');

type MultipartShape = 'well formed' | 'no boundary' | 'wrong boundary' | 'cut short' | 'many parts';
type FileMode = 'file' | 'no file' | 'file first' | 'two files';

/** An upload's multipart body: fuzzed text fields, a small real PDF (its content is tested elsewhere), a shape. */
function multipart(entries: Entries, fileMode: FileMode, shape: MultipartShape) {
  const file = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="pdf_file"; filename="edition.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(pdf),
    Buffer.from('\r\n'),
  ]);
  const fields = Buffer.from(
    (shape === 'many parts' ? MANY_PARTS : '') + entries.map(([k, v]) => fieldPart(k, v)).join(''),
  );
  const files = fileMode === 'no file' ? [] : fileMode === 'two files' ? [file, file] : [file];
  const body = Buffer.concat(
    fileMode === 'file first'
      ? [...files, fields, Buffer.from(`--${boundary}--\r\n`)]
      : [fields, ...files, Buffer.from(`--${boundary}--\r\n`)],
  );
  const contentType =
    shape === 'no boundary'
      ? 'multipart/form-data'
      : shape === 'wrong boundary'
        ? 'multipart/form-data; boundary=not-the-boundary'
        : `multipart/form-data; boundary=${boundary}`;
  return { contentType, payload: shape === 'cut short' ? body.subarray(0, Math.max(0, body.length - 40)) : body };
}

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });

function bodyArbitrary(
  route: ContractRoute,
): fc.Arbitrary<{ contentType: string | undefined; payload: string | Buffer } | undefined> {
  const schema = BODY_FIELDS_BEYOND_THE_SCHEMA[route.key] ?? route.endpoint?.schemas.body;
  if (route.key === 'POST /epapers/upload-paper/') {
    return fc.oneof(
      weighted(
        6,
        fc
          .tuple(
            entriesFor(fieldsOf(schema), hints),
            fc.constantFrom<FileMode>('file', 'file', 'file', 'no file', 'file first', 'two files'),
            fc.oneof(
              weighted(6, fc.constant<MultipartShape>('well formed')),
              weighted(1, fc.constantFrom<MultipartShape>('no boundary', 'wrong boundary', 'cut short', 'many parts')),
            ),
          )
          .map(([entries, fileMode, shape]) => multipart(entries, fileMode, shape)),
      ),
      weighted(1, malformedBody),
    );
  }
  if (schema) {
    return fc.oneof(
      weighted(
        5,
        entriesFor(fieldsOf(schema), hints).map((entries) => ({
          contentType: 'application/json',
          payload: jsonOf(entries),
        })),
      ),
      weighted(1, malformedBody),
    );
  }
  if (route.method === 'GET') return fc.constant(undefined);
  // A call without a body, sent one anyway.
  return fc.oneof(weighted(4, fc.constant(undefined)), weighted(1, malformedBody));
}

function headersFor(route: ContractRoute, token: { superAdmin: string; reader: string }): Record<string, string> {
  if (route.access === 'public') return {};
  return bearer(route.access === 'reader' ? token.reader : token.superAdmin);
}

/** Requests for a route of the contract, from its params, query and body schemas. */
function requestArbitrary(
  route: ContractRoute,
  token: { superAdmin: string; reader: string },
): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const params = fc.record(Object.fromEntries(names.map((name) => [name, pathSegment(ids[name] ?? ids.id ?? ['1'])])));
  const querySchema = route.endpoint?.schemas.query;
  const query = querySchema
    ? fc
        .tuple(entriesFor(fieldsOf(querySchema), hints), rawQueryFragment)
        .map(([entries, raw]) => queryOf(entries, raw))
    : rawQueryFragment.map((raw) => raw ?? '');
  return fc.tuple(params, query, bodyArbitrary(route)).map(([values, search, body]) => {
    const path = route.path.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? '');
    const headers = {
      ...headersFor(route, token),
      ...(body?.contentType !== undefined && { 'content-type': body.contentType }),
    };
    return {
      method: route.method,
      url: `/api${path}${search ? `?${search}` : ''}`,
      headers,
      ...(body && { payload: body.payload }),
      ...(route.access === 'public' && { remoteAddress: FUZZ_ADDRESS }),
    } as FuzzRequest;
  });
}

const hostileKey = fc.oneof(
  fc.constantFrom(
    NO_SUCH_FILE,
    '../../../../etc/passwd',
    'epapers/../../../etc/passwd',
    'epapers/%2e%2e/%2e%2e/etc/passwd',
    '/etc/passwd',
    'C:\\Windows\\win.ini',
    '.tmp/upload.part',
    'epapers/x/original.pdf\u0000.webp',
    '',
    '.',
    'a'.repeat(2_000),
  ),
  fc.constantFrom(...HOSTILE_STRINGS),
);

/**
 * The signed file route: a URL signed for the Super Admin's live session (so the route's
 * own code runs) for hostile keys and download names, or a URL whose signature fields
 * are mutated.
 */
function fileRequestArbitrary(token: string): fc.Arbitrary<FuzzRequest> {
  const session = sessionOf(token);
  const key = new TextEncoder().encode(MATRIX_TOKEN_SECRET);
  const pathOf = (fileKey: string) => `/api/files/${fileKey.split('/').map(encodeText).join('/')}`;
  const signed = fc
    .tuple(
      hostileKey,
      fc.option(fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 30 })), {
        nil: undefined,
      }),
      fc.integer({ min: -7200, max: 7200 }),
    )
    .map(([fileKey, download, offset]) => {
      const query = signFileUrl(
        '',
        {
          key: fileKey,
          userId: session.userId,
          sessionId: session.sessionId,
          expiresAt: Math.floor(Date.now() / 1000) + offset,
          ...(download !== undefined && download !== '' && { download }),
        },
        key,
      ).split('?')[1];
      return { method: 'GET', url: `${pathOf(fileKey)}?${query}`, headers: {} };
    });
  const fields = {
    u: { type: 'integer', minimum: 1 },
    s: { type: 'string' },
    e: { type: 'integer', minimum: 0 },
    sig: { type: 'string', minLength: 43, maxLength: 43 },
    d: { type: 'string' },
  };
  const mutated = fc.tuple(hostileKey, entriesFor(fields, hints), rawQueryFragment).map(([fileKey, entries, raw]) => ({
    method: 'GET',
    url: `${pathOf(fileKey)}?${queryOf(entries, raw)}`,
    headers: {},
  }));
  return fc.oneof(weighted(3, signed), weighted(2, mutated));
}

// ---------------------------------------------------------------------------------------------
// Checks

/** What is wrong with an answer, or undefined when nothing is. */
function answerProblem(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  let body: { message?: unknown; code?: unknown };
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} without a JSON body: ${response.body.slice(0, 120)}`;
  }
  if (typeof body.message !== 'string' || body.message.trim() === '') return `${response.statusCode} without a message`;
  if (!DOCUMENTED_CODES.has(body.code))
    return `${response.statusCode} with the undocumented code ${JSON.stringify(body.code)}`;
  return undefined;
}

const parsed = (response: LightMyRequestResponse): Refusal['body'] => {
  try {
    return response.json();
  } catch {
    return {};
  }
};

const shown = (request: FuzzRequest) => {
  const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 160);
  return `${request.method} ${request.url.slice(0, 160)} [${request.headers['content-type'] ?? 'no content type'}] ${JSON.stringify(payload)}`;
};

/** Waits out the processing a successful call started, so its rows do not land during a later request's count. */
async function settle(response: LightMyRequestResponse): Promise<void> {
  let body: { id?: unknown; processing_status?: unknown };
  try {
    body = response.json();
  } catch {
    return;
  }
  if (body.processing_status === 'pending' && typeof body.id === 'number') {
    await waitForProcessing(t.app, await liveSuperAdmin(), body.id, 30_000);
  }
}

/**
 * Sends requests to a route and checks each answer; returns the route's distinct
 * problems, each with up to five inputs. `drive` calls `send` for every request.
 */
async function checked(route: ContractRoute, drive: (send: (request: FuzzRequest) => Promise<void>) => Promise<void>) {
  const problems = new Map<string, string[]>();
  const note = (problem: string, request: FuzzRequest) => {
    const kind = problem.replace(/\d+ → \d+/g, 'n → m').slice(0, 120);
    const examples = problems.get(kind) ?? [];
    if (examples.length < 5) examples.push(`${problem}\n      ← ${shown(request)}`);
    problems.set(kind, examples);
  };
  const recorded = RECORDED_REFUSALS[route.key];
  let counts: TableCounts = await tableCounts(t.database);
  await drive(async (request) => {
    const response = await t.app.inject(request);
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const problem = answerProblem(response);
    if (problem) note(problem, request);
    if (response.statusCode < 400) {
      await settle(response);
      counts = await tableCounts(t.database);
      return;
    }
    const after = await tableCounts(t.database);
    const refusal = { status: response.statusCode, body: parsed(response) };
    const allowed = recorded?.when(refusal) ? recorded.tables : [];
    const changed = changedTables(counts, after, allowed);
    if (changed.length > 0) note(`${response.statusCode} refused but stored: ${changed.join(', ')}`, request);
    counts = after;
  });
  const found = [...problems.values()].flat().map((problem) => `  ${route.key}: ${problem}`);
  findings.push(...found);
  return found;
}

/** The random part: fast-check's runs from the fixed seed, within the route's time. */
async function fuzz(route: ContractRoute, requests: fc.Arbitrary<FuzzRequest>): Promise<string[]> {
  let sent = 0;
  // The time bound is kept here rather than with fast-check's interruptAfterTimeLimit,
  // which abandons a run in flight: its request (an upload's processing) would then land
  // in the next route's counts.
  const deadline = Date.now() + (SLOW_ROUTES_MS[route.key] ?? TIME_PER_ROUTE_MS);
  const found = await checked(route, (send) =>
    fc.assert(
      fc.asyncProperty(requests, async (request) => {
        if (Date.now() > deadline) return;
        sent++;
        await send(request);
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE },
    ),
  );
  if (sent < 3) found.push(`  ${route.key}: only ${sent} requests in the time given`);
  return found;
}

/** Values every field gets alone: date fields the odd dates too. */
const SWEEP_VALUES: readonly unknown[] = [
  '',
  '\u0000',
  'a\ud800',
  '\u202eabc',
  '\u0085',
  'a'.repeat(10_000),
  "' OR '1'='1",
  null,
  [],
  {},
  true,
  -1,
  2_147_483_648,
  1e308,
];
const sweepValuesOf = (name: string) =>
  /date$|^from$|^to$/.test(name) ? [...ODD_DATES, ...SWEEP_VALUES] : SWEEP_VALUES;

/**
 * The systematic part: one plausible request per route (from the same seed), then each of
 * its fields alone set to each sweep value, the rest as they were. Random runs reach a
 * given field with a given odd value rarely; this reaches every one, every run.
 */
function sweepRequests(
  route: ContractRoute,
  token: { superAdmin: string; reader: string },
  idIndex: number,
): FuzzRequest[] {
  const isUpload = route.key === 'POST /epapers/upload-paper/';
  const bodySchema = BODY_FIELDS_BEYOND_THE_SCHEMA[route.key] ?? route.endpoint?.schemas.body;
  const querySchema = route.endpoint?.schemas.query;
  const requests: FuzzRequest[] = [];
  for (const [part, schema] of [
    ['body', bodySchema],
    ['query', querySchema],
  ] as const) {
    const fields = fieldsOf(schema);
    const names = Object.keys(fields);
    if (names.length === 0) continue;
    const plausible = fc.record(
      Object.fromEntries(names.map((name) => [name, plausibleValue(name, fields[name] ?? {}, hints)])),
    );
    // A base the schema accepts where one is found, so each swept value is the only thing wrong.
    const samples = fc.sample(plausible, { seed: SEED, numRuns: 50 });
    const base = samples.find((sample) => schema?.safeParse(sample).success) ?? samples[0] ?? {};
    const dateNames = names.filter((name) => /date$|^from$|^to$/.test(name));
    // Each field alone, then every date field at once (a range from year 0 to year 0 is short enough to pass).
    const variants: Record<string, unknown>[] = [
      ...names.flatMap((name) => sweepValuesOf(name).map((value) => ({ ...base, [name]: value }))),
      ...(dateNames.length > 1
        ? ODD_DATES.flatMap((value) => {
            const dates = Object.fromEntries(dateNames.map((name) => [name, value]));
            return [{ ...base, ...dates }, dates];
          })
        : []),
      // The base alone first: the probe that picks the record the sweep reaches.
    ];
    variants.unshift(base);
    {
      for (const variant of variants) {
        const entries: Entries = Object.entries(variant);
        const path = route.path.replace(/:(\w+)/g, (_match, param: string) => {
          const real = ids[param] ?? ids.id ?? ['1'];
          return real[idIndex % real.length] ?? '1';
        });
        const body =
          part !== 'body'
            ? undefined
            : isUpload
              ? multipart(entries, 'file', 'well formed')
              : { contentType: 'application/json', payload: jsonOf(entries) };
        requests.push({
          method: route.method,
          url: `/api${path}${part === 'query' ? `?${queryOf(entries)}` : ''}`,
          headers: {
            ...headersFor(route, token),
            ...(body && { 'content-type': body.contentType }),
          },
          ...(body && { payload: body.payload }),
          ...(route.access === 'public' && { remoteAddress: FUZZ_ADDRESS }),
        } as FuzzRequest);
      }
    }
  }
  return requests;
}

// Routes that delete go last, so the records the others reach by id are there for them.
const order = (key: string) => (key.startsWith('DELETE ') ? 1 : 0);
const ROUTES = (await contractRoutes()).sort((a, b) => order(a.key) - order(b.key) || a.key.localeCompare(b.key));

describe('the fuzzer reads the contract', () => {
  it('finds the fields of every body and query schema, so no route is fuzzed with junk alone', () => {
    const unread = ROUTES.flatMap((route) => {
      const body = BODY_FIELDS_BEYOND_THE_SCHEMA[route.key] ?? route.endpoint?.schemas.body;
      const query = route.endpoint?.schemas.query;
      return [
        ...(body && Object.keys(fieldsOf(body)).length === 0 ? [`${route.key} body`] : []),
        ...(query && Object.keys(fieldsOf(query)).length === 0 ? [`${route.key} query`] : []),
      ];
    });
    expect(unread).toEqual([]);
    // The upload's body has no schema in the contract (it is multipart): its fields are named here.
    expect(
      ROUTES.filter((route) => route.method !== 'GET' && !route.endpoint?.schemas.body).map((r) => r.key),
    ).toContain('POST /epapers/upload-paper/');
  });
});

describe('every route of the contract, fuzzed from its schemas: no 5xx, documented refusals, nothing stored when refused', () => {
  it.each(ROUTES)('$key', async (route) => {
    const token = { superAdmin: await liveSuperAdmin(), reader: await liveReader() };
    const requests =
      route.access === 'signed_url' ? fileRequestArbitrary(token.superAdmin) : requestArbitrary(route, token);
    expect(await fuzz(route, requests)).toEqual([]);
  });
});

describe('every field of every route alone, set to each hostile value: the same three rules', () => {
  const swept = ROUTES.filter(
    (route) =>
      Object.keys(fieldsOf(BODY_FIELDS_BEYOND_THE_SCHEMA[route.key] ?? route.endpoint?.schemas.body)).length +
        Object.keys(fieldsOf(route.endpoint?.schemas.query)).length >
      0,
  );
  it.each(swept)('$key', async (route) => {
    const token = { superAdmin: await liveSuperAdmin(), reader: await liveReader() };
    // The record the sweep reaches: the first real id whose plausible request is not a 404
    // (the ids of the pool belong to different tables).
    let idIndex = 0;
    if (route.path.includes(':')) {
      for (let index = 0; index < (ids.id?.length ?? 1); index++) {
        const [probe] = sweepRequests(route, token, index);
        if (probe && (await t.app.inject(probe)).statusCode !== 404) {
          idIndex = index;
          break;
        }
      }
    }
    const found = await checked(route, async (send) => {
      for (const request of sweepRequests(route, token, idIndex)) await send(request);
    });
    expect(found).toEqual([]);
  });
});
