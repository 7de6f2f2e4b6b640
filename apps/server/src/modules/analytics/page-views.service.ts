import type { Db } from '../../db/client.ts';
import { insertPageViews, type PageView } from './page-view.repository.ts';

export type { PageView };

/** Records readers' page views; `record` resolves once the view is committed. */
export type PageViewRecorder = {
  record: (view: PageView) => Promise<void>;
  /** Waits for the views already handed in. */
  close: () => Promise<void>;
};

/** Views written per statement at most. */
const MAX_BATCH = 2000;

type Waiting = { view: PageView; done: () => void; failed: (error: unknown) => void };

/**
 * Group commit: while one batch is being written, the views that arrive wait, and go
 * together as the next batch, in one statement and one transaction. A lone view is
 * written at once; thousands a second cost a few statements a second, and every request
 * still answers only after its view is stored. Each process has its own recorder; the
 * roll-ups they feed are kept by the database, so any number of processes add up.
 */
export function createPageViewRecorder(db: Db): PageViewRecorder {
  let waiting: Waiting[] = [];
  let writing: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(batch.length);
      try {
        await insertPageViews(
          db,
          batch.map((entry) => entry.view),
        );
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    writing = null;
  }

  return {
    record: (view) =>
      new Promise<void>((done, failed) => {
        waiting.push({ view, done, failed });
        writing ??= drain();
      }),
    close: async () => {
      await writing;
    },
  };
}
