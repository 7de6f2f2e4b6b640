// The analytics benchmark's right figures (bench/analytics.bench.ts): a few figures
// recounted in SQL from the raw rows, and the API's answers and today's roll-ups checked
// against them.
import type pg from 'pg';
import type {
  ContentAnalytics,
  Overview,
  PopularAnalytics,
  RevenueAnalytics,
  RevenueReport,
  UsageReport,
  UserAnalytics,
} from '../../packages/shared/src/analytics.contract.ts';
import type { BuiltProduct } from '../../e2e/support/built-product.ts';
import { CALLS, RANGE_DAYS } from './analytics-calls.ts';
import { getJson } from './list-load.ts';

/** The day `n` days after `day` (yyyy-mm-dd). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export type Recount = {
  today: string;
  from: string;
  yesterday: string;
  viewsInRange: number;
  activeYesterday: number;
  topEdition: { id: number; views: number };
  revenueInRange: string;
  readers: number;
  viewsToday: number;
};

/** `day`'s first instant in the roll-ups' time zone, as SQL. */
const startOf = (param: string) => `(${param}::date)::timestamp AT TIME ZONE analytics_time_zone()`;

export async function recount(pool: pg.Pool): Promise<Recount> {
  const q = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0] ?? {};
  const today = String((await q(`SELECT (now() AT TIME ZONE analytics_time_zone())::date::text AS d`)).d);
  const from = addDays(today, -(RANGE_DAYS - 1));
  const yesterday = addDays(today, -1);
  const inRange = `viewed_at >= ${startOf('$1')} AND viewed_at < ${startOf('$2')}`;
  const range = [from, addDays(today, 1)];
  const viewsInRange = Number((await q(`SELECT count(*) AS n FROM page_views WHERE ${inRange}`, range)).n);
  const activeYesterday = Number(
    (
      await q(
        `SELECT count(*) AS n FROM (
           SELECT user_id FROM page_views WHERE ${inRange}
           UNION
           SELECT a.user_id FROM user_activities a JOIN users u ON u.id = a.user_id AND u.role = 'user'
            WHERE a.activity_type = 'login' AND a.created_at >= ${startOf('$1')} AND a.created_at < ${startOf('$2')}) AS active`,
        [yesterday, today],
      )
    ).n,
  );
  const top = await q(
    `SELECT epaper_id AS id, count(*) AS n FROM page_views WHERE ${inRange} GROUP BY 1 ORDER BY 2 DESC, 1 DESC LIMIT 1`,
    range,
  );
  const revenue = await q(
    `SELECT coalesce(sum(amount_paid), 0)::numeric(16, 2)::text AS total FROM user_subscriptions
      WHERE created_at >= ${startOf('$1')} AND created_at < ${startOf('$2')}`,
    range,
  );
  const readers = Number((await q(`SELECT count(*) AS n FROM users WHERE role = 'user'`)).n);
  const viewsToday = Number(
    (await q(`SELECT count(*) AS n FROM page_views WHERE viewed_at >= ${startOf('$1')}`, [today])).n,
  );
  return {
    today,
    from,
    yesterday,
    viewsInRange,
    activeYesterday,
    topEdition: { id: Number(top.id), views: Number(top.n) },
    revenueInRange: String(revenue.total),
    readers,
    viewsToday,
  };
}

export type Check = { figure: string; api: string; recount: string; ok: boolean };

