import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isCalendarDate } from '@epaper/shared/calendar-date';
import { serviceDay } from '../../lib/service-day.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';

let t: TestApp;
let access: string;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

/** Editions straight into the table: a fixture for the search, not the code under test. */
async function insertEdition(title: string, date: string) {
  await t.database.pool.query(
    `INSERT INTO epapers (storage_id, title, publication_date, processing_status, is_published, page_count)
     VALUES ($1, $2, $3, 'completed', false, 4)`,
    [randomUUID(), title, date],
  );
}

const titles = async (search: string) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/epapers/?page_size=50&search=${encodeURIComponent(search)}`,
    headers: bearer(access),
  });
  expect(answer.statusCode, search).toBe(200);
  return answer.json().results.map((edition: { title: string }) => edition.title);
};

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('GET /api/epapers/?search= a date as people write it', () => {
  // The test's own today, in the test app's time zone (TZ's default): the service's "today".
  const today = serviceDay('Asia/Kolkata');
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const sameDayLastYear = `${year - 1}${today.slice(4)}`;

  beforeAll(async () => {
    // Years ahead, so no form with its year meets the editions around today.
    await insertEdition('Courier of 26 November', '2031-11-26');
    await insertEdition('Courier a day later', '2031-11-27');
    await insertEdition('Courier of 3 April', '2031-04-03');
    await insertEdition("Today's Courier", today);
    // Not the 29th of February: a year back is then no day (the year-less check still holds).
    if (isCalendarDate(sameDayLastYear)) await insertEdition("Last year's Courier", sameDayLastYear);
    await insertEdition("Yesterday's Courier", addDays(today, -1));
  });

  it('finds the day of every form the dashboard is asked for, with its year', async () => {
    for (const search of ['26 Nov 2031', '26/11/2031', '26 November 2031', 'Nov 26, 2031', '26-11-2031', '26.11.31']) {
      expect(await titles(search), search).toContain('Courier of 26 November');
      expect(await titles(search), search).not.toContain('Courier a day later');
    }
    // Numbers are read day first: 3/4 is the 3rd of April, never the 4th of March.
    expect(await titles('3/4/2031')).toEqual(['Courier of 3 April']);
    expect(await titles('2031-11-26')).toEqual(['Courier of 26 November']);
  });

  it('takes a day without a year as the nearest such day to today in the service’s time zone', async () => {
    const shown = `${day} ${MONTH_NAMES[month - 1]}`;
    for (const search of [shown, `${day}/${month}`, `${MONTH_NAMES[month - 1]} ${day}`]) {
      const found = await titles(search);
      expect(found, search).toContain("Today's Courier");
      expect(found, search).not.toContain("Last year's Courier");
      expect(found, search).not.toContain("Yesterday's Courier");
    }
  });

  it('still searches titles for text that is no date, and refuses no odd text', async () => {
    expect(await titles('Courier a day')).toEqual(['Courier a day later']);
    expect(await titles('of 3 April')).toEqual(['Courier of 3 April']);
    for (const search of [
      '31/11',
      '30 Feb 2026',
      '99/99/9999',
      '26/11/0000',
      '0000-11-26',
      '1 Jan 2101',
      'Nov',
      '26',
    ]) {
      expect(Array.isArray(await titles(search)), search).toBe(true);
    }
    expect(await titles('31/11')).toEqual([]);
  });
});
