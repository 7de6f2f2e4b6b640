// Which pages the analytics benchmark's readers open (bench/analytics.bench.ts), how
// they are sent, and how each was taken. Every opening is a (reader, edition, page) of its
// own in the run: a page opened again within 30 minutes is the same view, not a new one
// (README.md, "What a page view is"), and it answers 200 all the same, so the stored
// page_views rows, not the answers, tell a new view from a repeat.
import type autocannon from 'autocannon';
import type pg from 'pg';
import type { BuiltProduct } from '../../e2e/support/built-product.ts';
import { PAGE_VIEW_RULES } from '../../apps/server/src/modules/analytics/page-views.service.ts';
import { fullSpeed } from './analytics-calls.ts';
import type { Edition, SignedInReader } from './reader-load.ts';
import { summarise } from './stats.ts';

/**
 * Pages one reader opens in a whole run, each a different one: under the 120 a minute the
 * server takes from a reader (PAGE_VIEW_RULES) however short the run, with room to spare.
 */
export const OPENS_PER_READER = PAGE_VIEW_RULES.opensPerMinute - 20;
/**
 * The repeat measurement's readers, each opening this many new pages twice in a row:
 * twice that is still under a reader's 120 a minute.
 */
export const REPEAT_COST = { readers: 10, pagesPerReader: 50 };

/** A page a reader opens: what a view is counted for. */
export type Opening = { reader: SignedInReader; epaperId: number; pageNumber: number };

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The pages the readers open, each (reader, edition, page) once: a subscribed reader pages
 * of the newest editions (all of the newest, then of the one before, …), the others page 1
 * of as many editions, `perReader` each, in a shuffled order. Dealt a reader at a time
 * (each reader's next page after every other reader's next): the requests in flight are
 * many readers', as a morning's readership is, and a reader's pages spread over the run.
 */
export function pageOpenings(readers: SignedInReader[], editions: Edition[], perReader = OPENS_PER_READER): Opening[] {
  const pagesOf = (reader: SignedInReader) => {
    const pages: Opening[] = [];
    for (const edition of editions) {
      const last = reader.subscribed ? edition.pageCount : 1;
      for (let page = 1; page <= last && pages.length < perReader; page += 1) {
        pages.push({ reader, epaperId: edition.id, pageNumber: page });
      }
    }
    return shuffle(pages);
  };
  const lists = shuffle([...readers]).map(pagesOf);
  const openings: Opening[] = [];
  for (let round = 0; round < perReader; round += 1) {
    for (const list of lists) if (round < list.length) openings.push(list[round]!);
  }
  return openings;
}

/**
 * The openings in their order and how many were sent: the loads of a run take them in
 * turn, so none is sent twice. Past the end they start again (repeats, which the report
 * shows): the readers were drawn for a slower rate than the server's.
 */
export type OpeningQueue = { openings: Opening[]; sent: number };

/** One run's answers: each opening's status by its place in the queue (0: none came), and the 2xx latencies. */
export type Answers = { from: number; to: number; statuses: number[]; latencies: number[]; result: autocannon.Result };

/**
 * Full speed over `connections` for `seconds` (or until `amount` are answered), each
 * request the queue's next opening with its reader's token, every answer's status kept
 * against its opening: a repeat answers 200 as a new view does, and only the stored rows
 * tell them apart (tally).
 */
export async function openPages(
  queue: OpeningQueue,
  options: { urls: string[]; connections: number; seconds?: number; amount?: number },
): Promise<Answers> {
  const from = queue.sent;
  const statuses: number[] = [];
  // autocannon gives each connection's request a context from its setup to its answer (one in flight at a time).
  type Sent = { seq: number };
  const run = await fullSpeed({
    ...options,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const seq = queue.sent++;
          const { reader, epaperId, pageNumber } = queue.openings[seq % queue.openings.length]!;
          (context as Sent).seq = seq;
          return {
            ...request,
            path: `/api/reader/epapers/${epaperId}/pages/${pageNumber}/`,
            headers: { ...request.headers, authorization: `Bearer ${reader.access}` },
          };
        },
        onResponse: (status, _body, context) => {
          statuses[(context as Sent).seq - from] = status;
        },
      },
    ],
  });
  return { from, to: queue.sent, statuses, latencies: run.latencies, result: run.result };
}

/** What became of openings sent, from their answers and the page_views rows stored for them. */
export type OpeningTally = {
  sent: number;
  /** Answered 200, a page_views row stored for it: a new view. */
  views: number;
  /** Answered 200, nothing stored: the same view again. */
  repeats: number;
  /** Answered 429 rate_limited: refused as too fast, not counted. */
  limited: number;
  /** Any other answer, and the connections' errors and timeouts. */
  errors: number;
  /** Sent with no answer (in flight when a run stopped), and of them stored all the same. */
  cutOff: number;
  cutOffStored: number;
  /** page_views rows for these openings: views + cutOffStored, unless one was stored twice or a refused one at all. */
  rows: number;
};

export const addTallies = (a: OpeningTally, b: OpeningTally): OpeningTally => ({
  sent: a.sent + b.sent,
  views: a.views + b.views,
  repeats: a.repeats + b.repeats,
  limited: a.limited + b.limited,
  errors: a.errors + b.errors,
  cutOff: a.cutOff + b.cutOff,
  cutOffStored: a.cutOffStored + b.cutOffStored,
  rows: a.rows + b.rows,
});

