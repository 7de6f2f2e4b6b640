import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';

let t: TestApp;
let access: string;
const READERS = 2_500;

beforeAll(async () => {
  t = await createTestApp();
  // Readers straight into the table: a fixture, not the code under test. Every third is suspended.
  await t.database.pool.query(
    `INSERT INTO users (name, phone, email, role, is_active, date_joined)
     SELECT 'Reader ' || n, '+9170' || lpad(n::text, 8, '0'), 'reader' || n || '@example.in', 'user', n % 3 <> 0,
            now() - make_interval(mins => n)
     FROM generate_series(1, ${READERS}) AS n`,
  );
  await t.database.pool.query(
    `INSERT INTO users (name, phone, role) VALUES
       ('=HYPERLINK("http://evil.example","click")', '+917199999991', 'user'),
       ('@SUM(A1:A9)', '+917199999992', 'user'),
       ('-2+3', '+917199999993', 'user')`,
  );
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

const exportCsv = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/users/${query}`, headers: { ...bearer(access), ...headers } });

const linesOf = (body: string) => body.trimEnd().split(/\r?\n/);

describe('GET /api/dashboard/users/?format=csv', () => {
  it('streams every matching reader with a header row, paging ignored, as a dated download', async () => {
    const response = await exportCsv('?format=csv&page_size=5&page=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = linesOf(response.body);
    expect(lines[0]).toBe('ID,Name,Email,Phone,Address,Status,Verified,Registered,Last login');
    expect(lines).toHaveLength(1 + READERS + 3);
    // Newest first, as the list: the formula rows were inserted last with the newest date_joined.
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(READERS + 3);
  });

  it('applies the same search and status filters as the list', async () => {
    const suspended = linesOf((await exportCsv('?format=csv&is_active=false')).body);
    expect(suspended).toHaveLength(1 + Math.floor(READERS / 3));
    expect(suspended.slice(1).every((line) => line.includes(',Inactive,'))).toBe(true);
    const searched = linesOf((await exportCsv('?format=csv&search=reader12')).body);
    // reader12, reader120–129, reader1200–1299: 1 + 10 + 100.
    expect(searched).toHaveLength(1 + 111);
  });

  it('answers CSV when the client asks for it in Accept, and JSON otherwise', async () => {
    const viaAccept = await exportCsv('?is_active=false', { accept: 'text/csv' });
    expect(viaAccept.headers['content-type']).toBe('text/csv; charset=utf-8');
    const json = await exportCsv('?is_active=false');
    expect(json.json()).toMatchObject({ count: Math.floor(READERS / 3) });
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const body = (await exportCsv('?format=csv&search=99999')).body;
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(body).toContain(",'@SUM(A1:A9),");
    expect(body).toContain(",'-2+3,");
    expect(body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('refuses an unknown format with a field message', async () => {
    const response = await exportCsv('?format=xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.format).toEqual(['Format must be json or csv']);
  });

  it('needs a signed-in admin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/users/?format=csv' });
    expect(response.statusCode).toBe(401);
  });
});
