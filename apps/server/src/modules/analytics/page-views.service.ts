import type { Db } from '../../db/client.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { repeatInBatches } from '../../lib/in-batches.ts';
import { deleteStaleWindows, recordPageOpens, type PageOpenRecord, type PageView } from './page-view.repository.ts';

export type { PageOpenRecord, PageView };

/**
 * What a page view is (README.md, "What a page view is"): a reader opening a page of an
 * edition. Opening the same page of the same edition again within 30 minutes of the last
 * counted view of it, on the same service day, is the same view. More than 120 opens by
 * one reader within a minute (from the minute's first open) is faster than anyone reads:
 * those opens are refused and not counted.
 */
export const PAGE_VIEW_RULES = {
  sameViewSeconds: 30 * 60,
  opensPerMinute: 120,
} as const;

/** Records readers' page openings; `record` resolves once the opening is committed. */
export type PageViewRecorder = {
  /** Counts the view (unless it repeats a counted one), or refuses an opening that comes too fast. */
  record: (view: PageView) => Promise<PageOpenRecord>;
  /** Waits for the views already handed in. */
  close: () => Promise<void>;
};

/**
 * Group commit: the openings that arrive while a batch is being written go together as
 * the next one, in one statement (so the roll-up trigger runs once for all of them). A
 * lone opening is written at once; every request still answers only after its opening is
 * stored. Each process has its own recorder; the rate, the repeat windows and the
 * roll-ups are in the database, so any number of processes add up.
 */
export function createPageViewRecorder(db: Db): PageViewRecorder {
  const pending = new Set<Promise<PageOpenRecord>>();
  const write = createBatcher((views: PageView[]) => recordPageOpens(db, views, PAGE_VIEW_RULES), {
    maxBatch: 2000,
  });
  return {
    record: (view) => {
      const written = write(view);
      pending.add(written);
      void written.then(
        () => pending.delete(written),
        () => pending.delete(written),
      );
      return written;
    },
    close: async () => {
      await Promise.allSettled([...pending]);
    },
  };
}

const PRUNE_BATCH = 1000;

/** The scheduled sweep: repeat windows and minute counts that no longer hold anything back. */
export function prunePageViewWindows(db: Db): Promise<number> {
  return repeatInBatches(PRUNE_BATCH, (size) => deleteStaleWindows(db, PAGE_VIEW_RULES.sameViewSeconds, size));
}
