import { describe, expect, it } from 'vitest';
import { EDITION_DAYS } from './demo-config.ts';
import { DAY_MS, isoDateToDay, toIstDay } from './dates.ts';
import { FAILED_DAY, RENDERED_DAYS, generateEditions } from './editions.generator.ts';

const now = new Date('2025-06-15T10:00:00Z');
const editions = generateEditions({ seed: 20_250_401, now, timeZone: 'Asia/Kolkata' });
const today = toIstDay(now.getTime());

describe('demo editions', () => {
  it('is the same for the same seed and clock', () => {
    expect(generateEditions({ seed: 20_250_401, now, timeZone: 'Asia/Kolkata' })).toEqual(editions);
  });

  it('publishes one edition a day for six months, up to today', () => {
    const published = editions.filter((e) => e.status === 'published');
    const days = published.map((e) => isoDateToDay(e.publicationDate));
    expect(new Set(days).size).toBe(published.length);
    expect(published).toHaveLength(EDITION_DAYS);
    expect(Math.max(...days)).toBe(today);
    expect(Math.min(...days)).toBe(today - (EDITION_DAYS - 1));
  });

  it('renders the last twelve days, one failed and uploaded again, and drafts tomorrow and a correction', () => {
    const rendered = editions.filter((e) => e.source.kind === 'render');
    expect(rendered).toHaveLength(RENDERED_DAYS);
    const failed = editions.filter((e) => e.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.source).toMatchObject({ kind: 'render', cutOff: true });
    const failedDay = isoDateToDay(failed[0]?.publicationDate ?? '');
    expect(failedDay).toBe(today - FAILED_DAY);
    expect(editions.some((e) => e.status === 'published' && isoDateToDay(e.publicationDate) === failedDay)).toBe(true);
    const drafts = editions.filter((e) => e.status === 'draft');
    expect(drafts.map((e) => isoDateToDay(e.publicationDate) - today).sort((a, b) => a - b)).toEqual([-6, 1]);
  });

  it('copies only rendered, completed editions of the same page count, listed before the copy', () => {
    editions.forEach((edition, index) => {
      if (edition.source.kind !== 'copy') return;
      const source = editions[edition.source.of];
      expect(edition.source.of).toBeLessThan(index);
      expect(source?.source.kind).toBe('render');
      expect(source?.status).not.toBe('failed');
      expect(source?.pageCount).toBe(edition.pageCount);
    });
  });

  it('makes Sunday papers the thickest, with distinct titles', () => {
    const archive = editions.filter((e) => e.source.kind === 'copy' && e.status === 'published');
    const sundays = archive.filter((e) => new Date(isoDateToDay(e.publicationDate) * DAY_MS).getUTCDay() === 0);
    expect(sundays.length).toBeGreaterThan(20);
    for (const sunday of sundays) expect(sunday.pageCount).toBe(5);
    expect(new Set(editions.filter((e) => e.status === 'published').map((e) => e.title)).size).toBe(EDITION_DAYS);
  });

  it('was uploaded before dawn on its day (a draft whenever), never after now', () => {
    for (const edition of editions) {
      expect(edition.uploadedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (edition.status === 'draft') continue;
      const uploaded = edition.uploadedAt.getTime();
      expect(toIstDay(uploaded)).toBe(isoDateToDay(edition.publicationDate));
      // 04:00–04:59 in India; the cut-off upload's second try a little later.
      expect([4, 5]).toContain(new Date(uploaded + 5.5 * 3_600_000).getUTCHours());
    }
  });
});
