// Deep pages of the reader list start from a remembered key (every 10,000 rows) and
// pages past the middle are read from the end: every such page must be exactly the rows
// an ORDER BY … LIMIT … OFFSET of the whole list gives, before and after the list changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';

let t: TestApp;
let access: string;
const READERS = 25_000;

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

async function expectedIds(ordering: keyof typeof ORDER_SQL, offset: number, where = sql`true`) {
  const result = await t.database.db.execute(
    sql`SELECT id FROM users WHERE role = 'user' AND ${where} ORDER BY ${ORDER_SQL[ordering]} LIMIT 20 OFFSET ${offset}`,
  );
  return (result.rows as Array<{ id: number }>).map((row) => Number(row.id));
}

async function listedIds(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/users/?${query}`,
    headers: bearer(access),
  });
  expect(response.statusCode).toBe(200);
  return (response.json().results as Array<{ id: number }>).map((user) => user.id);
}

describe('deep pages of the reader list', () => {
  it('answers every page, near either end and past an anchor, exactly as the full order does', async () => {
    for (const ordering of ['-date_joined', 'date_joined', 'name', '-name'] as const) {
      for (const page of [1, 500, 501, 626, 700, 1250, 1251]) {
        expect(await listedIds(`ordering=${ordering}&page=${page}`)).toEqual(
          await expectedIds(ordering, (page - 1) * 20),
        );
      }
    }
  });

  it('keeps the suspended-only and searched lists exact on deep pages', async () => {
    // About 2,800 suspended: page 100 is in the second half, read from the end.
    expect(await listedIds('is_active=false&page=100')).toEqual(
      await expectedIds('-date_joined', 99 * 20, sql`NOT is_active`),
    );
    // Every reader matches "deep": page 600 starts from the remembered row 10,000.
    expect(await listedIds('search=deep&page=600')).toEqual(
      await expectedIds('-date_joined', 599 * 20, sql`search_text LIKE '%deep%'`),
    );
    expect(await listedIds('search=deep%201&page=100')).toEqual(
      await expectedIds('-date_joined', 99 * 20, sql`search_text LIKE '%deep 1%'`),
    );
  });

  it('moves every deep page when readers join, forgetting where pages started before', async () => {
    // Page 600 starts from the remembered row 10,000 newest first; page 700, in the second
    // half, from the remembered row 10,000 oldest first.
    const before = { 600: await listedIds('page=600'), 700: await listedIds('page=700') };
    expect(before[600]).toEqual(await expectedIds('-date_joined', 599 * 20));
    // One joins before each remembered row: among the newest, and among the oldest.
    await t.database.db.execute(sql`
      INSERT INTO users (name, phone, role, date_joined)
      VALUES ('Deep newer', '+917099999998', 'user', timestamptz '2024-01-01' + 4000 * interval '1 hour' + interval '1 second'),
             ('Deep older', '+917099999999', 'user', timestamptz '2024-01-01' + 1000 * interval '1 hour' + interval '1 second')`);
    const after = { 600: await listedIds('page=600'), 700: await listedIds('page=700') };
    expect(after[600]).toEqual(await expectedIds('-date_joined', 599 * 20));
    expect(after[700]).toEqual(await expectedIds('-date_joined', 699 * 20));
    expect(after[600]).not.toEqual(before[600]);
  });
});
