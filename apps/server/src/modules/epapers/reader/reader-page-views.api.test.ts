// What a page view is (README.md): a reader's repeat of a page within 30 minutes is the
// same view, an opening faster than anyone reads is refused with 429, and the roll-ups the
// dashboard shows still equal a recount of the raw rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Overview } from '@epaper/shared/analytics.contract';
import { dailyPageViews, pageViews, pageViewWindows, users } from '../../../db/schema.ts';
import { createTestApp, startTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';
import { insertEdition, signInReader, smsInbox } from '../../../test/reader-fixtures.ts';
import { getAnalytics } from '../../../test/analytics-client.ts';
import { readRawRows, recountDays, recountEditions } from '../../../test/analytics-recount.ts';
import { PAGE_VIEW_RULES, prunePageViewWindows } from '../../analytics/page-views.service.ts';
import { PAGE_OPEN_TEXTS } from './reader.service.ts';

const inbox = smsInbox();
let t: TestApp;
let admin: string;
let edition: number;
let otherEdition: number;
beforeAll(async () => {
  t = await createTestApp({}, { sms: inbox });
  admin = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  edition = await insertEdition(t.database, { title: 'Morning Edition', publicationDate: '2026-11-20', pages: 4 });
  otherEdition = await insertEdition(t.database, { title: 'Evening Edition', publicationDate: '2026-11-21', pages: 4 });
});
afterAll(async () => t?.close());

let next = 0;
/** A new reader, signed in: its token and its id. */
async function newReader(): Promise<{ access: string; id: number }> {
  const phone = `+9172${String(1_000_000 + next++).padStart(8, '0')}`;
  const { access } = await signInReader(t.app, inbox, phone);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return { access, id: row!.id };
}
const open = (app: TestApp['app'], reader: { access: string }, epaperId: number, page = 1) =>
  app.inject({ method: 'GET', url: `/api/reader/epapers/${epaperId}/pages/${page}/`, headers: bearer(reader.access) });
const viewsOf = async (userId: number) =>
  (await t.database.db.select().from(pageViews).where(eq(pageViews.userId, userId))).length;
const countOf = (answers: Array<{ statusCode: number }>, status: number) =>
  answers.filter((answer) => answer.statusCode === status).length;

describe('a reader’s repeated openings of a page', () => {
  it('counts a burst of 500 openings of page 1 as one view, and refuses those past 120 a minute', async () => {
    const reader = await newReader();
    const answers = await Promise.all(Array.from({ length: 500 }, () => open(t.app, reader, edition)));

    expect(countOf(answers, 200)).toBe(PAGE_VIEW_RULES.opensPerMinute);
    expect(countOf(answers, 429)).toBe(500 - PAGE_VIEW_RULES.opensPerMinute);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: `${PAGE_OPEN_TEXTS.tooFast} Try again in a minute.`,
      code: 'rate_limited',
    });
    expect(PAGE_OPEN_TEXTS.tooFast).toBe('More than 120 pages were opened in a minute.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await viewsOf(reader.id)).toBe(1);
  });

  it('counts two readers of the same page as two views', async () => {
    const first = await newReader();
    const second = await newReader();
    for (let i = 0; i < 3; i += 1) {
      expect((await open(t.app, first, edition)).statusCode).toBe(200);
      expect((await open(t.app, second, edition)).statusCode).toBe(200);
    }
    expect((await viewsOf(first.id)) + (await viewsOf(second.id))).toBe(2);
  });

  it('counts the same page of another edition apart, and the page again once 30 minutes have passed', async () => {
    const reader = await newReader();
    await open(t.app, reader, edition);
    await open(t.app, reader, otherEdition);
    await open(t.app, reader, edition);
    expect(await viewsOf(reader.id)).toBe(2);

    // 29 minutes after the counted view it is still the same view...
    const windowOf = and(eq(pageViewWindows.userId, reader.id), eq(pageViewWindows.epaperId, edition));
    await t.database.db
      .update(pageViewWindows)
      .set({ countedAt: sql`counted_at - interval '29 minutes'` as unknown as Date })
      .where(windowOf);
    expect((await open(t.app, reader, edition)).statusCode).toBe(200);
    expect(await viewsOf(reader.id)).toBe(2);
    // ...and past 30 minutes a new one.
    await t.database.db
      .update(pageViewWindows)
      .set({ countedAt: sql`counted_at - interval '2 minutes'` as unknown as Date })
      .where(windowOf);
    expect((await open(t.app, reader, edition)).statusCode).toBe(200);
    expect(await viewsOf(reader.id)).toBe(3);
    // The new view starts a new window.
    expect((await open(t.app, reader, edition)).statusCode).toBe(200);
    expect(await viewsOf(reader.id)).toBe(3);
  });

  it('keeps the count and the limit exact across two API processes on one database', async () => {
    const second = await startTestApp({ DATABASE_URL: t.database.url }, { sms: inbox }, async () => undefined);
    try {
      const reader = await newReader();
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => open(i % 2 === 0 ? t.app : second.app, reader, edition)),
      );
      expect(countOf(answers, 200)).toBe(PAGE_VIEW_RULES.opensPerMinute);
      expect(countOf(answers, 429)).toBe(200 - PAGE_VIEW_RULES.opensPerMinute);
      expect(await viewsOf(reader.id)).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('the hourly sweep', () => {
  it('deletes only the windows past 30 minutes, and a swept page counts as a new view', async () => {
    const reader = await newReader();
    await open(t.app, reader, edition);
    await open(t.app, reader, otherEdition);
    const windows = () => t.database.db.select().from(pageViewWindows).where(eq(pageViewWindows.userId, reader.id));
    await t.database.db
      .update(pageViewWindows)
      .set({ countedAt: sql`counted_at - interval '31 minutes'` as unknown as Date })
      .where(and(eq(pageViewWindows.userId, reader.id), eq(pageViewWindows.epaperId, edition)));

    expect(await prunePageViewWindows(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await windows()).map((window) => window.epaperId)).toEqual([otherEdition]);
    expect(await viewsOf(reader.id)).toBe(2);
    await open(t.app, reader, edition);
    await open(t.app, reader, otherEdition);
    expect(await viewsOf(reader.id)).toBe(3);
  });
});

describe('the roll-ups', () => {
  it('equal a recount of the raw rows after all of the above', async () => {
    const overview = await getAnalytics<Overview>(t.app, admin, 'overview/');
    const raw = await readRawRows(t.database);
    const timeZone = 'Asia/Kolkata';
    // 1 + 2 + 3 + 1 + 3 views were counted above, whatever the hundreds of openings.
    expect(raw.views).toHaveLength(10);
    expect(overview.today_page_views).toBe(recountDays(raw, timeZone).views.get(overview.today) ?? 0);
    expect(overview.today_page_views).toBe(10);

    const perPage = recountEditions(raw, timeZone, overview.today, overview.today).perPage;
    const rolledUp = await t.database.db.select().from(dailyPageViews).where(eq(dailyPageViews.day, overview.today));
    expect(new Map(rolledUp.map((row) => [`${row.epaperId}|${row.pageNumber}`, row.views]))).toEqual(perPage);
  });
});
