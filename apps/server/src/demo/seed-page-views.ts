// A step of the demo fill after the editions exist (page views name them by id): the
// readers' page views, in one transaction. The roll-ups are recomputed after it
// (demo.ts), so they are exact even after a --reset deleted rows no trigger saw go.
import type { Db } from '../db/client.ts';
import { countEditionsAndViews } from './demo-counts.repository.ts';
import { insertPageViews } from './demo-events.repository.ts';
import type { DemoPageView } from './reading.generator.ts';

export type PageViewsInput = {
  views: readonly DemoPageView[];
  /** Phone → id of the inserted readers. */
  readerIds: Map<string, number>;
  /** The id of each planned edition, in the plan's order. */
  epaperIds: readonly number[];
};

export type PageViewsResult = {
  inserted: number;
  insertMs: number;
  /** Rows now in the tables the steps after the fill write, demo or not. */
  totals: { epapers: number; pageViews: number };
};

export async function seedDemoPageViews(
  db: Db,
  { views, readerIds, epaperIds }: PageViewsInput,
): Promise<PageViewsResult> {
  const started = performance.now();
  const inserted = await db.transaction((tx) => insertPageViews(tx, views, readerIds, epaperIds));
  const insertMs = performance.now() - started;
  return { inserted, insertMs, totals: await countEditionsAndViews(db) };
}
