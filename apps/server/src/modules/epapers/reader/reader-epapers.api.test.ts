import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { READER_TEXTS, type ReaderEpaper, type ReaderPage } from '@epaper/shared/reader.contract';
import type { Paginated } from '@epaper/shared/pagination.contract';
import { pageViews, plans, userSubscriptions, users } from '../../../db/schema.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';
import { insertEdition, signInReader, smsInbox } from '../../../test/reader-fixtures.ts';
import { EDITION_FIELDS, uploadEdition, waitForProcessing } from '../../../test/epaper-uploads.ts';
import { newspaperPdf } from '../../../test/pdf-fixtures.ts';
import { dayIn, addDay } from '../../../test/analytics-recount.ts';

const inbox = smsInbox();
let t: TestApp;
let admin: string;
let published: number;
let draft: number;
beforeAll(async () => {
  t = await createTestApp({}, { sms: inbox });
  admin = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  published = await insertEdition(t.database, { title: 'Morning Edition', publicationDate: '2026-11-20', pages: 4 });
  draft = await insertEdition(t.database, {
    title: 'Tomorrow (draft)',
    publicationDate: '2026-11-21',
    pages: 4,
    isPublished: false,
  });
});
afterAll(async () => t?.close());

let next = 0;
const newReader = () => signInReader(t.app, inbox, `+9171${String(1_000_000 + next++).padStart(8, '0')}`);
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/reader/${url}`, headers: bearer(token) });
const viewsOf = async (userId: number) => t.database.db.select().from(pageViews).where(eq(pageViews.userId, userId));
const readerId = async (phoneIndex: number) => {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.phone, `+9171${String(1_000_000 + phoneIndex).padStart(8, '0')}`));
  return row!.id;
};

async function subscribe(userId: number, status: 'active' | 'cancelled', endOffsetDays = 10) {
  const [plan] = await t.database.db
    .insert(plans)
    .values({ title: `Plan ${userId}`, price: '99.00', durationDays: 30 })
    .returning();
  const today = dayIn('Asia/Kolkata', new Date());
  await t.database.db.insert(userSubscriptions).values({
    userId,
    planId: plan!.id,
    startDate: addDay(today, -5),
    endDate: addDay(today, endOffsetDays),
    status,
    amountPaid: '99.00',
  });
}

describe('a reader’s editions and pages', () => {
  it('lists published editions only, newest first', async () => {
    const reader = await newReader();
    const response = await get('epapers/', reader.access);
    expect(response.statusCode).toBe(200);
    const list = response.json<Paginated<ReaderEpaper>>();
    expect(list.results.map((edition) => edition.id)).toContain(published);
    expect(list.results.map((edition) => edition.id)).not.toContain(draft);
    expect(list.results[0]).toMatchObject({ title: expect.any(String), page_count: expect.any(Number) });
  });

  it('opens page 1 for anyone and records the view; the rest need a subscription active today', async () => {
    const reader = await newReader();
    const id = await readerId(next - 1);
    const first = await get(`epapers/${published}/pages/1/`, reader.access);
    expect(first.statusCode).toBe(200);
    expect(first.json<ReaderPage>()).toMatchObject({ epaper_id: published, page_number: 1, page_count: 4 });
    expect(first.json<ReaderPage>().image_url).toMatch(/^\/api\/files\/.+sig=/);
    expect(await viewsOf(id)).toHaveLength(1);

    const second = await get(`epapers/${published}/pages/2/`, reader.access);
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(READER_TEXTS.subscriptionRequired);
    // A refused page is not a view.
    expect(await viewsOf(id)).toHaveLength(1);

    // A cancelled or lapsed subscription does not open it either.
    await subscribe(id, 'cancelled');
    await subscribe(id, 'active', -1);
    expect((await get(`epapers/${published}/pages/2/`, reader.access)).statusCode).toBe(403);

    await subscribe(id, 'active');
    expect((await get(`epapers/${published}/pages/2/`, reader.access)).statusCode).toBe(200);
    expect((await viewsOf(id)).map((view) => view.pageNumber).sort()).toEqual([1, 2]);
  });

  it('answers a draft, a deleted edition and a page past the last with 404, and bad numbers with 400', async () => {
    const reader = await newReader();
    const asDraft = await get(`epapers/${draft}/pages/1/`, reader.access);
    expect(asDraft.statusCode).toBe(404);
    expect(asDraft.json().message).toBe(READER_TEXTS.epaperNotFound);
    expect((await get('epapers/999999/pages/1/', reader.access)).statusCode).toBe(404);
    const pastTheEnd = await get(`epapers/${published}/pages/5/`, reader.access);
    expect(pastTheEnd.statusCode).toBe(404);
    expect(pastTheEnd.json().message).toBe(READER_TEXTS.pageNotFound);
    for (const path of [
      `epapers/${published}/pages/0/`,
      `epapers/${published}/pages/x/`,
      'epapers/-1/pages/1/',
      'epapers/99999999999/pages/1/',
    ]) {
      const response = await get(path, reader.access);
      expect(response.statusCode, path).toBe(400);
    }
    expect((await get('epapers/?page_size=1000', reader.access)).statusCode).toBe(400);
  });

  it('refuses an admin’s token and no token', async () => {
    const response = await get(`epapers/${published}/pages/1/`, admin);
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/reader/epapers/${published}/pages/1/` })).statusCode).toBe(
      401,
    );
  });

  it('counts many openings of one page at once as one view (README.md: what a page view is)', async () => {
    const reader = await newReader();
    const id = await readerId(next - 1);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => get(`epapers/${published}/pages/1/`, reader.access)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await viewsOf(id)).toHaveLength(1);
  });
});

describe('a processed edition', () => {
  it('serves the page’s signed image and PDF to the reader who opened it', async () => {
    const upload = await uploadEdition(t.app, admin, EDITION_FIELDS, [
      { name: 'edition.pdf', bytes: newspaperPdf({ pages: 2 }) },
    ]);
    expect(upload.statusCode).toBe(201);
    const id = upload.json<{ id: number }>().id;
    expect((await waitForProcessing(t.app, admin, id)).processing_status).toBe('completed');
    const publish = await t.app.inject({
      method: 'PUT',
      url: `/api/epapers/${id}/`,
      headers: bearer(admin),
      payload: { title: 'Processed', description: 'City edition', publication_date: '2026-11-22', is_published: true },
    });
    expect(publish.statusCode).toBe(200);

    const reader = await newReader();
    const page = (await get(`epapers/${id}/pages/1/`, reader.access)).json<ReaderPage>();
    const image = await t.app.inject({ method: 'GET', url: page.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const pdf = await t.app.inject({ method: 'GET', url: page.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  }, 60_000);
});
