import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { createTestApp, startTestApp, SUPER_ADMIN, type TestApp } from '../../../test/test-app.ts';
import { createTemplateCopy } from '../../../test/template-copy.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';
import { EDITION_FIELDS, uploadEdition, waitForProcessing } from '../../../test/epaper-uploads.ts';
import { newspaperPdf } from '../../../test/pdf-fixtures.ts';
import { insertEdition as insertReaderEdition } from '../../../test/reader-fixtures.ts';
import { publishDueEditions } from './publish-due.ts';

let t: TestApp;
let access: string;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(access), ...(payload && { payload }) });

/** Editions straight into the table: a fixture, not the code under test. */
const insertEdition = (values: { title: string; date: string; status?: 'pending' | 'failed'; published?: boolean }) =>
  insertReaderEdition(t.database, {
    title: values.title,
    publicationDate: values.date,
    pages: 4,
    isPublished: values.published ?? false,
    ...(values.status && { processingStatus: values.status }),
  });

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function auditActions(id: number): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ action: string }>(
    "SELECT action FROM audit_events WHERE target_type = 'epaper' AND target_id = $1 ORDER BY id",
    [String(id)],
  );
  return rows.map((row) => row.action);
}

async function waitForAudit(id: number, action: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await auditActions(id)).includes(action)) {
    if (Date.now() > until) throw new Error(`No ${action} for edition ${id}`);
    await sleep(250);
  }
}

