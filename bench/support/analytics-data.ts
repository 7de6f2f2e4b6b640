// Generates the Analytics benchmark's editions and page views inside the database, on top
// of the People benchmark's readers and subscriptions (support/people-data.ts): one
// published daily edition per day for the last 180 days (16–24 pages each, rows only: their
// files need not exist, the reader API only signs their keys), and page views over those
// days with the shape of a morning newspaper:
//   - more views on recent days (the readership grows by 60 % over the half year) and on
//     Sundays (+20 %); today only up to now;
//   - a fifth of the views are readers without a subscription opening page 1 (it is free);
//     the rest are subscribers' sittings of 4–12 pages, page 1 first, then later pages, fewer
//     the further in (page 1 ends up with about 30 % of the views);
//   - a sitting is on that day's edition (65 %), the day before's (20 %) or one of the five
//     before;
//   - most sittings start between 05:30 and 09:30 (peaked at 07:30), with a day-time and an
//     evening tail, a page a minute or so;
//   - readers drawn with a skew (a few read every day, most now and then).
// Written as an import would write it: the roll-up trigger disabled, the rows appended in
// time order in statements of at most a few million rows, then analytics_rebuild() once,
// all in one transaction (so a run stopped half-way leaves nothing). The rebuild's time is
// one of the figures reported.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { ROLL_UP_TABLES } from '../../apps/server/src/test/roll-up-tables.ts';
import { BENCH_PHONE_BASE } from './people-data.ts';

export type AnalyticsScale = { editions: number; pageViews: number; rowsPerStatement: number };

/**
 * Marks the benchmark's editions (a description no demo or product edition uses), with the
 * version of the generator: data from another version is made again.
 */
const BENCH_EDITION_PREFIX = 'Analytics benchmark edition';
export const BENCH_EDITION_DESCRIPTION = `${BENCH_EDITION_PREFIX}, generator v2`;
/** Reused while the newest benchmark edition is at most this old; older data is made again. */
const MAX_AGE_DAYS = 7;

/** What generating took, kept beside the results so a run that reuses the data can report it. */
export type GenerationRecord = {
  generatedAt: string;
  editions: number;
  pages: number;
  pageViews: number;
  insertSeconds: number;
  rebuildSeconds: number;
  rollUpRows: Record<string, number>;
};

/** Views per day, k days ago (k = 0 is today), summing to `total` exactly (largest remainder). */
export function viewsPerDay(total: number, days: number, today: string, dayFraction: number): number[] {
  const weights = Array.from({ length: days }, (_, k) => {
    const weekday = new Date(Date.parse(`${today}T00:00:00Z`) - k * 86_400_000).getUTCDay();
    const growth = 1 + (0.6 * (days - 1 - k)) / (days - 1);
    return growth * (weekday === 0 ? 1.2 : 1) * (k === 0 ? Math.max(0.05, dayFraction) : 1);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, k) => [x - Math.floor(x), k] as const).sort((a, b) => b[0] - a[0]);
  for (const [, k] of byRemainder) {
    if (left-- <= 0) break;
    counts[k]! += 1;
  }
  return counts;
}

const EDITIONS_STATEMENT = (count: number, today: string) => `
  INSERT INTO epapers (storage_id, title, description, publication_date, page_count, file_size, is_published,
                       processing_status, pages_done, original_pdf_key, preview_key, created_at, updated_at)
  SELECT storage_id, 'The Daily Bench, ' || to_char(day, 'FMDD Mon YYYY'), '${BENCH_EDITION_DESCRIPTION}', day,
         pages, pages * 2000000, true, 'completed', pages, 'epapers/' || storage_id || '/original.pdf',
         'epapers/' || storage_id || '/preview.webp', published, published
    FROM (SELECT gen_random_uuid() AS storage_id, '${today}'::date - k AS day,
                 16 + (k * 7 + 3) % 9 AS pages,
                 (('${today}'::date - k) + time '04:30') AT TIME ZONE analytics_time_zone() AS published
            FROM generate_series(${count - 1}, 0, -1) AS k) AS e
   ORDER BY day`;

const PAGES_STATEMENT = `
  INSERT INTO epaper_pages (epaper_id, page_number, pdf_key, image_key, thumbnail_key, image_ready, width, height,
                            created_at)
  SELECT e.id, n, 'epapers/' || e.storage_id || '/pages/' || n || '.pdf',
         'epapers/' || e.storage_id || '/pages/' || n || '.webp',
         'epapers/' || e.storage_id || '/pages/' || n || '-thumb.webp', true, 1600, 2263, e.created_at
    FROM epapers e, generate_series(1, e.page_count) AS n
   WHERE e.description = '${BENCH_EDITION_DESCRIPTION}'
   ORDER BY e.id, n`;