/**
 * Tallies each run's openings against the page_views rows stored since `afterId` for their
 * (reader, edition, page): every opening of a bench run is its own, so its rows are its
 * view. Read once the servers have stopped, when each has written every opening it took.
 */
export async function tally(
  pool: pg.Pool,
  afterId: number,
  queue: OpeningQueue,
  runs: Answers[],
): Promise<OpeningTally[]> {
  const columns = { run: [] as number[], user: [] as number[], epaper: [] as number[], page: [] as number[] };
  const statuses: number[] = [];
  runs.forEach((answers, index) => {
    for (let seq = answers.from; seq < answers.to; seq += 1) {
      const opening = queue.openings[seq % queue.openings.length]!;
      columns.run.push(index);
      columns.user.push(opening.reader.id);
      columns.epaper.push(opening.epaperId);
      columns.page.push(opening.pageNumber);
      statuses.push(answers.statuses[seq - answers.from] ?? 0);
    }
  });
  // A page's rows are its first opening's: any later opening of it (the repeat measurement's
  // second, or a queue run out) could only repeat that view.
  const { rows } = await pool.query<{ run: number; status: number; answers: number; stored: number; rows: number }>(
    `WITH sent AS (
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[]) WITH ORDINALITY
                  AS s(run, user_id, epaper_id, page_number, status, seq)
     ), firsts AS (
       SELECT DISTINCT ON (user_id, epaper_id, page_number) seq FROM sent ORDER BY user_id, epaper_id, page_number, seq
     ), stored AS (
       SELECT user_id, epaper_id, page_number, count(*)::int AS n FROM page_views
        WHERE id > $6 AND (user_id, epaper_id, page_number) IN (SELECT user_id, epaper_id, page_number FROM sent)
        GROUP BY 1, 2, 3
     )
     SELECT s.run, s.status, count(*)::int AS answers,
            (count(t.n) FILTER (WHERE f.seq IS NOT NULL))::int AS stored,
            coalesce(sum(t.n) FILTER (WHERE f.seq IS NOT NULL), 0)::int AS rows
       FROM sent s LEFT JOIN firsts f USING (seq) LEFT JOIN stored t USING (user_id, epaper_id, page_number)
      GROUP BY s.run, s.status`,
    [columns.run, columns.user, columns.epaper, columns.page, statuses, afterId],
  );
  const ok = (status: number) => status >= 200 && status < 300;
  const cut = (status: number) => status === 0;
  const limited = (status: number) => status === 429;
  const other = (status: number) => !ok(status) && !cut(status) && !limited(status);
  return runs.map((answers, index) => {
    const mine = rows.filter((row) => row.run === index);
    const total = (statuses: (status: number) => boolean, field: 'answers' | 'stored' | 'rows') =>
      mine.filter((row) => statuses(row.status)).reduce((n, row) => n + row[field], 0);
    return {
      sent: answers.to - answers.from,
      views: total(ok, 'stored'),
      repeats: total(ok, 'answers') - total(ok, 'stored'),
      limited: total(limited, 'answers'),
      // autocannon counts a timeout among its errors too.
      errors: total(other, 'answers') + answers.result.errors,
      cutOff: total(cut, 'answers'),
      cutOffStored: total(cut, 'stored'),
      rows: total(() => true, 'rows'),
    };
  });
}

/** The repeat measurement as it ran: `pairs` pages each opened twice in a row. */
export type RepeatRun = { pairs: number; first: number[]; repeat: number[]; queue: OpeningQueue; answers: Answers };
export type RepeatCost = {
  pairs: number;
  first: { p50: number; p99: number };
  repeat: { p50: number; p99: number };
  openings: OpeningTally;
};

/**
 * What the dedupe costs: each of `openings` (new pages) opened twice in a row, on one
 * connection, one request after another, on a server otherwise idle; the first opening
 * stores a view, the second, well within its 30 minutes, finds it and stores nothing.
 * One connection answers in order: the k-th latency is the k-th request's, when all were 2xx.
 */
export async function repeatCost(product: BuiltProduct, openings: Opening[]): Promise<RepeatRun> {
  const queue: OpeningQueue = { openings: openings.flatMap((opening) => [opening, opening]), sent: 0 };
  const answers = await openPages(queue, { urls: [product.baseURL], connections: 1, amount: queue.openings.length });
  const inOrder = answers.latencies.length === queue.openings.length;
  return {
    pairs: openings.length,
    first: inOrder ? answers.latencies.filter((_, k) => k % 2 === 0) : [],
    repeat: inOrder ? answers.latencies.filter((_, k) => k % 2 === 1) : [],
    queue,
    answers,
  };
}

/** The repeat measurement against the rows stored since `afterId`, the servers stopped. */
export async function tallyRepeatCost(pool: pg.Pool, afterId: number, run: RepeatRun): Promise<RepeatCost> {
  const [tallied] = await tally(pool, afterId, run.queue, [run.answers]);
  const percentiles = (latencies: number[]) => {
    const s = summarise(latencies);
    return { p50: s.p50, p99: s.p99 };
  };
  return {
    pairs: run.pairs,
    first: percentiles(run.first),
    repeat: percentiles(run.repeat),
    openings: tallied!,
  };
}
