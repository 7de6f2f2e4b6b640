// The heaviest work the product runs at demo scale: the dashboard's analytics over the
// widest range (90 days), per day in the service's time zone: new registrations, active
// users (distinct readers with any activity), revenue, and subscriptions by plan and
// status. Each series scans and aggregates a whole table's window.
// The analytics module does not exist yet; this is the shape and the cost of its work,
// written two ways: as one statement, and as short statements (each series over a
// slice of the days at a time, which gives the same rows: every figure is per day).

export const REPORT_DAYS = 90;
/**
 * Days per statement in the short form: about 5 ms each at demo scale (measured on PGlite,
 * the earlier embedded database).
 */
export const SLICE_DAYS = 15;

/** Each series between $2 and $3 (timestamps); $1 is the service's IANA time zone. */
const SERIES_SQL = {
  registrations: `
    SELECT (date_joined AT TIME ZONE $1)::date AS day, count(*) AS n
    FROM users
    WHERE NOT is_admin AND date_joined >= $2::timestamptz AND date_joined < $3::timestamptz
    GROUP BY 1`,
  activeUsers: `
    SELECT (created_at AT TIME ZONE $1)::date AS day, count(DISTINCT user_id) AS n
    FROM user_activities
    WHERE created_at >= $2::timestamptz AND created_at < $3::timestamptz
    GROUP BY 1`,
  revenue: `
    SELECT (created_at AT TIME ZONE $1)::date AS day, sum(amount_paid) AS amount, count(*) AS subscriptions
    FROM user_subscriptions
    WHERE created_at >= $2::timestamptz AND created_at < $3::timestamptz
    GROUP BY 1`,
} as const;

/** All-time, and small: one statement in both forms. */
const BY_PLAN_SQL = `
  SELECT p.title, s.status, count(*) AS n, sum(s.amount_paid) AS amount
  FROM user_subscriptions s JOIN plans p ON p.id = s.plan_id
  GROUP BY p.title, s.status`;

/** `label` is for the figures; not `name`, which pg would take for a prepared statement's. */
export type Statement = { label: string; text: string; values: unknown[] };

const DAY_MS = 86_400_000;

/** The report as one statement: every series joined onto the days. */
export function reportAsOneStatement(timeZone: string, now = new Date()): Statement {
  const from = new Date(now.getTime() - REPORT_DAYS * DAY_MS).toISOString();
  const text = `
    WITH registrations AS (${SERIES_SQL.registrations}),
    active_users AS (${SERIES_SQL.activeUsers}),
    revenue AS (${SERIES_SQL.revenue}),
    by_plan AS (${BY_PLAN_SQL}),
    days AS (
      SELECT d::date AS day
      FROM generate_series(($2::timestamptz AT TIME ZONE $1)::date, ($3::timestamptz AT TIME ZONE $1)::date, interval '1 day') AS d
    )
    SELECT days.day, coalesce(r.n, 0) AS new_registrations, coalesce(a.n, 0) AS active_users,
           coalesce(v.amount, 0) AS revenue, coalesce(v.subscriptions, 0) AS subscriptions,
           (SELECT jsonb_agg(by_plan) FROM by_plan) AS by_plan
    FROM days
    LEFT JOIN registrations r USING (day)
    LEFT JOIN active_users a USING (day)
    LEFT JOIN revenue v USING (day)
    ORDER BY days.day`;
  return { label: 'whole report', text, values: [timeZone, from, now.toISOString()] };
}

/** The same figures as short statements: each series over SLICE_DAYS at a time, then by plan. */
export function reportAsShortStatements(timeZone: string, now = new Date()): Statement[] {
  const statements: Statement[] = [];
  for (let end = now.getTime(); end > now.getTime() - REPORT_DAYS * DAY_MS; end -= SLICE_DAYS * DAY_MS) {
    const bounds = [new Date(end - SLICE_DAYS * DAY_MS).toISOString(), new Date(end).toISOString()];
    for (const [name, text] of Object.entries(SERIES_SQL))
      statements.push({ label: `${name} (${SLICE_DAYS} days)`, text, values: [timeZone, ...bounds] });
  }
  statements.push({ label: 'byPlan', text: BY_PLAN_SQL, values: [] });
  return statements;
}

/**
 * Not a product query: 1.5 M md5 calls, about a second of CPU inside Postgres. It shows
 * what any statement that is not designed short does to the embedded database.
 */
export const PATHOLOGICAL_SQL = "SELECT count(*) FROM generate_series(1, 1500000) AS a WHERE md5(a::text) LIKE '%abc%'";