/** The editions by age (k = 0: today's), the readers and the subscribers, numbered for drawing. */
const DRAW_TABLES = (today: string) => [
  `CREATE TEMP TABLE bench_editions ON COMMIT DROP AS
     SELECT ('${today}'::date - publication_date) AS k, id, page_count FROM epapers
      WHERE description = '${BENCH_EDITION_DESCRIPTION}'`,
  `CREATE TEMP TABLE bench_readers ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY random()) AS n, id FROM users
      WHERE role = 'user' AND is_active AND phone >= '+91${BENCH_PHONE_BASE}'`,
  // EXISTS, not DISTINCT: on PostgreSQL 15 a parallel hashed DISTINCT of these 330,000 ids
  // spilled to disk and ran for minutes (2 s without parallel workers).
  `CREATE TEMP TABLE bench_subscribers ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY random()) AS n, u.id FROM users u
      WHERE u.is_active AND EXISTS (SELECT 1 FROM user_subscriptions s WHERE s.user_id = u.id AND s.status = 'active'
                                      AND s.end_date >= '${today}'::date)`,
  'CREATE UNIQUE INDEX ON bench_editions (k)',
  'CREATE UNIQUE INDEX ON bench_readers (n)',
  'CREATE UNIQUE INDEX ON bench_subscribers (n)',
  'ANALYZE bench_editions, bench_readers, bench_subscribers',
];

/** The views of some days (k days ago, n views each), appended in time order. */
function viewsStatement(
  days: Array<[number, number]>,
  today: string,
  sizes: { editions: number; readers: number; subscribers: number },
) {
  // A sitting's edition (by age) and its start, from its own random draws.
  const edition = (k: string) => `${k} + least(${sizes.editions - 1} - ${k},
      CASE WHEN r_age < 0.65 THEN 0 WHEN r_age < 0.85 THEN 1 ELSE 2 + floor(r_age * 1000)::int % 5 END)`;
  const start = `day_start + interval '1 hour' *
      CASE WHEN r_hour < 0.5 THEN 5.5 + 2 * (r_minute + r_extra)
           WHEN r_hour < 0.8 THEN 9.5 + 8 * r_minute
           WHEN r_hour < 0.95 THEN 17.5 + 5.5 * r_minute
           ELSE 24 * r_minute END`;
  const draws = `random() AS r_age, random() AS r_hour, random() AS r_minute, random() AS r_extra, random() AS r_user`;
  return `
    WITH planned AS (
      SELECT d.k, round(d.n * 0.2)::int AS free, d.n - round(d.n * 0.2)::int AS paid,
             ('${today}'::date - d.k)::timestamp AT TIME ZONE analytics_time_zone() AS day_start
        FROM unnest(ARRAY[${days.map(([k]) => k).join(',')}]::int[],
                    ARRAY[${days.map(([, n]) => n).join(',')}]::int[]) AS d(k, n)
    ), sittings AS (
      -- Subscribers' sittings of 4-12 pages, as many as the day's views need, the last one cut.
      SELECT * FROM (
        SELECT p.k, p.day_start, p.paid, s.*, sum(s.len) OVER (PARTITION BY p.k ORDER BY s.i) AS ends
          FROM planned p,
               LATERAL (SELECT i, 4 + floor(random() * 9)::int AS len, ${draws}
                          FROM generate_series(1, ceil(p.paid / 4.0)::int) AS i) AS s) AS all_sittings
       WHERE ends - len < paid
    ), views AS (
      SELECT ${edition('k')} AS edition_k, ${start} + (j - 1) * interval '75 seconds' AS at, day_start, j,
             r_user, true AS subscribed
        FROM sittings, LATERAL generate_series(1, least(len, paid - (ends - len))) AS j
      UNION ALL
      SELECT ${edition('p.k')}, ${start}, day_start, 1, r_user, false
        FROM planned p, LATERAL (SELECT ${draws} FROM generate_series(1, p.free)) AS r
    ), paged AS (
      SELECT e.id AS epaper_id,
             CASE WHEN v.j = 1 THEN 1 ELSE 2 + floor((e.page_count - 1) * power(random(), 1.7))::int END AS page,
             CASE WHEN v.at <= now() THEN v.at ELSE v.day_start + (now() - v.day_start) * random() END AS viewed_at,
             v.r_user, v.subscribed
        FROM views v JOIN bench_editions e ON e.k = v.edition_k
    )
    INSERT INTO page_views (user_id, epaper_id, page_number, viewed_at)
    SELECT coalesce(s.id, r.id), v.epaper_id, v.page, v.viewed_at
      FROM paged v
      LEFT JOIN bench_readers r
        ON NOT v.subscribed AND r.n = 1 + floor(${sizes.readers} * v.r_user * v.r_user)::bigint
      LEFT JOIN bench_subscribers s
        ON v.subscribed AND s.n = 1 + floor(${sizes.subscribers} * v.r_user * v.r_user)::bigint
     ORDER BY v.viewed_at`;
}

/** The service's calendar day (yyyy-mm-dd) in the roll-ups' time zone, and how much of it has gone. */
async function today(client: pg.PoolClient): Promise<{ day: string; fraction: number }> {
  const { rows } = await client.query<{ day: string; fraction: number }>(`
    SELECT (now() AT TIME ZONE analytics_time_zone())::date::text AS day,
           extract(epoch FROM (now() AT TIME ZONE analytics_time_zone())::time) / 86400 AS fraction`);
  return { day: rows[0]!.day, fraction: Number(rows[0]!.fraction) };
}

