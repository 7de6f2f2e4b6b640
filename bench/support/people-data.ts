// Generates the People benchmark's data inside the database (INSERT … SELECT over
// generate_series): readers with Indian names, emails and +91 phones, their subscriptions
// and their activity. A million readers take tens of seconds rather than the minutes a
// client-side generator would spend sending rows.
import { NAME_REGIONS } from '../../apps/server/src/demo/indian-names.ts';
import { CITIES, STREETS } from '../../apps/server/src/demo/indian-places.ts';

export type PeopleScale = { readers: number; subscriptions: number; activities: number };

/** Anything that runs one SQL statement: a `pg` client or pool. */
export type SqlRunner = { query: (statement: string) => Promise<{ rows: Record<string, unknown>[] }> };

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;
const sqlArray = (items: readonly string[]) => `ARRAY[${[...new Set(items)].map(sqlText).join(',')}]::text[]`;
/** A random element of an array literal, drawn per row. */
const pick = (array: string) => `(${array})[1 + floor(random() * cardinality(${array}))::int]`;

const FIRST_NAMES = sqlArray(NAME_REGIONS.flatMap((region) => region.firstNames));
const LAST_NAMES = sqlArray(NAME_REGIONS.flatMap((region) => region.lastNames));
const PLACES = sqlArray(CITIES.map((city) => `${city.name}, ${city.state}`));
const STREET_NAMES = sqlArray(STREETS);

/**
 * Benchmark readers have mobile numbers from +916000000000 to +919999999999, each one
 * different and the digits spread like real numbers (n × an odd multiplier, modulo the
 * range): sequential numbers would make every phone share its leading digits, which no
 * real list does and which no search index is built for.
 */
export const BENCH_PHONE_BASE = 6_000_000_000;
const PHONE_RANGE = 4_000_000_000;
const PHONE_MULTIPLIER = 2_654_435_761; // odd and not a multiple of 5: a bijection modulo 4·10⁹

const CHUNK = 250_000;

async function inChunks(total: number, run: (from: number, to: number) => Promise<void>): Promise<void> {
  for (let from = 1; from <= total; from += CHUNK) await run(from, Math.min(total, from + CHUNK - 1));
}

function readersStatement(from: number, to: number): string {
  return `
    INSERT INTO users (name, email, phone, address, is_active, is_verified, role, date_joined, updated_at, last_login)
    SELECT first || ' ' || last,
           CASE WHEN r_email < 0.85 THEN lower(regexp_replace(first || '.' || last, '[^A-Za-z.]', '', 'g')) || g || '@gmail.example' END,
           '+91' || (${BENCH_PHONE_BASE} + (g::bigint * ${PHONE_MULTIPLIER}) % ${PHONE_RANGE})::text,
           (1 + g % 300)::text || ', ' || street || ', ' || place,
           r_active >= 0.07, r_verified < 0.6, 'user', joined, joined,
           CASE WHEN r_login < 0.8 THEN joined + (now() - joined) * random() END
      FROM (SELECT g, ${pick(FIRST_NAMES)} AS first, ${pick(LAST_NAMES)} AS last,
                   ${pick(STREET_NAMES)} AS street, ${pick(PLACES)} AS place,
                   random() AS r_email, random() AS r_active, random() AS r_verified, random() AS r_login,
                   now() - random() * interval '730 days' AS joined
              FROM generate_series(${from}, ${to}) AS g) AS drawn`;
}

const PLANS_STATEMENT = `
  INSERT INTO plans (title, description, price, duration_days, edition_count, features, sort_order)
  SELECT * FROM (VALUES
    ('Monthly', 'Every edition for a month', 199.00::numeric, 30, NULL::int, '["All editions"]'::jsonb, 1),
    ('Quarterly', 'Every edition for three months', 549.00, 90, NULL, '["All editions"]', 2),
    ('Half-yearly', 'Every edition for six months', 999.00, 180, NULL, '["All editions"]', 3),
    ('Yearly', 'Every edition for a year', 1499.00, 365, NULL, '["All editions"]', 4)) AS p
   WHERE NOT EXISTS (SELECT 1 FROM plans)`;

