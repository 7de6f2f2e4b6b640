// Processing's own writes, called directly: what a page rendered after its run ended
// (the edition failed or was deleted meanwhile) leaves in the database.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epapers } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { savePage } from './epaper-processing.repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** An edition row in the given state, without pages: a fixture, not the code under test. */
async function insertEdition(title: string, publicationDate: string, processingStatus: string) {
  const [row] = await t.database.db
    .insert(epapers)
    .values({ storageId: randomUUID(), title, publicationDate, processingStatus, pageCount: 4 })
    .returning({ id: epapers.id });
  return row?.id ?? 0;
}

describe('a page finishing after its run ended', () => {
  it('is stored as a row only while its edition is pending', async () => {
    const pending = await insertEdition('Still rendering', '2026-11-06', 'pending');
    const failed = await insertEdition('Failed meanwhile', '2026-11-07', 'failed');
    const page = (epaperId: number) => ({
      epaperId,
      pageNumber: 1,
      pdfKey: 'epapers/x/pages/1.pdf',
      imageKey: 'epapers/x/pages/1.webp',
      thumbnailKey: 'epapers/x/pages/1-thumb.webp',
      width: 1600,
      height: 2400,
    });
    expect(await savePage(t.database.db, page(pending))).toBe(true);
    expect(await savePage(t.database.db, page(pending))).toBe(true);
    expect(await savePage(t.database.db, page(failed))).toBe(true);
    expect(await savePage(t.database.db, page(999_999))).toBe(false);
    const { rows } = await t.database.pool.query<{ epaper_id: number; n: number }>(
      'SELECT epaper_id, count(*)::int AS n FROM epaper_pages WHERE epaper_id = ANY($1) GROUP BY epaper_id',
      [[pending, failed]],
    );
    expect(rows).toEqual([{ epaper_id: pending, n: 1 }]);
    const { rows: progress } = await t.database.pool.query('SELECT pages_done FROM epapers WHERE id = $1', [pending]);
    expect(progress[0].pages_done).toBe(1);
  });
});
