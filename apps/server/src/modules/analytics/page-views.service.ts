import type { Db } from '../../db/client.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { insertPageViews, type PageView } from './page-view.repository.ts';

export type { PageView };

/** Records readers' page views; `record` resolves once the view is committed. */
export type PageViewRecorder = {
  record: (view: PageView) => Promise<void>;
  /** Waits for the views already handed in. */
  close: () => Promise<void>;
};

/**
 * Group commit: the views that arrive while a batch is being written go together as the
 * next one, in one statement (so the roll-up trigger runs once for all of them). A lone
 * view is written at once; every request still answers only after its view is stored.
 * Each process has its own recorder; the database keeps the roll-ups, so any number of
 * processes add up.
 */
export function createPageViewRecorder(db: Db): PageViewRecorder {
  const pending = new Set<Promise<void>>();
  const write = createBatcher(
    async (views: PageView[]) => {
      await insertPageViews(db, views);
      return views.map(() => undefined);
    },
    { maxBatch: 2000 },
  );
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
