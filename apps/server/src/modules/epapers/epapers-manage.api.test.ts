import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SUPER_ADMIN, type TestApp } from '../../test/test-app.ts';
import { bearer, insertAccount, signIn } from '../../test/fixtures.ts';
import { EDITION_FIELDS, uploadEdition, waitForProcessing, waitForReadingImages } from '../../test/epaper-uploads.ts';
import { encryptedPdf, newspaperPdf, truncatedPdf } from '../../test/pdf-fixtures.ts';

let t: TestApp;
let access: string;

beforeAll(async () => {
  t = await createTestApp();
  access = (await signIn(t.app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(access), ...(payload && { payload }) });

/** Editions straight into the table: a fixture for the list, not the code under test. */
async function insertEdition(values: { title: string; date: string; status?: string; published?: boolean }) {
  const { rows } = await t.database.pool.query<{ id: number }>(
    `INSERT INTO epapers (storage_id, title, publication_date, processing_status, is_published, page_count)
     VALUES ($1, $2, $3, $4, $5, 4) RETURNING id`,
    [randomUUID(), values.title, values.date, values.status ?? 'completed', values.published ?? false],
  );
  return rows[0]?.id ?? 0;
}

describe('GET /api/epapers/', () => {
  beforeAll(async () => {
    for (let day = 1; day <= 12; day += 1) {
      await insertEdition({
        title: `${day % 2 ? 'Morning' : 'Evening'} Herald ${day}`,
        date: `2026-10-${String(day).padStart(2, '0')}`,
        published: day % 3 === 0,
        status: day === 5 ? 'failed' : day === 7 ? 'pending' : 'completed',
      });
    }
    await insertEdition({ title: '100%_Real \\News', date: '2026-09-30' });
  });

  it('pages newest publication first, 10 by default, with the count of all', async () => {
    const first = (await call('GET', '/api/epapers/')).json();
    expect(first.count).toBe(13);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]).toMatchObject({ title: 'Evening Herald 12', publication_date: '2026-10-12' });
    expect(first.next).toBe('/api/epapers/?page=2');
    const second = (await call('GET', '/api/epapers/?page=2')).json();
    expect(second.results.map((e: { title: string }) => e.title)).toEqual([
      'Evening Herald 2',
      'Morning Herald 1',
      '100%_Real \\News',
    ]);
    expect((await call('GET', '/api/epapers/?page=9')).json()).toMatchObject({ count: 13, results: [] });
  });

  it('searches titles case-insensitively and literally, and dates as the list writes them', async () => {
    const titles = async (query: string) =>
      (await call('GET', `/api/epapers/?page_size=50&search=${encodeURIComponent(query)}`))
        .json()
        .results.map((e: { title: string }) => e.title);
    expect(await titles('MORNING herald 1')).toEqual(['Morning Herald 11', 'Morning Herald 1']);
    expect(await titles('100%_')).toEqual(['100%_Real \\News']);
    expect(await titles('%')).toEqual(['100%_Real \\News']);
    expect(await titles('\\')).toEqual(['100%_Real \\News']);
    expect(await titles('2026-10-0')).toHaveLength(9);
    const tooLong = await call('GET', `/api/epapers/?search=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Search must be at most 200 characters long');
  });

  it('filters by the status the badge shows', async () => {
    const count = async (status: string) => (await call('GET', `/api/epapers/?status=${status}`)).json().count;
    expect(await count('failed')).toBe(1);
    expect(await count('published')).toBe(4);
    expect(await count('draft')).toBe(8);
    expect(await count('processing')).toBe(0);
    const bad = await call('GET', '/api/epapers/?status=archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of draft, scheduled, processing, published, failed');
  });

  it('refuses bad paging with a clear message', async () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page_size=0', 'page_size=1000']) {
      const response = await call('GET', `/api/epapers/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/Page/);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      const response = await call('GET', `/api/epapers/${id}/`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('E-Paper not found.');
    }
  });
});