/** Waits until a publish job sent for this edition (its own, not the minute sweep) has finished. */
async function waitForPublishRun(id: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = 'publish-scheduled-epapers' AND data->>'epaperId' = $1 AND state = 'completed'`,
      [String(id)],
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    if (Date.now() > until) throw new Error(`No publish job of edition ${id} finished`);
    await sleep(250);
  }
}

/** Waits until the wall clock is past `at` (an ISO time). */
const waitUntilPast = (at: string) => sleep(Math.max(0, Date.parse(at) - Date.now() + 250));

/** Polls the edition until `done` holds for it (or the time runs out). */
async function waitFor(id: number, done: (epaper: Record<string, unknown>) => boolean, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const epaper = (await call('GET', `/api/epapers/${id}/`)).json();
    if (done(epaper)) return epaper;
    if (Date.now() > until) throw new Error(`Edition ${id} never reached the state: ${JSON.stringify(epaper)}`);
    await sleep(250);
  }
}

describe('scheduling an edition', () => {
  it('shows it as Scheduled, hides it from readers, and publishes it at its time', async () => {
    const id = await insertEdition({ title: 'Tomorrow Herald', date: '2026-12-01' });
    const at = inSeconds(3);
    const scheduled = await call('POST', `/api/epapers/${id}/schedule/`, { scheduled_at: at });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({
      is_published: false,
      scheduled_at: new Date(at).toISOString(),
      hold_if_late: false,
      is_held: false,
      published_at: null,
    });
    const listed = (await call('GET', '/api/epapers/?status=scheduled')).json();
    expect(listed.results.map((e: { id: number }) => e.id)).toContain(id);
    expect(
      (await call('GET', '/api/epapers/?status=draft')).json().results.map((e: { id: number }) => e.id),
    ).not.toContain(id);

    const published = await waitFor(id, (e) => e.is_published === true);
    expect(published.scheduled_at).toBeNull();
    const lateBy = Date.parse(String(published.published_at)) - Date.parse(at);
    expect(lateBy).toBeGreaterThanOrEqual(0);
    expect(lateBy).toBeLessThan(60_000);
    expect(await auditActions(id)).toEqual(['epaper.schedule', 'epaper.publish_scheduled']);
  });

  it('takes the wall time of the service time zone, and refuses past, far and malformed times', async () => {
    const id = await insertEdition({ title: 'Wall clock', date: '2026-12-02' });
    // Asia/Kolkata (the default TZ) is UTC+05:30 all year.
    const future = new Date(Date.now() + 2 * 86_400_000);
    const wall = new Date(future.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 16);
    const response = await call('POST', `/api/epapers/${id}/schedule/`, { scheduled_at: wall, hold_if_late: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().scheduled_at).toBe(`${future.toISOString().slice(0, 16)}:00.000Z`);
    expect(response.json().hold_if_late).toBe(true);

    const refusals: [unknown, string][] = [
      [inSeconds(-60), EPAPER_TEXTS.scheduledAtPast],
      [inSeconds(400 * 86_400), EPAPER_TEXTS.scheduledAtTooFar],
      ['tomorrow at six', EPAPER_TEXTS.scheduledAtInvalid],
      ['2026-02-30T06:00', EPAPER_TEXTS.scheduledAtInvalid],
      ['0000-01-01T06:00', EPAPER_TEXTS.scheduledAtInvalid],
      ['2026-12-01T06:00\u0000', EPAPER_TEXTS.scheduledAtInvalid],
      [42, EPAPER_TEXTS.scheduledAtInvalid],
    ];
    for (const [value, message] of refusals) {
      const refused = await call('POST', `/api/epapers/${id}/schedule/`, { scheduled_at: value });
      expect(refused.statusCode, String(value)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_error', errors: { scheduled_at: [message] } });
    }
    expect((await call('POST', `/api/epapers/${id}/schedule/`, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/epapers/999999/schedule/`, { scheduled_at: inSeconds(60) })).statusCode).toBe(404);
  });

  it('refuses to schedule a failed or a published edition', async () => {
    const failed = await insertEdition({ title: 'Broken', date: '2026-12-03', status: 'failed' });
    const live = await insertEdition({ title: 'Live', date: '2026-12-04', published: true });
    const onFailed = await call('POST', `/api/epapers/${failed}/schedule/`, { scheduled_at: inSeconds(600) });
    expect(onFailed.statusCode).toBe(409);
    expect(onFailed.json().message).toBe(EPAPER_TEXTS.scheduleFailed);
    const onLive = await call('POST', `/api/epapers/${live}/schedule/`, { scheduled_at: inSeconds(600) });
    expect(onLive.statusCode).toBe(409);
    expect(onLive.json().message).toBe(EPAPER_TEXTS.alreadyPublished);
  });

  it('unschedules and reschedules, with an audit row each, and a moved time is the one that counts', async () => {
    const id = await insertEdition({ title: 'Moved', date: '2026-12-05' });
    await call('POST', `/api/epapers/${id}/schedule/`, { scheduled_at: inSeconds(2) });
    const later = inSeconds(3600);
    const moved = await call('POST', `/api/epapers/${id}/schedule/`, { scheduled_at: later });
    expect(moved.json().scheduled_at).toBe(new Date(later).toISOString());
    // The first time's job runs and finds the edition not due: wait for that run itself, so a
    // job that never runs fails here instead of passing by default.
    await waitForPublishRun(id);
    expect((await call('GET', `/api/epapers/${id}/`)).json()).toMatchObject({ is_published: false, is_held: false });
    const removed = await call('DELETE', `/api/epapers/${id}/schedule/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ scheduled_at: null, is_published: false });
    expect((await call('DELETE', `/api/epapers/${id}/schedule/`)).statusCode).toBe(200);
    expect(await auditActions(id)).toEqual(['epaper.schedule', 'epaper.schedule', 'epaper.unschedule']);
  });

  it('publishes now: needs completed processing, clears the schedule, answers the same to a repeat', async () => {
    const pending = await insertEdition({ title: 'Rendering', date: '2026-12-06', status: 'pending' });
    const refused = await call('POST', `/api/epapers/${pending}/publish/`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(EPAPER_TEXTS.publishNotCompleted);

    const id = await insertEdition({ title: 'Ready', date: '2026-12-07' });
    await call('POST', `/api/epapers/${id}/schedule/`, { scheduled_at: inSeconds(3600) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/api/epapers/${id}/publish/`, {})));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ is_published: true, scheduled_at: null });
    }
    expect(await auditActions(id)).toEqual(['epaper.schedule', 'epaper.publish']);
  });

  it('holds an edition whose processing is not done at its time, and publishes it when processing completes', async () => {
    const id = await insertEdition({ title: 'Late pages', date: '2026-12-08', status: 'pending' });
    await call('POST', `/api/epapers/${id}/schedule/`, { scheduled_at: inSeconds(2) });
    const held = await waitFor(id, (e) => e.is_held === true);
    expect(held).toMatchObject({ is_published: false, processing_status: 'pending' });
    // The schedule's job marks it held, once, with an audit row.
    await waitForAudit(id, 'epaper.schedule_held');
    await t.database.pool.query(
      "UPDATE epapers SET processing_status = 'completed', processed_at = now() WHERE id = $1",
      [id],
    );
    // What the end of processing runs.
    await publishDueEditions({ db: t.database.db, log: { info() {}, warn() {}, error() {} } }, id);
    expect((await call('GET', `/api/epapers/${id}/`)).json()).toMatchObject({ is_published: true, is_held: false });
    expect(await auditActions(id)).toEqual(['epaper.schedule', 'epaper.schedule_held', 'epaper.publish_scheduled']);
    // The admins were told both: held, then live.
    const told = (await call('GET', '/api/notifications/?page_size=100')).json();
    const about = told.results.filter((n: { epaper_id: number }) => n.epaper_id === id);
    expect(about.map((n: { kind: string; title: string }) => [n.kind, n.title])).toEqual([
      ['edition_published', '“Late pages” (8 Dec 2026) is live'],
      ['edition_held', '“Late pages” (8 Dec 2026) is held'],
    ]);
  });

  it('keeps a late edition held when the desk asked to hold it, until published by hand', async () => {
    const id = await insertEdition({ title: 'Hold me', date: '2026-12-09', status: 'pending' });
    await call('POST', `/api/epapers/${id}/schedule/`, { scheduled_at: inSeconds(2), hold_if_late: true });
    await waitForAudit(id, 'epaper.schedule_held');
    await t.database.pool.query(
      "UPDATE epapers SET processing_status = 'completed', processed_at = now() WHERE id = $1",
      [id],
    );
    await publishDueEditions({ db: t.database.db, log: { info() {}, warn() {}, error() {} } }, id);
    expect((await call('GET', `/api/epapers/${id}/`)).json()).toMatchObject({ is_published: false, is_held: true });
    const published = await call('POST', `/api/epapers/${id}/publish/`, {});
    expect(published.json()).toMatchObject({ is_published: true, is_held: false, scheduled_at: null });
  });

  it('schedules on edit, and unschedules with null; refuses Published and a schedule together', async () => {
    const id = await insertEdition({ title: 'Edited', date: '2026-12-10' });
    const body = { title: 'Edited', description: 'x', publication_date: '2026-12-10' };
    const at = inSeconds(7200);
    const scheduled = await call('PUT', `/api/epapers/${id}/`, { ...body, scheduled_at: at, hold_if_late: true });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ scheduled_at: new Date(at).toISOString(), hold_if_late: true });
    const both = await call('PUT', `/api/epapers/${id}/`, { ...body, is_published: true, scheduled_at: at });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.scheduled_at).toEqual([EPAPER_TEXTS.scheduleAndPublish]);
    const cleared = await call('PUT', `/api/epapers/${id}/`, { ...body, scheduled_at: null });
    expect(cleared.json()).toMatchObject({ scheduled_at: null, is_published: false });
    const published = await call('PUT', `/api/epapers/${id}/`, { ...body, is_published: true });
    const liveSince = published.json().published_at;
    expect(liveSince).not.toBeNull();
    // Editing the words of a live edition keeps it live, Published sent or left out.
    for (const edit of [
      { ...body, title: 'Edited again', is_published: true },
      { ...body, title: 'Once more' },
    ]) {
      const kept = await call('PUT', `/api/epapers/${id}/`, edit);
      expect(kept.json()).toMatchObject({ title: edit.title, is_published: true, published_at: liveSince });
    }
    // Taken off and scheduled to come back, in one edit.
    const back = inSeconds(3600);
    const rescheduled = await call('PUT', `/api/epapers/${id}/`, { ...body, is_published: false, scheduled_at: back });
    expect(rescheduled.json()).toMatchObject({
      is_published: false,
      published_at: null,
      scheduled_at: new Date(back).toISOString(),
    });
  });
});