function recordPath(kind: string): string {
  return path.resolve(path.dirname(new URL(import.meta.url).pathname), `../results/analytics-data-${kind}.json`);
}

export function readGenerationRecord(kind: string): GenerationRecord | null {
  const file = recordPath(kind);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GenerationRecord) : null;
}

/**
 * Makes the editions and page views unless a previous run left them (and they are at most
 * a week old); returns what generating took, or null when the data was reused.
 */
export async function ensureAnalyticsData(
  pool: pg.Pool,
  kind: string,
  scale: AnalyticsScale,
  log: (line: string) => void,
): Promise<GenerationRecord | null> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ n: number; current: number; newest_age: number | null }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE description = $2)::int AS current,
              (now() AT TIME ZONE analytics_time_zone())::date - max(publication_date) AS newest_age
         FROM epapers WHERE description LIKE $1`,
      [`${BENCH_EDITION_PREFIX}%`, BENCH_EDITION_DESCRIPTION],
    );
    const present = rows[0]?.n ?? 0;
    const current = rows[0]?.current ?? 0;
    const age = rows[0]?.newest_age ?? 0;
    if (present === scale.editions && current === present && age <= MAX_AGE_DAYS) {
      log(`[${kind}] reusing the editions and page views of a previous run (newest edition ${age} day(s) old)`);
      return null;
    }
    if (present > 0) {
      log(
        `[${kind}] the benchmark's editions are ${age} days old or from another generator: ` +
          'making the editions and page views again',
      );
    }
    const { day, fraction } = await today(client);
    const perDay = viewsPerDay(scale.pageViews, scale.editions, day, fraction);
    await client.query('BEGIN');
    if (present > 0) {
      // Every page view here is the benchmark's: the data is made again from nothing.
      await client.query('TRUNCATE page_views');
      await client.query('DELETE FROM epapers WHERE description LIKE $1', [`${BENCH_EDITION_PREFIX}%`]);
    }
    // An import: the rows go in without the per-statement roll-up, which the rebuild redoes once.
    await client.query('ALTER TABLE page_views DISABLE TRIGGER page_views_roll_up');
    await client.query(EDITIONS_STATEMENT(scale.editions, day));
    const pages = (await client.query(PAGES_STATEMENT)).rowCount ?? 0;
    for (const statement of DRAW_TABLES(day)) await client.query(statement);
    const sizes = await client.query<{ readers: number; subscribers: number }>(
      `SELECT (SELECT count(*)::int FROM bench_readers) AS readers, (SELECT count(*)::int FROM bench_subscribers) AS subscribers`,
    );
    const { readers, subscribers } = sizes.rows[0]!;
    log(
      `[${kind}] ${scale.editions} editions (${pages.toLocaleString('en')} pages); drawing views from ` +
        `${readers.toLocaleString('en')} readers, ${subscribers.toLocaleString('en')} of them subscribed`,
    );
    const started = performance.now();
    let written = 0;
    // Oldest days first, so the table is in time order as live views leave it (its BRIN index expects that).
    let chunk: Array<[number, number]> = [];
    const flush = async () => {
      if (!chunk.length) return;
      written +=
        (await client.query(viewsStatement(chunk, day, { editions: scale.editions, readers, subscribers }))).rowCount ??
        0;
      log(
        `  page views ${written.toLocaleString('en')} / ${scale.pageViews.toLocaleString('en')} ` +
          `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      chunk = [];
    };
    for (let k = scale.editions - 1; k >= 0; k -= 1) {
      chunk.push([k, perDay[k]!]);
      if (chunk.reduce((sum, [, n]) => sum + n, 0) >= scale.rowsPerStatement) await flush();
    }
    await flush();
    const insertSeconds = (performance.now() - started) / 1000;
    if (written !== scale.pageViews) throw new Error(`wrote ${written} page views, not ${scale.pageViews}`);
    log(`[${kind}] analytics_rebuild() over every raw row…`);
    const rebuildStarted = performance.now();
    await client.query('SELECT analytics_rebuild()');
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
    await client.query('ALTER TABLE page_views ENABLE TRIGGER page_views_roll_up');
    await client.query('COMMIT');
    log(`[${kind}] rebuilt in ${rebuildSeconds.toFixed(1)} s; VACUUM ANALYZE…`);
    await client.query(`VACUUM ANALYZE page_views, epapers, epaper_pages, ${ROLL_UP_TABLES.join(', ')}`);
    const rollUpRows: Record<string, number> = {};
    for (const table of ROLL_UP_TABLES) {
      rollUpRows[table] = Number((await client.query(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0]?.n);
    }
    const record: GenerationRecord = {
      generatedAt: new Date().toISOString(),
      editions: scale.editions,
      pages,
      pageViews: written,
      insertSeconds,
      rebuildSeconds,
      rollUpRows,
    };
    mkdirSync(path.dirname(recordPath(kind)), { recursive: true });
    writeFileSync(recordPath(kind), JSON.stringify(record, null, 2));
    return record;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
