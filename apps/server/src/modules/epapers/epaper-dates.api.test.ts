// An edition's publication_date on upload and on edit: the day yyyy-mm-dd as the dashboard
// sends it, whatever the service's zone; a full ISO 8601 timestamp from other clients read
// as its day in the service's zone (TZ); and days outside 2000–2100 refused, never a 500.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEdition } from '../../test/reader-fixtures.ts';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/fixtures.ts';
import { EDITION_FIELDS, uploadEdition, waitForProcessing } from '../../test/epaper-uploads.ts';
import { truncatedPdf } from '../../test/pdf-fixtures.ts';

const OUT_OF_RANGE = 'Publication date must be between 2000-01-01 and 2100-12-31';

/** One app for a describe block, with the service in `timeZone`; its uploads are let finish before it closes. */
function appIn(timeZone: string) {
  const state = { t: undefined as unknown as TestApp, access: '', uploaded: [] as number[] };
  beforeAll(async () => {
    state.t = await createTestApp({ TZ: timeZone });
    state.access = (await signIn(state.t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  });
  afterAll(async () => {
    // Processing a truncated PDF fails at once; waiting keeps it from running into the close.
    for (const id of state.uploaded) await waitForProcessing(state.t.app, state.access, id);
    await state.t?.close();
  });
  return state;
}

async function storedDate(t: TestApp, id: number): Promise<string | undefined> {
  const { rows } = await t.database.pool.query<{ day: string }>(
    'SELECT publication_date::text AS day FROM epapers WHERE id = $1',
    [id],
  );
  return rows[0]?.day;
}

// [sent, the day stored with the service in America/New_York (UTC-5 in November), in Asia/Kolkata (UTC+5:30)]
const DAYS: [string, string, string][] = [
  // A day is that day everywhere: what the dashboard sends.
  ['2026-11-22', '2026-11-22', '2026-11-22'],
  // Midnight UTC is still the evening before in New York (what the upload form used to send).
  ['2026-11-22T00:00:00.000Z', '2026-11-21', '2026-11-22'],
  // 10:00 UTC: the same day in both zones.
  ['2026-11-22T05:00:00-05:00', '2026-11-22', '2026-11-22'],
  // 01:00 UTC on the 23rd: still the 22nd in New York, already the 23rd in Kolkata.
  ['2026-11-22T20:00:00-05:00', '2026-11-22', '2026-11-23'],
];

describe.each([
  ['America/New_York', 1],
  ['Asia/Kolkata', 2],
] as const)('with the service in %s', (timeZone, column) => {
  const s = appIn(timeZone);

  it.each(DAYS.map((row) => [row[0], row[column]]))('stores an upload dated %s as %s', async (sent, day) => {
    const response = await uploadEdition(s.t.app, s.access, { ...EDITION_FIELDS, publication_date: sent }, [
      { bytes: truncatedPdf() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { id, publication_date } = response.json<{ id: number; publication_date: string }>();
    s.uploaded.push(id);
    expect(publication_date).toBe(day);
    expect(await storedDate(s.t, id)).toBe(day);
  });

  it.each(DAYS.map((row) => [row[0], row[column]]))('stores an edit dated %s as %s', async (sent, day) => {
    const id = await insertEdition(s.t.database, { title: 'Dated', publicationDate: '2026-01-01', pages: 1 });
    const response = await s.t.app.inject({
      method: 'PUT',
      url: `/api/epapers/${id}/`,
      headers: bearer(s.access),
      // Each test's edition joins a published one of the same day: confirmed, as the desk would.
      payload: { title: 'Dated', description: 'City edition', publication_date: sent, confirm_same_day: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ publication_date: string }>().publication_date).toBe(day);
    expect(await storedDate(s.t, id)).toBe(day);
  });
});

describe('a timestamp whose day in the service’s zone leaves 2000–2100', () => {
  // 2100-12-31 20:00 in New York is 2101-01-01 06:30 in Kolkata: the range is checked on the stored day.
  const LATE = '2100-12-31T20:00:00-05:00';

  describe('in Asia/Kolkata', () => {
    const s = appIn('Asia/Kolkata');
    it('is refused on edit, and the date stays', async () => {
      const id = await insertEdition(s.t.database, { title: 'Late', publicationDate: '2026-01-01', pages: 1 });
      const response = await s.t.app.inject({
        method: 'PUT',
        url: `/api/epapers/${id}/`,
        headers: bearer(s.access),
        payload: { title: 'Late', description: 'City edition', publication_date: LATE },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', errors: { publication_date: [OUT_OF_RANGE] } });
      expect(await storedDate(s.t, id)).toBe('2026-01-01');
    });
  });

  describe('in America/New_York', () => {
    const s = appIn('America/New_York');
    it('is the last day of the range, and taken', async () => {
      const id = await insertEdition(s.t.database, { title: 'Late', publicationDate: '2026-01-01', pages: 1 });
      const response = await s.t.app.inject({
        method: 'PUT',
        url: `/api/epapers/${id}/`,
        headers: bearer(s.access),
        payload: { title: 'Late', description: 'City edition', publication_date: LATE },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedDate(s.t, id)).toBe('2100-12-31');
    });
  });
});

describe('a publication date outside 2000–2100, or not a day', () => {
  const s = appIn('Asia/Kolkata');

  const storedFiles = () => {
    const walk = (folder: string): string[] => {
      try {
        return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(folder, entry.name)) : [entry.name],
        );
      } catch {
        return [];
      }
    };
    return walk(path.join(s.t.dataDir, 'files')).filter((name) => !name.startsWith('.tmp'));
  };
  const editionCount = async () =>
    (await s.t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM epapers')).rows[0]?.n;

  const REFUSALS = [
    ['0000-01-01', OUT_OF_RANGE],
    ['9999-12-31', OUT_OF_RANGE],
    ['1999-12-31', OUT_OF_RANGE],
    ['2101-01-01', OUT_OF_RANGE],
    ['0000-01-01T00:00:00Z', OUT_OF_RANGE],
    ['2026-02-30', 'Publication date must be a valid date'],
    ['2026-02-30T00:00:00Z', 'Publication date must be a valid date'],
  ] as const;

  it.each(REFUSALS)('refuses an upload dated %s with 400 naming the field, storing nothing', async (sent, message) => {
    const before = await editionCount();
    const response = await uploadEdition(s.t.app, s.access, { ...EDITION_FIELDS, publication_date: sent }, [
      { bytes: truncatedPdf() },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation_error', errors: { publication_date: [message] } });
    expect(await editionCount()).toBe(before);
    expect(storedFiles()).toEqual([]);
  });

  it.each(REFUSALS)('refuses an edit dated %s with 400 naming the field, changing nothing', async (sent, message) => {
    const id = await insertEdition(s.t.database, { title: 'Kept', publicationDate: '2026-01-01', pages: 1 });
    const response = await s.t.app.inject({
      method: 'PUT',
      url: `/api/epapers/${id}/`,
      headers: bearer(s.access),
      payload: { title: 'Changed', description: 'City edition', publication_date: sent },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message, code: 'validation_error', errors: { publication_date: [message] } });
    expect(await storedDate(s.t, id)).toBe('2026-01-01');
  });

  it('takes the first and the last day of the range', async () => {
    for (const day of ['2000-01-01', '2100-12-31']) {
      const id = await insertEdition(s.t.database, { title: 'Edge', publicationDate: '2026-01-01', pages: 1 });
      const response = await s.t.app.inject({
        method: 'PUT',
        url: `/api/epapers/${id}/`,
        headers: bearer(s.access),
        payload: { title: 'Edge', description: 'City edition', publication_date: day },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedDate(s.t, id)).toBe(day);
    }
  });
});
