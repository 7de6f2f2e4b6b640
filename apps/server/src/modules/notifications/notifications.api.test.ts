import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@epaper/shared/notifications.texts';
import type { Email, EmailSender } from '../../lib/email/email-sender.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';
import { EDITION_FIELDS, uploadEdition, waitForProcessing } from '../../test/epaper-uploads.ts';
import { newspaperPdf, truncatedPdf } from '../../test/pdf-fixtures.ts';
import { sendNotificationEmails } from './notification-emails.service.ts';

/** The emails the app sent, kept instead of sent; `failing` makes the next sends throw. */
function emailOutbox() {
  const sent: Email[] = [];
  const state = { failing: false };
  const sender: EmailSender = {
    send: async (email) => {
      if (state.failing) throw new Error('mail server down');
      sent.push(email);
    },
    close: async () => undefined,
  };
  return { sent, sender, state };
}

const outbox = emailOutbox();
let t: TestApp;
let chief: string;
let desk: string;
let deskId: number;

beforeAll(async () => {
  t = await createTestApp({}, { email: outbox.sender });
  chief = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  const account = await insertAccount(t.database, {
    phone: '+919822222222',
    password: 'Desk-Password-1',
    name: 'Night Desk',
    email: 'night.desk@example.com',
  });
  deskId = account.id;
  desk = (await signIn(t.app, '+919822222222', 'Desk-Password-1')).access;
  // A suspended admin is told nothing.
  await insertAccount(t.database, {
    phone: '+919833333333',
    password: 'Away-Password-1',
    email: 'away@example.com',
    isActive: false,
  });
});
afterAll(async () => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload && { payload }) });
const sweep = () =>
  sendNotificationEmails({
    db: t.database.db,
    log: t.app.log,
    email: outbox.sender,
    dashboardUrl: 'https://admin.example.com',
  });

describe('notifications', () => {
  it('tells every active admin when an edition finishes processing, and when one fails', async () => {
    const ready = await uploadEdition(t.app, chief, EDITION_FIELDS, [{ bytes: newspaperPdf({ pages: 2 }) }]);
    await waitForProcessing(t.app, chief, ready.json().id);
    const broken = await uploadEdition(t.app, chief, { ...EDITION_FIELDS, title: 'Cut short' }, [
      { bytes: truncatedPdf() },
    ]);
    await waitForProcessing(t.app, chief, broken.json().id);

    for (const token of [chief, desk]) {
      const list = (await call(token, 'GET', '/notifications/')).json();
      expect(list.unread_count).toBe(2);
      expect(list.results.map((n: { kind: string; epaper_id: number }) => [n.kind, n.epaper_id])).toEqual([
        ['edition_failed', broken.json().id],
        ['edition_processed', ready.json().id],
      ]);
      expect(list.results[1].title).toBe('“The Morning Chronicle” (22 Nov 2026) is ready');
      expect(list.results[1].body).toBe(
        'All 2 pages are processed. Check it and publish it, or let its schedule do it.',
      );
      expect(list.results[0].title).toBe('“Cut short” (22 Nov 2026) failed to process');
    }
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE NOT u.is_active',
    );
    expect(rows[0].n).toBe(0);
  });

  it('marks read what an admin names (never another admin’s), or all of them', async () => {
    const mine = (await call(desk, 'GET', '/notifications/')).json().results as Array<{ id: number }>;
    const chiefs = (await call(chief, 'GET', '/notifications/')).json().results as Array<{ id: number }>;
    const first = mine[0]?.id ?? 0;
    const answer = await call(desk, 'POST', '/notifications/read/', { ids: [first, chiefs[0]?.id] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unread_count: 1, latest_id: first });
    expect((await call(chief, 'GET', '/notifications/unread/')).json().unread_count).toBe(2);
    expect((await call(desk, 'POST', '/notifications/read/', { all: true })).json().unread_count).toBe(0);
    const list = (await call(desk, 'GET', '/notifications/')).json();
    expect(list.results.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);

    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: 'all' }]) {
      const refused = await call(desk, 'POST', '/notifications/read/', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('emails each admin with an address who did not opt out, once, with a link to the edition', async () => {
    await sweep();
    const toDesk = outbox.sent.filter((email) => email.to === 'night.desk@example.com');
    expect(toDesk.map((email) => email.subject)).toEqual([
      '“The Morning Chronicle” (22 Nov 2026) is ready',
      '“Cut short” (22 Nov 2026) failed to process',
    ]);
    expect(toDesk[0]?.text).toMatch(
      /^All 2 pages are processed\..*\n\nhttps:\/\/admin\.example\.com\/epaper-management\/view\/\d+\n/s,
    );
    expect(outbox.sent.some((email) => email.to === 'away@example.com')).toBe(false);
    // Sent once: a second sweep finds nothing.
    await sweep();
    expect(outbox.sent.filter((email) => email.to === 'night.desk@example.com')).toHaveLength(2);
  });

  it('keeps each admin’s email choices, all on by default, and emails only the chosen kinds', async () => {
    const initial = (await call(desk, 'GET', '/notifications/preferences/')).json();
    expect(initial).toEqual({
      email: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])),
      email_address: 'night.desk@example.com',
    });
    const saved = await call(desk, 'PUT', '/notifications/preferences/', { email: { edition_processed: false } });
    expect(saved.json().email).toMatchObject({ edition_processed: false, edition_failed: true });
    expect((await call(chief, 'GET', '/notifications/preferences/')).json().email.edition_processed).toBe(true);
    for (const body of [{}, { email: { edition_processed: 'no' } }, { email: 'all' }]) {
      expect((await call(desk, 'PUT', '/notifications/preferences/', body)).statusCode, JSON.stringify(body)).toBe(400);
    }

    const before = outbox.sent.length;
    const ready = await uploadEdition(t.app, chief, { ...EDITION_FIELDS, title: 'Quiet one' }, [
      { bytes: newspaperPdf({ pages: 1 }) },
    ]);
    await waitForProcessing(t.app, chief, ready.json().id);
    await sweep();
    expect(outbox.sent.slice(before).filter((email) => email.to === 'night.desk@example.com')).toEqual([]);
    // Still in the bell.
    expect((await call(desk, 'GET', '/notifications/')).json().results[0].title).toContain('Quiet one');
    await call(desk, 'PUT', '/notifications/preferences/', { email: { edition_processed: true } });
  });

  it('tries a failed email again on the next sweep', async () => {
    const ready = await uploadEdition(t.app, chief, { ...EDITION_FIELDS, title: 'Retry mail' }, [
      { bytes: newspaperPdf({ pages: 1 }) },
    ]);
    await waitForProcessing(t.app, chief, ready.json().id);
    outbox.state.failing = true;
    expect(await sweep()).toEqual({ sent: 0, failed: 1 });
    outbox.state.failing = false;
    expect(await sweep()).toEqual({ sent: 1, failed: 0 });
    expect(outbox.sent.at(-1)?.subject).toContain('Retry mail');
    const { rows } = await t.database.pool.query(
      'SELECT email_state, email_attempts FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [deskId],
    );
    expect(rows[0]).toEqual({ email_state: 'sent', email_attempts: 2 });
  });
});
