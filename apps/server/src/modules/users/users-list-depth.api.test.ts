// The reader list numbers its pages as deep as LIST_DEPTH rows: the last numbered page is
// exactly the rows an ORDER BY … LIMIT … OFFSET of the whole list gives, a page past it
// is refused, the reversed order reaches the other end, and every count is exact, also
// right after readers join, are suspended or leave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { LIST_DEPTH, LIST_DEPTH_TEXTS } from '@epaper/shared/list-depth';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';

let t: TestApp;
let access: string;
const READERS = LIST_DEPTH + 60;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  // Many readers share a join time, so the id tie-break matters; a few names repeat.
  await t.database.db.execute(sql`
    INSERT INTO users (name, phone, role, is_active, date_joined)
    SELECT 'Deep ' || (g % 997), '+9170' || lpad(g::text, 8, '0'), 'user', g % 9 <> 0,
           timestamptz '2024-01-01' + (g % 5000) * interval '1 hour'
      FROM generate_series(1, ${READERS}) AS g`);
}, 120_000);
afterAll(async () => t?.close());

const ORDER_SQL = {
  '-date_joined': sql`date_joined DESC, id DESC`,
  date_joined: sql`date_joined ASC, id ASC`,
  name: sql`name ASC, id ASC`,
  '-name': sql`name DESC, id DESC`,
} as const;

/** The ids of the whole list in `ordering`, and how many there are. */
async function expected(ordering: keyof typeof ORDER_SQL, where: SQL = sql`true`) {
  const result = await t.database.db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE role = 'user' AND ${where} ORDER BY ${ORDER_SQL[ordering]}`,
  );
  return result.rows.map((row) => Number(row.id));
}

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/users/?${query}`, headers: bearer(access) });

async function listed(query: string) {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ count: number; next: string | null; results: Array<{ id: number }> }>();
  return { count: body.count, next: body.next, ids: body.results.map((user) => user.id) };
}

describe('how deep the reader list pages', () => {
  it('answers the last numbered page exactly, without a next page past it', async () => {
    for (const ordering of ['-date_joined', 'date_joined', 'name', '-name'] as const) {
      const all = await expected(ordering);
      const last = await listed(`ordering=${ordering}&page=${LIST_DEPTH / 20}`);
      expect(last.ids).toEqual(all.slice(LIST_DEPTH - 20, LIST_DEPTH));
      expect(last.count).toBe(all.length);
      expect(last.next).toBeNull();
    }
    const wide = await listed(`page=${LIST_DEPTH / 100}&page_size=100`);
    expect(wide.ids).toEqual((await expected('-date_joined')).slice(LIST_DEPTH - 100, LIST_DEPTH));
  });

  it.each([`page=${LIST_DEPTH / 20 + 1}`, `page=${LIST_DEPTH / 100 + 1}&page_size=100`, 'page=1000000'])(
    'refuses %s, a page past the first rows, on its page field',
    async (query) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', errors: { page: [LIST_DEPTH_TEXTS.tooDeep] } });
    },
  );

  it('starts the reversed order from the other end', async () => {
    for (const [ordering, reversed] of [
      ['-date_joined', 'date_joined'],
      ['name', '-name'],
    ] as const) {
      const all = await expected(ordering);
      expect((await listed(`ordering=${reversed}`)).ids).toEqual(all.slice(-20).reverse());
    }
    // The default order is newest first: its reverse is the oldest readers.
    expect((await listed('ordering=date_joined&is_active=false')).ids).toEqual(
      (await expected('-date_joined', sql`NOT is_active`)).slice(-20).reverse(),
    );
  });

  it('counts every filter exactly and pages the filtered lists as deep as they go', async () => {
    const suspended = await expected('-date_joined', sql`NOT is_active`);
    const page = await listed('is_active=false&page=50');
    expect(page).toMatchObject({ count: suspended.length, ids: suspended.slice(980, 1000) });
    const searched = await expected('-date_joined', sql`search_text LIKE '%deep 1%'`);
    expect(await listed('search=deep%201&page=100')).toMatchObject({
      count: searched.length,
      ids: searched.slice(1980, 2000),
    });
    const both = await expected('-date_joined', sql`is_active AND search_text LIKE '%deep 12%'`);
    expect((await listed('search=Deep%2012&is_active=true')).count).toBe(both.length);
  });

  it('keeps every count exact as readers join, are suspended and leave', async () => {
    const count = async (query: string) => (await listed(query)).count;
    const queries = ['', 'is_active=true', 'is_active=false', 'search=deep%207', 'search=deep%207&is_active=false'];
    const before = await Promise.all(queries.map(count));
    const joined = await t.database.db.execute<{ id: number }>(sql`
      INSERT INTO users (name, phone, role, date_joined) VALUES ('Deep 7 joined', '+917099999998', 'user', now())
      RETURNING id`);
    const id = joined.rows[0]!.id;
    expect(await Promise.all(queries.map(count))).toEqual([
      before[0]! + 1,
      before[1]! + 1,
      before[2],
      before[3]! + 1,
      before[4],
    ]);
    expect((await listed('')).ids[0]).toBe(id);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/users/${id}/suspend/`,
      headers: bearer(access),
    });
    expect(suspend.statusCode).toBe(200);
    expect(await Promise.all(queries.map(count))).toEqual([
      before[0]! + 1,
      before[1],
      before[2]! + 1,
      before[3]! + 1,
      before[4]! + 1,
    ]);
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${id}`);
    expect(await Promise.all(queries.map(count))).toEqual(before);
  });

  it('pages a search as deep as it goes, and shows a rename on its next page at once', async () => {
    const matching = sql`search_text LIKE '%deep%'`;
    const before = await expected('name', matching);
    expect(before.length).toBeGreaterThan(LIST_DEPTH);
    const deepest = `search=deep&ordering=name&page=${LIST_DEPTH / 20}`;
    expect(await listed(deepest)).toMatchObject({
      count: before.length,
      ids: before.slice(LIST_DEPTH - 20, LIST_DEPTH),
    });
    // A reader from the deepest page renamed to sort first: both pages show it moved.
    const moved = before[LIST_DEPTH - 5]!;
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/dashboard/users/${moved}/`,
      headers: bearer(access),
      payload: { name: 'Aaa Deep first' },
    });
    expect(rename.statusCode).toBe(200);
    const after = await expected('name', matching);
    expect(after[0]).toBe(moved);
    expect((await listed('search=deep&ordering=name')).ids[0]).toBe(moved);
    expect((await listed(deepest)).ids).toEqual(after.slice(LIST_DEPTH - 20, LIST_DEPTH));
  });
});
