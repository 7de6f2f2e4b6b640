CREATE TABLE "analytics_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "analytics_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "daily_active_readers" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "daily_active_readers_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "daily_epaper_readers" (
	"day" date NOT NULL,
	"epaper_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "daily_epaper_readers_day_epaper_id_user_id_pk" PRIMARY KEY("day","epaper_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "daily_epaper_views" (
	"day" date NOT NULL,
	"epaper_id" integer NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"readers" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_epaper_views_day_epaper_id_pk" PRIMARY KEY("day","epaper_id")
);
--> statement-breakpoint
CREATE TABLE "daily_page_views" (
	"day" date NOT NULL,
	"epaper_id" integer NOT NULL,
	"page_number" integer NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_page_views_day_epaper_id_page_number_pk" PRIMARY KEY("day","epaper_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "daily_subscription_stats" (
	"day" date NOT NULL,
	"plan_id" integer NOT NULL,
	"payment_method" text NOT NULL,
	"new_count" bigint DEFAULT 0 NOT NULL,
	"cancelled_count" bigint DEFAULT 0 NOT NULL,
	"expired_count" bigint DEFAULT 0 NOT NULL,
	"starts" bigint DEFAULT 0 NOT NULL,
	"stops" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "daily_subscription_stats_day_plan_id_payment_method_pk" PRIMARY KEY("day","plan_id","payment_method")
);
--> statement-breakpoint
CREATE TABLE "daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"page_views" bigint DEFAULT 0 NOT NULL,
	"active_readers" bigint DEFAULT 0 NOT NULL,
	"new_registrations" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"epaper_id" integer NOT NULL,
	"page_number" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "page_views_viewed_at_idx" ON "page_views" USING brin ("viewed_at");--> statement-breakpoint
-- The service's time zone until start-up writes the configured one (and rebuilds the
-- roll-ups when it differs).
INSERT INTO "analytics_settings" ("id", "time_zone") VALUES (1, 'Asia/Kolkata');--> statement-breakpoint
-- Cancellations before this column existed: the day of purchase is the best guess left.
UPDATE "user_subscriptions" SET "cancelled_at" = "created_at" WHERE "status" = 'cancelled';--> statement-breakpoint
CREATE FUNCTION analytics_time_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT time_zone FROM analytics_settings WHERE id = 1), 'UTC')
$$;--> statement-breakpoint
-- What one subscription adds to daily_subscription_stats, written once for the triggers
-- and the rebuild. Bought (new, revenue) on the day of payment; active from its start
-- date; it stops on the day it is cancelled, or the day after its last day, when it
-- expires. "Active on a day" is the running sum of starts minus stops up to that day.
CREATE FUNCTION subscription_flows(
  created_at timestamptz, start_date date, end_date date, status text, cancelled_at timestamptz,
  amount_paid numeric, tz text
) RETURNS TABLE (day date, new_count int, cancelled_count int, expired_count int, starts int, stops int, revenue numeric)
LANGUAGE sql STABLE AS $$
  SELECT f.day, f.new_count, f.cancelled_count, f.expired_count, f.starts, f.stops, f.revenue
    FROM (SELECT CASE WHEN status = 'cancelled'
                       AND (coalesce(cancelled_at, created_at) AT TIME ZONE tz)::date <= end_date
                      THEN (coalesce(cancelled_at, created_at) AT TIME ZONE tz)::date END AS cancel_day) AS c,
         LATERAL (VALUES
           ((created_at AT TIME ZONE tz)::date, 1, 0, 0, 0, 0, amount_paid),
           (start_date, 0, 0, 0, 1, 0, 0::numeric),
           (greatest(start_date, coalesce(c.cancel_day, end_date + 1)), 0, 0, 0, 0, 1, 0::numeric),
           (c.cancel_day, 0, 1, 0, 0, 0, 0::numeric),
           (CASE WHEN c.cancel_day IS NULL THEN end_date + 1 END, 0, 0, 1, 0, 0, 0::numeric)
         ) AS f(day, new_count, cancelled_count, expired_count, starts, stops, revenue)
   WHERE f.day IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION subscription_stats_add(delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- In key order, so two transactions never wait on each other's rows in a cycle.
  INSERT INTO daily_subscription_stats AS d
         (day, plan_id, payment_method, new_count, cancelled_count, expired_count, starts, stops, revenue)
  SELECT (x->>'day')::date, (x->>'plan_id')::int, x->>'payment_method', (x->>'new_count')::bigint,
         (x->>'cancelled_count')::bigint, (x->>'expired_count')::bigint, (x->>'starts')::bigint,
         (x->>'stops')::bigint, (x->>'revenue')::numeric
    FROM jsonb_array_elements(delta) AS x
   ORDER BY 1, 2, 3
  ON CONFLICT (day, plan_id, payment_method) DO UPDATE SET
    new_count = d.new_count + excluded.new_count,
    cancelled_count = d.cancelled_count + excluded.cancelled_count,
    expired_count = d.expired_count + excluded.expired_count,
    starts = d.starts + excluded.starts,
    stops = d.stops + excluded.stops,
    revenue = d.revenue + excluded.revenue;
  -- A change that moved a flow to another day leaves the old day's row at zero: drop it,
  -- so the table holds what a rebuild would.
  DELETE FROM daily_subscription_stats AS d
   USING jsonb_array_elements(delta) AS x
   WHERE d.day = (x->>'day')::date AND d.plan_id = (x->>'plan_id')::int AND d.payment_method = x->>'payment_method'
     AND d.new_count = 0 AND d.cancelled_count = 0 AND d.expired_count = 0 AND d.starts = 0 AND d.stops = 0
     AND d.revenue = 0;
END $$;--> statement-breakpoint
-- One function for the three triggers: each statement reads only the transition tables
-- its trigger has (PL/pgSQL plans a statement when it first runs it).
CREATE FUNCTION subscription_stats_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := analytics_time_zone();
  delta jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Most updates (auto-renewal, the expiry sweep's status) change no flow: nothing to write.
    IF NOT EXISTS (
      SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
       WHERE (n.created_at, n.start_date, n.end_date, n.status = 'cancelled', n.cancelled_at, n.amount_paid, n.plan_id,
              n.payment_method)
             IS DISTINCT FROM
             (o.created_at, o.start_date, o.end_date, o.status = 'cancelled', o.cancelled_at, o.amount_paid, o.plan_id,
              o.payment_method)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(g) INTO delta FROM (
      SELECT f.day, s.plan_id, s.payment_method, sum(f.new_count) AS new_count, sum(f.cancelled_count) AS cancelled_count,
             sum(f.expired_count) AS expired_count, sum(f.starts) AS starts, sum(f.stops) AS stops, sum(f.revenue) AS revenue
        FROM new_rows AS s,
             LATERAL subscription_flows(s.created_at, s.start_date, s.end_date, s.status, s.cancelled_at, s.amount_paid, tz) AS f
       GROUP BY 1, 2, 3) AS g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(g) INTO delta FROM (
      SELECT f.day, s.plan_id, s.payment_method, -sum(f.new_count) AS new_count, -sum(f.cancelled_count) AS cancelled_count,
             -sum(f.expired_count) AS expired_count, -sum(f.starts) AS starts, -sum(f.stops) AS stops, -sum(f.revenue) AS revenue
        FROM old_rows AS s,
             LATERAL subscription_flows(s.created_at, s.start_date, s.end_date, s.status, s.cancelled_at, s.amount_paid, tz) AS f
       GROUP BY 1, 2, 3) AS g;
  ELSE
    SELECT jsonb_agg(g) INTO delta FROM (
      SELECT f.day, s.plan_id, s.payment_method, sum(s.sign * f.new_count) AS new_count,
             sum(s.sign * f.cancelled_count) AS cancelled_count, sum(s.sign * f.expired_count) AS expired_count,
             sum(s.sign * f.starts) AS starts, sum(s.sign * f.stops) AS stops, sum(s.sign * f.revenue) AS revenue
        FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS s,
             LATERAL subscription_flows(s.created_at, s.start_date, s.end_date, s.status, s.cancelled_at, s.amount_paid, tz) AS f
       GROUP BY 1, 2, 3
      HAVING sum(s.sign * f.new_count) <> 0 OR sum(s.sign * f.cancelled_count) <> 0
          OR sum(s.sign * f.expired_count) <> 0 OR sum(s.sign * f.starts) <> 0
          OR sum(s.sign * f.stops) <> 0 OR sum(s.sign * f.revenue) <> 0) AS g;
  END IF;
  IF delta IS NOT NULL THEN PERFORM subscription_stats_add(delta); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscription_stats_insert AFTER INSERT ON user_subscriptions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_stats_track();--> statement-breakpoint
CREATE TRIGGER subscription_stats_delete AFTER DELETE ON user_subscriptions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_stats_track();--> statement-breakpoint
CREATE TRIGGER subscription_stats_update AFTER UPDATE ON user_subscriptions REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_stats_track();--> statement-breakpoint
-- Page views: per page, per edition (with its distinct readers), and the day's totals
-- (with distinct active readers). A batch of views is one statement: each roll-up row it
-- touches is written once, in key order.
CREATE FUNCTION page_views_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := analytics_time_zone();
BEGIN
  WITH v AS (
    SELECT (viewed_at AT TIME ZONE tz)::date AS day, user_id, epaper_id, page_number FROM new_rows
  ), pages AS (
    INSERT INTO daily_page_views AS d (day, epaper_id, page_number, views)
    SELECT day, epaper_id, page_number, count(*) FROM v GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, epaper_id, page_number) DO UPDATE SET views = d.views + excluded.views
  ), first_edition_reads AS (
    INSERT INTO daily_epaper_readers (day, epaper_id, user_id)
    SELECT DISTINCT day, epaper_id, user_id FROM v ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING RETURNING day, epaper_id
  ), editions AS (
    INSERT INTO daily_epaper_views AS d (day, epaper_id, views, readers)
    SELECT e.day, e.epaper_id, e.views, coalesce(r.readers, 0)
      FROM (SELECT day, epaper_id, count(*) AS views FROM v GROUP BY 1, 2) AS e
      LEFT JOIN (SELECT day, epaper_id, count(*) AS readers FROM first_edition_reads GROUP BY 1, 2) AS r
        USING (day, epaper_id)
     ORDER BY 1, 2
    ON CONFLICT (day, epaper_id) DO UPDATE SET views = d.views + excluded.views, readers = d.readers + excluded.readers
  ), first_reads AS (
    INSERT INTO daily_active_readers (day, user_id)
    SELECT DISTINCT day, user_id FROM v ORDER BY 1, 2
    ON CONFLICT DO NOTHING RETURNING day
  )
  INSERT INTO daily_totals AS d (day, page_views, active_readers)
  SELECT t.day, t.views, coalesce(a.readers, 0)
    FROM (SELECT day, count(*) AS views FROM v GROUP BY 1) AS t
    LEFT JOIN (SELECT day, count(*) AS readers FROM first_reads GROUP BY 1) AS a USING (day)
   ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET page_views = d.page_views + excluded.page_views,
                                  active_readers = d.active_readers + excluded.active_readers;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER page_views_roll_up AFTER INSERT ON page_views REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION page_views_roll_up();--> statement-breakpoint
-- A reader who signs in is active that day (an admin's sign-in is not a reader's).
CREATE FUNCTION reader_sign_ins_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := analytics_time_zone();
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows WHERE activity_type = 'login') THEN RETURN NULL; END IF;
  WITH first_sign_ins AS (
    INSERT INTO daily_active_readers (day, user_id)
    SELECT DISTINCT (n.created_at AT TIME ZONE tz)::date, n.user_id
      FROM new_rows AS n JOIN users AS u ON u.id = n.user_id AND u.role = 'user'
     WHERE n.activity_type = 'login'
     ORDER BY 1, 2
    ON CONFLICT DO NOTHING RETURNING day
  )
  INSERT INTO daily_totals AS d (day, active_readers)
  SELECT day, count(*) FROM first_sign_ins GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET active_readers = d.active_readers + excluded.active_readers;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reader_sign_ins_roll_up AFTER INSERT ON user_activities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reader_sign_ins_roll_up();--> statement-breakpoint
-- New readers per day, by the day they joined.
CREATE FUNCTION registrations_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := analytics_time_zone();
BEGIN
  INSERT INTO daily_totals AS d (day, new_registrations)
  SELECT (date_joined AT TIME ZONE tz)::date, count(*) FROM new_rows WHERE role = 'user' GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET new_registrations = d.new_registrations + excluded.new_registrations;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION registrations_untrack() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := analytics_time_zone();
BEGIN
  INSERT INTO daily_totals AS d (day, new_registrations)
  SELECT (date_joined AT TIME ZONE tz)::date, -count(*) FROM old_rows WHERE role = 'user' GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET new_registrations = d.new_registrations + excluded.new_registrations;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION registrations_retrack() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := analytics_time_zone();
BEGIN
  INSERT INTO daily_totals AS d (day, new_registrations)
  SELECT day, sum(n) FROM (
    SELECT (date_joined AT TIME ZONE tz)::date AS day, 1 AS n FROM new_rows WHERE role = 'user'
    UNION ALL
    SELECT (date_joined AT TIME ZONE tz)::date, -1 FROM old_rows WHERE role = 'user'
  ) AS g GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET new_registrations = d.new_registrations + excluded.new_registrations;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER registrations_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION registrations_track();--> statement-breakpoint
CREATE TRIGGER registrations_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION registrations_untrack();--> statement-breakpoint
CREATE TRIGGER registrations_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION registrations_retrack();--> statement-breakpoint
-- Every roll-up recomputed from the raw rows: after a change of time zone, or by the
-- `rebuild-analytics` command. It locks the roll-ups while it runs.
CREATE FUNCTION analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE tz text := analytics_time_zone();
BEGIN
  TRUNCATE daily_totals, daily_active_readers, daily_epaper_views, daily_epaper_readers, daily_page_views,
           daily_subscription_stats;
  INSERT INTO daily_page_views (day, epaper_id, page_number, views)
  SELECT (viewed_at AT TIME ZONE tz)::date, epaper_id, page_number, count(*) FROM page_views GROUP BY 1, 2, 3;
  INSERT INTO daily_epaper_readers (day, epaper_id, user_id)
  SELECT DISTINCT (viewed_at AT TIME ZONE tz)::date, epaper_id, user_id FROM page_views;
  INSERT INTO daily_epaper_views (day, epaper_id, views, readers)
  SELECT p.day, p.epaper_id, p.views, r.readers
    FROM (SELECT day, epaper_id, sum(views) AS views FROM daily_page_views GROUP BY 1, 2) AS p
    JOIN (SELECT day, epaper_id, count(*) AS readers FROM daily_epaper_readers GROUP BY 1, 2) AS r USING (day, epaper_id);
  INSERT INTO daily_active_readers (day, user_id)
  SELECT DISTINCT day, user_id FROM daily_epaper_readers
  UNION
  SELECT (a.created_at AT TIME ZONE tz)::date, a.user_id
    FROM user_activities AS a JOIN users AS u ON u.id = a.user_id AND u.role = 'user'
   WHERE a.activity_type = 'login';
  INSERT INTO daily_totals (day, page_views, active_readers, new_registrations)
  SELECT day, sum(views), sum(readers), sum(joined) FROM (
    SELECT day, views, 0 AS readers, 0 AS joined FROM daily_epaper_views
    UNION ALL SELECT day, 0, count(*), 0 FROM daily_active_readers GROUP BY day
    UNION ALL SELECT (date_joined AT TIME ZONE tz)::date, 0, 0, count(*) FROM users WHERE role = 'user' GROUP BY 1
  ) AS g GROUP BY day;
  INSERT INTO daily_subscription_stats
         (day, plan_id, payment_method, new_count, cancelled_count, expired_count, starts, stops, revenue)
  SELECT f.day, s.plan_id, s.payment_method, sum(f.new_count), sum(f.cancelled_count), sum(f.expired_count),
         sum(f.starts), sum(f.stops), sum(f.revenue)
    FROM user_subscriptions AS s,
         LATERAL subscription_flows(s.created_at, s.start_date, s.end_date, s.status, s.cancelled_at, s.amount_paid, tz) AS f
   GROUP BY 1, 2, 3;
END $$;--> statement-breakpoint
SELECT analytics_rebuild();
