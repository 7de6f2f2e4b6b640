// The SQL of the parts an analytics answer is put together from (past-days.ts): per
// edition and per page over a range, every one of them (a part's top ten is not the
// range's), and the version under which the past days' parts are kept.
import { sql } from 'drizzle-orm';
import type { DayRange } from '@epaper/shared/analytics-range';
import type { Executor } from '../../db/transaction.ts';

/** Moves on with every change to a roll-up of a day before yesterday, a title or a plan (migration 0011). */
export async function readPastVersion(db: Executor): Promise<number> {
  const result = await db.execute<{ version: string }>(
    sql`select past_version as version from analytics_settings where id = 1`,
  );
  return Number(result.rows[0]?.version ?? 0);
}

export type EditionViews = { epaperId: number; title: string; publicationDate: string; views: number };

/** Every edition read in the range and its views (editions since deleted are left out). */
export async function readEditionViews(db: Executor, range: DayRange): Promise<EditionViews[]> {
  const result = await db.execute<{ id: number; title: string; published: string; views: string }>(sql`
    select e.id, e.title, e.publication_date::text as published, v.views
      from (select epaper_id, sum(views) as views from daily_epaper_views
             where day between ${range.from}::date and ${range.to}::date group by epaper_id) as v
      join epapers e on e.id = v.epaper_id`);
  return result.rows.map((row) => ({
    epaperId: Number(row.id),
    title: row.title,
    publicationDate: row.published,
    views: Number(row.views),
  }));
}

export type PageViews = { epaperId: number; title: string; pageNumber: number; views: number };

/** Every page read in the range and its views (pages of editions since deleted are left out). */
export async function readPageViews(db: Executor, range: DayRange): Promise<PageViews[]> {
  const result = await db.execute<{ id: number; title: string; page: number; views: string }>(sql`
    select e.id, e.title, v.page_number as page, v.views
      from (select epaper_id, page_number, sum(views) as views from daily_page_views
             where day between ${range.from}::date and ${range.to}::date
             group by epaper_id, page_number) as v
      join epapers e on e.id = v.epaper_id`);
  return result.rows.map((row) => ({
    epaperId: Number(row.id),
    title: row.title,
    pageNumber: Number(row.page),
    views: Number(row.views),
  }));
}