/** A reader id drawn uniformly from the benchmark's readers (their ids are one contiguous run). */
const RANDOM_READER = 'readers.min_id + floor(random() * readers.span)::int';

/** The benchmark's readers: their first id and how many ids they span. */
const READERS_CTE = `readers AS (SELECT min(id) AS min_id, max(id) - min(id) + 1 AS span FROM users
                      WHERE role = 'user' AND phone >= '+91${BENCH_PHONE_BASE}')`;

function subscriptionsStatement(count: number): string {
  return `
    WITH ${READERS_CTE},
         plan_list AS (SELECT array_agg(id ORDER BY id) AS ids FROM plans)
    INSERT INTO user_subscriptions (user_id, plan_id, start_date, end_date, status, amount_paid, payment_method,
                                    payment_reference, auto_renewal, created_at)
    SELECT user_id, plan.id, started::date, (started + plan.duration_days * interval '1 day')::date,
           CASE WHEN r_cancel < 0.05 THEN 'cancelled'
                WHEN started + plan.duration_days * interval '1 day' < now() THEN 'expired' ELSE 'active' END,
           plan.price, ${pick(sqlArray(['upi', 'card', 'netbanking', 'wallet']))}, 'pay_' || md5(g::text),
           random() < 0.4, started
      FROM (SELECT g, ${RANDOM_READER} AS user_id,
                   plan_list.ids[1 + floor(random() * cardinality(plan_list.ids))::int] AS plan_id,
                   now() - random() * interval '730 days' AS started, random() AS r_cancel
              FROM generate_series(1, ${count}) AS g, readers, plan_list) AS drawn
      JOIN plans AS plan ON plan.id = drawn.plan_id`;
}

function activitiesStatement(from: number, to: number): string {
  return `
    WITH ${READERS_CTE}
    INSERT INTO user_activities (user_id, activity_type, description, ip_address, created_at)
    SELECT user_id, kind,
           CASE kind WHEN 'login' THEN 'Signed in' WHEN 'logout' THEN 'Signed out'
                     WHEN 'subscription' THEN 'Subscribed to a plan' ELSE 'Profile updated' END,
           '10.' || (g % 250) || '.' || (g / 250 % 250) || '.' || (1 + g % 253),
           now() - random() * interval '365 days'
      FROM (SELECT g, user_id,
                   CASE WHEN r < 0.55 THEN 'login' WHEN r < 0.85 THEN 'logout'
                        WHEN r < 0.95 THEN 'subscription' ELSE 'others' END AS kind
              FROM (SELECT g, ${RANDOM_READER} AS user_id, random() AS r
                      FROM generate_series(${from}, ${to}) AS g, readers) AS raw) AS drawn`;
}

/**
 * Writes the readers, their subscriptions and their activity, then refreshes the planner's
 * statistics. Deterministic in volume, random in content (no seed: the shape is what matters).
 */
export async function generatePeople(db: SqlRunner, scale: PeopleScale, log: (line: string) => void): Promise<void> {
  let started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  await inChunks(scale.readers, async (from, to) => {
    await db.query(readersStatement(from, to));
    log(`  readers ${to.toLocaleString('en')} / ${scale.readers.toLocaleString('en')} (${took()})`);
  });
  started = performance.now();
  await db.query(PLANS_STATEMENT);
  await inChunks(scale.subscriptions, async (from, to) => {
    await db.query(subscriptionsStatement(to - from + 1));
    log(`  subscriptions ${to.toLocaleString('en')} / ${scale.subscriptions.toLocaleString('en')} (${took()})`);
  });
  started = performance.now();
  await inChunks(scale.activities, async (from, to) => {
    await db.query(activitiesStatement(from, to));
    log(`  activities ${to.toLocaleString('en')} / ${scale.activities.toLocaleString('en')} (${took()})`);
  });
  await db.query('VACUUM ANALYZE');
}