/** The API's answers against the recount. */
export async function checkFigures(product: BuiltProduct, access: string, expected: Recount): Promise<Check[]> {
  const get = <T>(i: number) => getJson(product.baseURL, access, CALLS[i]![1]) as Promise<T>;
  const overview = await get<Overview>(0);
  const users = await get<UserAnalytics>(1);
  const revenue = await get<RevenueAnalytics>(2);
  const content = await get<ContentAnalytics>(3);
  const popular = await get<PopularAnalytics>(4);
  const usage = await get<UsageReport>(6);
  const revenueReport = await get<RevenueReport>(7);
  const check = (figure: string, api: unknown, recount: unknown): Check => ({
    figure,
    api: String(api),
    recount: String(recount),
    ok: String(api) === String(recount),
  });
  const top = popular.editions[0];
  return [
    check('range of days=90', `${content.from} … ${content.to}`, `${expected.from} … ${expected.today}`),
    check('page views of the 90 days (content.total_views)', content.total_views, expected.viewsInRange),
    check(
      'page views of the 90 days (reports/usage, sum of days)',
      usage.days.reduce((sum, day) => sum + day.page_views, 0),
      expected.viewsInRange,
    ),
    check(
      `active readers on ${expected.yesterday} (users.active_users)`,
      users.active_users.find((day) => day.date === expected.yesterday)?.active_users,
      expected.activeYesterday,
    ),
    check(
      'most read edition of the 90 days and its views (popular)',
      `#${top?.epaper_id}: ${top?.views}`,
      `#${expected.topEdition.id}: ${expected.topEdition.views}`,
    ),
    check('revenue of the 90 days (revenue.total_revenue)', revenue.total_revenue, expected.revenueInRange),
    check('revenue of the 90 days (reports/revenue)', revenueReport.total_revenue, expected.revenueInRange),
    check('readers (overview.total_users)', overview.total_users, expected.readers),
    check("today's page views (overview.today_page_views)", overview.today_page_views, expected.viewsToday),
  ];
}

/** Today's roll-ups against the raw rows of today (the rows the triggers wrote under load). */
export async function checkToday(pool: pg.Pool, today: string): Promise<Check[]> {
  const q = async (text: string) => (await pool.query(text, [today])).rows[0] ?? {};
  const dayViews = `SELECT * FROM page_views WHERE viewed_at >= ${startOf('$1')} AND viewed_at < ${startOf('$1')} + interval '1 day'`;
  const totals = await q(`SELECT page_views, active_readers FROM daily_totals WHERE day = $1::date`);
  const raw = await q(`SELECT count(*) AS n FROM (${dayViews}) AS v`);
  const active = await q(
    `SELECT count(*) AS n FROM (SELECT user_id FROM (${dayViews}) AS v UNION
       SELECT a.user_id FROM user_activities a JOIN users u ON u.id = a.user_id AND u.role = 'user'
        WHERE a.activity_type = 'login' AND a.created_at >= ${startOf('$1')}
          AND a.created_at < ${startOf('$1')} + interval '1 day') AS x`,
  );
  const pages = await q(
    `SELECT count(*) AS n FROM (
       (SELECT epaper_id, page_number, views FROM daily_page_views WHERE day = $1::date
        EXCEPT SELECT epaper_id, page_number, count(*) FROM (${dayViews}) AS v GROUP BY 1, 2)
       UNION ALL
       (SELECT epaper_id, page_number, count(*) FROM (${dayViews}) AS v GROUP BY 1, 2
        EXCEPT SELECT epaper_id, page_number, views FROM daily_page_views WHERE day = $1::date)) AS d`,
  );
  const editions = await q(
    `SELECT count(*) AS n FROM (
       (SELECT epaper_id, views, readers FROM daily_epaper_views WHERE day = $1::date
        EXCEPT SELECT epaper_id, count(*), count(DISTINCT user_id) FROM (${dayViews}) AS v GROUP BY 1)
       UNION ALL
       (SELECT epaper_id, count(*), count(DISTINCT user_id) FROM (${dayViews}) AS v GROUP BY 1
        EXCEPT SELECT epaper_id, views, readers FROM daily_epaper_views WHERE day = $1::date)) AS d`,
  );
  return [
    { figure: `page views on ${today} (daily_totals)`, api: String(totals.page_views), recount: String(raw.n) },
    {
      figure: `active readers on ${today} (daily_totals)`,
      api: String(totals.active_readers),
      recount: String(active.n),
    },
    { figure: `pages' views on ${today}: rows differing`, api: String(pages.n), recount: '0' },
    { figure: `editions' views and readers on ${today}: rows differing`, api: String(editions.n), recount: '0' },
  ].map((c) => ({ ...c, ok: c.api === c.recount }));
}