describe('one edition a day', () => {
  it('asks before a second published or scheduled edition of a day, naming the other', async () => {
    await insertEdition({ title: 'First of the day', date: '2026-12-20', published: true });
    const second = await insertEdition({ title: 'Second of the day', date: '2026-12-20' });
    const asked = await call('POST', `/api/epapers/${second}/schedule/`, { scheduled_at: inSeconds(3600) });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('same_day_edition');
    expect(asked.json().message).toBe(
      '“First of the day” (Published) is already dated 20 Dec 2026. Confirm to have a second edition that day.',
    );
    expect((await call('POST', `/api/epapers/${second}/publish/`, {})).statusCode).toBe(409);
    const confirmed = await call('POST', `/api/epapers/${second}/schedule/`, {
      scheduled_at: inSeconds(3600),
      confirm_same_day: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().same_day_editions).toBe(1);
    // Already scheduled for the day: moving its time does not ask again.
    expect((await call('POST', `/api/epapers/${second}/schedule/`, { scheduled_at: inSeconds(7200) })).statusCode).toBe(
      200,
    );

    const day = (await call('GET', '/api/epapers/dated/?date=2026-12-20')).json();
    expect(day.results.map((e: { title: string; status: string }) => [e.title, e.status])).toEqual([
      ['First of the day', 'published'],
      ['Second of the day', 'scheduled'],
    ]);
    const listed = (await call('GET', '/api/epapers/?search=of the day')).json();
    expect(listed.results.map((e: { same_day_editions: number }) => e.same_day_editions)).toEqual([1, 1]);
    for (const bad of ['', '2026-13-01', '1900-01-01', 'today']) {
      expect((await call('GET', `/api/epapers/dated/?date=${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('asks the second of two editions of a day scheduled or published at the same moment', async () => {
    for (const [n, action] of [
      [1, 'schedule'],
      [2, 'publish'],
    ] as const) {
      const day = `2026-12-2${n + 1}`;
      const a = await insertEdition({ title: `Race A ${n}`, date: day });
      const b = await insertEdition({ title: `Race B ${n}`, date: day });
      const body = action === 'schedule' ? { scheduled_at: inSeconds(3600) } : {};
      const answers = await Promise.all([a, b, a, b].map((id) => call('POST', `/api/epapers/${id}/${action}/`, body)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, action).toEqual([200, 200, 409, 409]);
      const dated = (await call('GET', `/api/epapers/dated/?date=${day}`)).json();
      expect(
        dated.results.filter((e: { status: string }) => e.status !== 'draft'),
        action,
      ).toHaveLength(1);
    }
  });

  it('asks on upload with a schedule before storing a byte, and takes the upload once confirmed', async () => {
    await insertEdition({ title: 'Already live', date: '2026-12-21', published: true });
    const fields = { ...EDITION_FIELDS, publication_date: '2026-12-21', scheduled_at: inSeconds(3600) };
    const file = { bytes: await newspaperPdf({ pages: 2 }) };
    const asked = await uploadEdition(t.app, access, fields, [file]);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('same_day_edition');
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM epapers WHERE title = $1', [
      EDITION_FIELDS.title,
    ]);
    expect(rows[0].n).toBe(0);

    const taken = await uploadEdition(t.app, access, { ...fields, confirm_same_day: 'true', hold_if_late: 'true' }, [
      file,
    ]);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ hold_if_late: true, is_published: false });
    expect(taken.json().scheduled_at).toBe(new Date(fields.scheduled_at).toISOString());
    const done = await waitForProcessing(t.app, access, taken.json().id);
    expect(done.processing_status).toBe('completed');
    expect(await auditActions(taken.json().id)).toEqual(['epaper.upload']);
  });
});

describe('the editions calendar', () => {
  it('gives every day of the last weeks and the week ahead its status', async () => {
    // A database of its own: the other tests' editions have fixed dates, which the calendar's
    // window reaches as the real days go by.
    const database = await createTemplateCopy();
    const own = await startTestApp({ DATABASE_URL: database.url }, {}, async () => undefined);
    try {
      const token = (await signIn(own.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
      const get = (url: string) => own.app.inject({ method: 'GET', url, headers: bearer(token) });
      const add = (values: { title: string; date: string; status?: 'failed'; published?: boolean }) =>
        insertReaderEdition(own.database, {
          title: values.title,
          publicationDate: values.date,
          pages: 4,
          isPublished: values.published ?? false,
          ...(values.status && { processingStatus: values.status }),
        });
      const today = (await get('/api/epapers/calendar/')).json().today as string;
      const dayOffset = (n: number) =>
        new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
      await add({ title: 'Cal published', date: dayOffset(-1), published: true });
      await add({ title: 'Cal failed', date: dayOffset(-1), status: 'failed' });
      await add({ title: 'Cal failed alone', date: dayOffset(-2), status: 'failed' });
      await add({ title: 'Cal draft', date: dayOffset(-3) });
      const scheduled = await add({ title: 'Cal tomorrow', date: dayOffset(1) });
      const schedule = await own.app.inject({
        method: 'POST',
        url: `/api/epapers/${scheduled}/schedule/`,
        headers: bearer(token),
        payload: { scheduled_at: inSeconds(3600) },
      });
      expect(schedule.statusCode).toBe(200);

      const calendar = (await get('/api/epapers/calendar/')).json();
      expect(calendar.days).toHaveLength(67);
      expect(calendar.days[0].date).toBe(dayOffset(-59));
      expect(calendar.days.at(-1).date).toBe(dayOffset(7));
      const statusOf = (date: string) => calendar.days.find((d: { date: string }) => d.date === date)?.status;
      expect(statusOf(dayOffset(-1))).toBe('published');
      expect(statusOf(dayOffset(-2))).toBe('failed');
      expect(statusOf(dayOffset(-3))).toBe('draft');
      expect(statusOf(dayOffset(-4))).toBe('missing');
      expect(statusOf(dayOffset(1))).toBe('scheduled');
      expect(calendar.days.find((d: { date: string }) => d.date === dayOffset(-1)).editions).toHaveLength(2);

      expect((await get('/api/epapers/calendar/?days=7')).json().days).toHaveLength(14);
      for (const bad of ['0', '6', '367', 'x', '1.5']) {
        expect((await get(`/api/epapers/calendar/?days=${bad}`)).statusCode, bad).toBe(400);
      }
    } finally {
      await own.close();
      await database.drop();
    }
  });
});

describe('a schedule across a restart', () => {
  it('publishes once when the server comes back after the time', async () => {
    const database = await createTemplateCopy();
    let first: TestApp | undefined = await startTestApp({ DATABASE_URL: database.url }, {}, async () => undefined);
    let second: TestApp | undefined;
    try {
      const token = (await signIn(first.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
      const { rows } = await first.database.pool.query<{ id: number }>(
        `INSERT INTO epapers (storage_id, title, publication_date, processing_status, page_count, processed_at)
         VALUES ($1, 'Across the night', '2026-12-24', 'completed', 4, now()) RETURNING id`,
        [randomUUID()],
      );
      const id = rows[0]?.id ?? 0;
      const at = inSeconds(3);
      const scheduled = await first.app.inject({
        method: 'POST',
        url: `/api/epapers/${id}/schedule/`,
        headers: bearer(token),
        payload: { scheduled_at: at },
      });
      expect(scheduled.statusCode).toBe(200);
      await first.close();
      first = undefined;
      // The server is down at the edition's time.
      await waitUntilPast(at);
      second = await startTestApp({ DATABASE_URL: database.url }, {}, async () => undefined);
      const until = Date.now() + 30_000;
      let state: { is_published: boolean; published_at: string | null } | undefined;
      while (Date.now() < until) {
        const result = await second.database.pool.query(
          'SELECT is_published, published_at FROM epapers WHERE id = $1',
          [id],
        );
        state = result.rows[0];
        if (state?.is_published) break;
        await sleep(250);
      }
      expect(state?.is_published).toBe(true);
      const audit = await second.database.pool.query(
        "SELECT count(*)::int AS n FROM audit_events WHERE action = 'epaper.publish_scheduled' AND target_id = $1",
        [String(id)],
      );
      expect(audit.rows[0].n).toBe(1);
    } finally {
      await first?.close();
      await second?.close();
      await database.drop();
    }
  });
});
