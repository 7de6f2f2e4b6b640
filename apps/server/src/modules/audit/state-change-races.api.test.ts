// An admin's double click, or a retrying client, sends the same change several times at
// once. Whatever the concurrency, one change of state writes one audit row and (for a
// reader) one activity line; the other requests answer the state as it now is (200), or
// a 409 where the request can no longer be met (cancel, retry) or a 404 (delete).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.contract';
import { users } from '../../db/schema.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { insertPlan, insertSubscription } from '../user-subscriptions/user-subscriptions.test-data.ts';

/** How many identical requests each change gets at once. */
const AT_ONCE = 5;

let t: TestApp;
let access: string;

beforeAll(async () => {
  // No worker in this process: a retried edition stays pending instead of being processed (and failed) meanwhile.
  t = await createTestApp({ JOBS: 'external' });
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(access), ...(payload && { payload }) });

/** The same request, AT_ONCE times at the same moment. */
const atOnce = (method: Method, url: string, payload?: object) =>
  Promise.all(Array.from({ length: AT_ONCE }, () => call(method, url, payload)));

const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode).sort();

/** The audit trail's actions for one record, as the audit screen lists them. */
async function auditActions(recordType: string, recordId: number): Promise<string[]> {
  const response = await call(
    'GET',
    `/api/dashboard/audit/?record_type=${recordType}&record_id=${recordId}&page_size=100`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ results: { action: string }[] }>().results.map((row) => row.action);
}

/** A reader's activity lines, as the reader's page lists them. */
async function activityLines(userId: number): Promise<string[]> {
  const response = await call('GET', `/api/dashboard/users/${userId}/activity/?page_size=100`);
  expect(response.statusCode).toBe(200);
  return response.json<{ results: { description: string }[] }>().results.map((row) => row.description);
}

let nextPhone = 0;
const freshPhone = () => `+91970${String((nextPhone += 1)).padStart(7, '0')}`;

async function insertReader(isActive = true): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Parallel Reader', phone: freshPhone(), role: 'user', isActive })
    .returning({ id: users.id });
  if (!row) throw new Error('reader not created');
  return row.id;
}

/** Editions straight into the table: a fixture, not the code under test. */
async function insertEdition(status: 'completed' | 'failed'): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    `INSERT INTO epapers (storage_id, title, description, publication_date, processing_status, processing_error, page_count)
     VALUES ($1, 'Parallel Herald', 'Morning edition', '2026-10-01', $2, $3, 4) RETURNING id`,
    [randomUUID(), status, status === 'failed' ? 'The renderer gave up.' : null],
  );
  return rows[0]!.id;
}

describe('readers: suspend and activate', () => {
  it('five suspends at once: all 200 suspended, one audit row, one activity line', async () => {
    const id = await insertReader();
    const responses = await atOnce('POST', `/api/dashboard/users/${id}/suspend/`);
    expect(statuses(responses)).toEqual(Array(AT_ONCE).fill(200));
    expect(responses.every((response) => response.json().is_active === false)).toBe(true);
    expect((await call('GET', `/api/dashboard/users/${id}/`)).json().is_active).toBe(false);
    expect(await auditActions('user', id)).toEqual(['user.suspend']);
    expect(await activityLines(id)).toEqual(['Account deactivated by Super Admin']);
  });

  it('five activates at once: all 200 active, one audit row, one activity line', async () => {
    const id = await insertReader(false);
    const responses = await atOnce('POST', `/api/dashboard/users/${id}/activate/`);
    expect(statuses(responses)).toEqual(Array(AT_ONCE).fill(200));
    expect(responses.every((response) => response.json().is_active === true)).toBe(true);
    expect((await call('GET', `/api/dashboard/users/${id}/`)).json().is_active).toBe(true);
    expect(await auditActions('user', id)).toEqual(['user.activate']);
    expect(await activityLines(id)).toEqual(['Account activated by Super Admin']);
  });

  it('five identical edits at once: all 200 with the new name, one audit row, one activity line', async () => {
    const id = await insertReader();
    const responses = await atOnce('PATCH', `/api/dashboard/users/${id}/`, { name: 'Renamed Reader' });
    expect(statuses(responses)).toEqual(Array(AT_ONCE).fill(200));
    expect(responses.every((response) => response.json().name === 'Renamed Reader')).toBe(true);
    expect(await auditActions('user', id)).toEqual(['user.update']);
    expect(await activityLines(id)).toEqual(['Profile updated (name) by Super Admin']);
  });
});

