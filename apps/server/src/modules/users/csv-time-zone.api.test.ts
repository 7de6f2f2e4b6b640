// Every CSV export writes times as the service's wall clock (the TZ setting) in ISO 8601
// with the offset, and payment methods as the screens name them: checked in two zones,
// one with daylight saving time, on the readers', subscriptions' and revenue exports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';
import { insertPlan, insertReader, insertSubscription } from '../user-subscriptions/user-subscriptions.test-data.ts';

/** A CSV's rows as cells, by the header's names (no cell here holds a comma or a quote). */
function rowsOf(body: string): Array<Record<string, string>> {
  const [header, ...lines] = body.trimEnd().split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [names[index]!, cell])));
}

const zones = [
  {
    tz: 'Asia/Kolkata',
    registered: '2026-03-05T21:40:00+05:30',
    lastLogin: '2026-07-01T08:30:00+05:30',
    // 20:00 UTC is already the next day in Kolkata: the revenue row is on that day.
    created: '2026-03-06T01:30:00+05:30',
    paidDay: '2026-03-06',
  },
  {
    tz: 'America/New_York',
    registered: '2026-03-05T11:10:00-05:00',
    lastLogin: '2026-06-30T23:00:00-04:00',
    created: '2026-03-05T15:00:00-05:00',
    paidDay: '2026-03-05',
  },
] as const;

describe.each(zones)('CSV exports with TZ=$tz', (zone) => {
  let t: TestApp;
  let access: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(access) });

  beforeAll(async () => {
    t = await createTestApp({ TZ: zone.tz });
    access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
    const reader = await insertReader(t.database, { name: 'Clock Reader', phone: '+919830000001' });
    const never = await insertReader(t.database, { name: 'Never Signed In', phone: '+919830000002' });
    await t.database.db.execute(sql`update users set date_joined = '2026-03-05T16:10:00Z',
      last_login = case when id = ${reader} then '2026-07-01T03:00:00Z'::timestamptz end where id in (${reader}, ${never})`);
    const plan = await insertPlan(t.database, 'Clock Plan');
    for (const [paymentMethod, phone] of [
      ['netbanking', '+919830000003'],
      ['upi', '+919830000004'],
    ] as const) {
      const payer = await insertReader(t.database, { name: `Payer ${paymentMethod}`, phone });
      await insertSubscription(t.database, {
        userId: payer,
        planId: plan,
        paymentMethod,
        startDate: '2026-03-06',
        endDate: '2026-04-05',
        createdAt: new Date('2026-03-05T20:00:00Z'),
      });
    }
  });
  afterAll(async () => t?.close());

  it('the readers’ export writes Registered and Last login in the service’s time zone, with the offset', async () => {
    const response = await get('/api/dashboard/users/?format=csv');
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows.find((row) => row.Name === 'Clock Reader')).toMatchObject({
      Registered: zone.registered,
      'Last login': zone.lastLogin,
    });
    expect(rows.find((row) => row.Name === 'Never Signed In')).toMatchObject({ 'Last login': '' });
  });

  it('the subscriptions’ export writes Created the same way and names payment methods as the screens do', async () => {
    const response = await get('/api/user-subscriptions/?format=csv&search=clock');
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body);
    const cells = rows.map((row) => [row['Payment method'], row.Created, row['Start date']]);
    expect(cells.sort()).toEqual([
      ['Net banking', zone.created, '2026-03-06'],
      ['UPI', zone.created, '2026-03-06'],
    ]);
  });

  it('the revenue report counts the payment on the service’s day and names the methods as the screens do', async () => {
    const response = await get('/api/dashboard/analytics/reports/revenue/?from=2026-03-04&to=2026-03-07&format=csv');
    expect(response.statusCode).toBe(200);
    const paid = rowsOf(response.body).filter((row) => row.Plan === 'Clock Plan');
    expect(paid.map((row) => [row.Date, row['Payment method'], row.Subscriptions])).toEqual([
      [zone.paidDay, 'Net banking', '1'],
      [zone.paidDay, 'UPI', '1'],
    ]);
  });
});