describe('PUT /api/epapers/:id/', () => {
  it('refuses to publish an edition whose processing has not completed, changing nothing', async () => {
    const id = await insertEdition({ title: 'Pending Post', date: '2026-11-01', status: 'pending' });
    const response = await call('PUT', `/api/epapers/${id}/`, {
      title: 'Renamed',
      description: 'x',
      publication_date: '2026-11-02',
      is_published: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.is_published).toEqual([
      'Only an e-paper whose processing has completed can be published.',
    ]);
    expect((await call('GET', `/api/epapers/${id}/`)).json()).toMatchObject({
      title: 'Pending Post',
      is_published: false,
    });
  });

  it('checks every field with its message', async () => {
    const id = await insertEdition({ title: 'Checked', date: '2026-11-03' });
    const response = await call('PUT', `/api/epapers/${id}/`, { title: ' ', description: '', publication_date: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      title: ['Title is required'],
      description: ['Description is required'],
      publication_date: ['Publication date is required'],
    });
    const date = await call('PUT', `/api/epapers/${id}/`, {
      title: 'x',
      description: 'y',
      publication_date: '2026-02-30',
    });
    expect(date.json().errors.publication_date).toEqual(['Publication date must be a valid date']);
    const published = await call('PUT', `/api/epapers/${id}/`, {
      title: 'x',
      description: 'y',
      publication_date: '2026-02-28',
      is_published: 'yes',
    });
    expect(published.statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/epapers/999999/', { title: 'x', description: 'y', publication_date: '2026-01-01' }))
        .statusCode,
    ).toBe(404);
  });

  it('lets a plain admin edit and publish, as every admin manages the e-papers', async () => {
    const id = await insertEdition({ title: 'By an editor', date: '2026-11-04' });
    await insertAccount(t.database, { phone: '+919822222222', password: 'editor-pass-1' });
    const editor = (await signIn(t.app, '+919822222222', 'editor-pass-1')).access;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/epapers/${id}/`,
      headers: bearer(editor),
      payload: { title: 'By an editor', description: 'Late city', publication_date: '2026-11-04', is_published: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_published: true, description: 'Late city' });
  });
});

describe('processing that fails, and retrying it', () => {
  it.each([
    ['a truncated PDF', truncatedPdf, /damaged|incomplete/i],
    ['a password-protected PDF', encryptedPdf, /password/i],
  ])('%s fails with a reason a person understands, no pages, and can be retried', async (_name, make, reason) => {
    const upload = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: await make() }]);
    expect(upload.statusCode).toBe(201);
    const { id } = upload.json();
    const failed = await waitForProcessing(t.app, access, id);
    expect(failed).toMatchObject({ processing_status: 'failed', pages: [], page_count: 0, pages_done: 0 });
    expect(failed.processing_error).toMatch(reason);

    // Two retries at once: exactly one re-queues it.
    const [a, b] = await Promise.all([
      call('POST', `/api/epapers/${id}/retry/`),
      call('POST', `/api/epapers/${id}/retry/`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await waitForProcessing(t.app, access, id);
    expect(again.processing_status).toBe('failed');
    expect((await call('POST', '/api/epapers/999999/retry/')).statusCode).toBe(404);
  });

  it('refuses to retry an edition that did not fail', async () => {
    const id = await insertEdition({ title: 'Fine', date: '2026-11-05' });
    const response = await call('POST', `/api/epapers/${id}/retry/`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only an e-paper whose processing failed can be processed again.');
  });
});

describe('DELETE /api/epapers/:id/', () => {
  it('removes the edition, its pages and every file, and records it', async () => {
    const upload = await uploadEdition(t.app, access, EDITION_FIELDS, [{ bytes: await newspaperPdf({ pages: 2 }) }]);
    const { id } = upload.json();
    const done = await waitForProcessing(t.app, access, id);
    expect(done.processing_status).toBe('completed');
    await waitForReadingImages(t.database, id);
    const folder = /epapers\/([0-9a-f-]{36})\//.exec(String(done.original_pdf_path))?.[1] ?? '';
    expect(existsSync(path.join(t.dataDir, 'files', 'epapers', folder, 'pages'))).toBe(true);

    const response = await call('DELETE', `/api/epapers/${id}/`);
    expect(response.statusCode).toBe(200);
    expect(existsSync(path.join(t.dataDir, 'files', 'epapers', folder))).toBe(false);
    expect((await call('GET', `/api/epapers/${id}/`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/epapers/${id}/`)).statusCode).toBe(404);
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM epaper_pages WHERE epaper_id = $1', [
      id,
    ]);
    expect(rows[0].n).toBe(0);
    const audit = await t.database.pool.query(
      "SELECT action FROM audit_events WHERE target_type = 'epaper' AND target_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['epaper.upload', 'epaper.delete']);
  });
});