describe('admins: suspend, activate and delete', () => {
  it('five suspends, then five activates at once: all 200, one audit row each', async () => {
    const admin = await insertAccount(t.database, { phone: freshPhone(), password: 'Parallel-Admin-1' });
    const suspends = await atOnce('POST', `/api/dashboard/admins/${admin.id}/suspend/`);
    expect(statuses(suspends)).toEqual(Array(AT_ONCE).fill(200));
    expect(suspends.every((response) => response.json().is_active === false)).toBe(true);
    expect(await auditActions('user', admin.id)).toEqual(['admin.suspend']);

    const activates = await atOnce('POST', `/api/dashboard/admins/${admin.id}/activate/`);
    expect(statuses(activates)).toEqual(Array(AT_ONCE).fill(200));
    expect(activates.every((response) => response.json().is_active === true)).toBe(true);
    expect(await auditActions('user', admin.id)).toEqual(['admin.activate', 'admin.suspend']);
  });

  it('five deletes at once: one 200, the rest 404 (already gone), one audit row', async () => {
    const admin = await insertAccount(t.database, { phone: freshPhone(), password: 'Parallel-Admin-2' });
    const responses = await atOnce('DELETE', `/api/dashboard/admins/${admin.id}/`);
    expect(statuses(responses)).toEqual([200, ...Array(AT_ONCE - 1).fill(404)]);
    for (const response of responses.filter((r) => r.statusCode === 404)) {
      expect(response.json().code).toBe('not_found');
    }
    expect(await auditActions('user', admin.id)).toEqual(['admin.delete']);
  });
});

describe("plans: the table's active switch", () => {
  it('five switches off, then five on at once: all 200, one audit row each', async () => {
    const id = await insertPlan(t.database, 'Parallel Monthly');
    const offs = await atOnce('PUT', `/api/plans/${id}/`, { is_active: false });
    expect(statuses(offs)).toEqual(Array(AT_ONCE).fill(200));
    expect(offs.every((response) => response.json().is_active === false)).toBe(true);
    expect(await auditActions('plan', id)).toEqual(['plan.deactivate']);

    const ons = await atOnce('PUT', `/api/plans/${id}/`, { is_active: true });
    expect(statuses(ons)).toEqual(Array(AT_ONCE).fill(200));
    expect(ons.every((response) => response.json().is_active === true)).toBe(true);
    expect(await auditActions('plan', id)).toEqual(['plan.activate', 'plan.deactivate']);
  });
});

describe('subscriptions: cancel', () => {
  it('five cancels at once: one 200, the rest 409 already cancelled, one audit row, one activity line', async () => {
    const reader = await insertReader();
    const plan = await insertPlan(t.database, 'Parallel Quarterly');
    const id = await insertSubscription(t.database, { userId: reader, planId: plan, autoRenewal: true });
    const responses = await atOnce('POST', `/api/user-subscriptions/${id}/cancel/`);
    expect(statuses(responses)).toEqual([200, ...Array(AT_ONCE - 1).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ message: SUBSCRIPTION_TEXTS.alreadyCancelled, code: 'conflict' });
    }
    expect((await call('GET', `/api/user-subscriptions/${id}/`)).json()).toMatchObject({
      status: 'cancelled',
      auto_renewal: false,
    });
    expect(await auditActions('user_subscription', id)).toEqual(['subscription.cancel']);
    expect(await activityLines(reader)).toEqual(['Subscription to Parallel Quarterly cancelled by Super Admin']);
  });
});

describe('editions: publish, unpublish and retry', () => {
  const edit = (isPublished: boolean) => ({
    title: 'Parallel Herald',
    description: 'Morning edition',
    publication_date: '2026-10-01',
    is_published: isPublished,
  });

  it('five publishes, then five unpublishes at once: all 200, one audit row each', async () => {
    const id = await insertEdition('completed');
    const publishes = await atOnce('PUT', `/api/epapers/${id}/`, edit(true));
    expect(statuses(publishes)).toEqual(Array(AT_ONCE).fill(200));
    expect(publishes.every((response) => response.json().is_published === true)).toBe(true);
    expect(await auditActions('epaper', id)).toEqual(['epaper.update']);

    const unpublishes = await atOnce('PUT', `/api/epapers/${id}/`, edit(false));
    expect(statuses(unpublishes)).toEqual(Array(AT_ONCE).fill(200));
    expect(unpublishes.every((response) => response.json().is_published === false)).toBe(true);
    expect(await auditActions('epaper', id)).toEqual(['epaper.update', 'epaper.update']);
  });

  it('five retries of a failed edition at once: one 200 pending, the rest 409 (no longer failed), one audit row', async () => {
    const id = await insertEdition('failed');
    const responses = await atOnce('POST', `/api/epapers/${id}/retry/`);
    expect(statuses(responses)).toEqual([200, ...Array(AT_ONCE - 1).fill(409)]);
    expect(responses.find((r) => r.statusCode === 200)?.json().processing_status).toBe('pending');
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ message: EPAPER_TEXTS.retryNotFailed, code: 'conflict' });
    }
    expect((await call('GET', `/api/epapers/${id}/`)).json().processing_status).toBe('pending');
    expect(await auditActions('epaper', id)).toEqual(['epaper.retry']);
  });
});
