CREATE TABLE "subscription_counts" (
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"end_date" date,
	"n" bigint NOT NULL,
	CONSTRAINT "subscription_counts_key" UNIQUE NULLS NOT DISTINCT("plan_id","status","end_date")
);
--> statement-breakpoint
CREATE TABLE "subscription_list_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "subscription_list_version_one_row" CHECK ("subscription_list_version"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "user_subscriptions_user_idx";--> statement-breakpoint
DROP INDEX "user_subscriptions_plan_idx";--> statement-breakpoint
DROP INDEX "user_subscriptions_created_idx";--> statement-breakpoint
-- INCLUDE is added by hand (drizzle cannot declare it): a status filter, a plan search and the
-- reader's id are read inside the index, so a filtered page is an index-only walk.
CREATE INDEX "user_subscriptions_list_idx" ON "user_subscriptions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("status", "end_date", "plan_id", "user_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_list_idx" ON "user_subscriptions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("status", "end_date");--> statement-breakpoint
CREATE INDEX "user_subscriptions_plan_list_idx" ON "user_subscriptions" USING btree ("plan_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("status", "end_date");--> statement-breakpoint
CREATE INDEX "user_subscriptions_expiry_idx" ON "user_subscriptions" USING btree ("end_date") WHERE "user_subscriptions"."status" = 'active';--> statement-breakpoint
INSERT INTO "subscription_list_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
INSERT INTO "subscription_counts" ("plan_id", "status", "end_date", "n")
SELECT plan_id, status, CASE WHEN status = 'active' THEN end_date END, count(*)
  FROM "user_subscriptions" GROUP BY 1, 2, 3;--> statement-breakpoint
-- The triggers below keep subscription_counts and the list version true in the same
-- transaction as the change. They run once per statement over its transition tables (a
-- bulk insert touches each count row once) and write only when something a list shows,
-- filters or orders by changed.
CREATE FUNCTION subscription_counts_add(delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO subscription_counts AS c (plan_id, status, end_date, n)
  SELECT (d->>'plan_id')::int, d->>'status', (d->>'end_date')::date, (d->>'n')::bigint
    FROM jsonb_array_elements(delta) AS d
  ON CONFLICT (plan_id, status, end_date) DO UPDATE SET n = c.n + excluded.n;
  UPDATE subscription_list_version SET version = version + 1 WHERE id = 1;
END $$;--> statement-breakpoint
CREATE FUNCTION subscription_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta jsonb;
BEGIN
  SELECT jsonb_agg(g) INTO delta FROM (
    SELECT plan_id, status, CASE WHEN status = 'active' THEN end_date END AS end_date, count(*) AS n
      FROM new_rows GROUP BY 1, 2, 3) AS g;
  IF delta IS NOT NULL THEN PERFORM subscription_counts_add(delta); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION subscription_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta jsonb;
BEGIN
  SELECT jsonb_agg(g) INTO delta FROM (
    SELECT plan_id, status, CASE WHEN status = 'active' THEN end_date END AS end_date, -count(*) AS n
      FROM old_rows GROUP BY 1, 2, 3) AS g;
  IF delta IS NOT NULL THEN PERFORM subscription_counts_add(delta); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION subscription_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta jsonb;
DECLARE moved boolean;
BEGIN
  SELECT bool_or(n.plan_id <> o.plan_id OR n.status <> o.status OR n.end_date <> o.end_date
                 OR n.created_at <> o.created_at OR n.user_id <> o.user_id)
    INTO moved FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id;
  IF NOT coalesce(moved, false) THEN RETURN NULL; END IF;
  SELECT jsonb_agg(g) INTO delta FROM (
    SELECT plan_id, status, end_date, sum(n) AS n FROM (
      SELECT plan_id, status, CASE WHEN status = 'active' THEN end_date END AS end_date, 1 AS n FROM new_rows
      UNION ALL
      SELECT plan_id, status, CASE WHEN status = 'active' THEN end_date END AS end_date, -1 AS n FROM old_rows
    ) AS changed GROUP BY 1, 2, 3 HAVING sum(n) <> 0) AS g;
  -- A change that moved rows without altering any count (a new start date) still moves the version.
  PERFORM subscription_counts_add(coalesce(delta, '[]'::jsonb));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION subscription_counts_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM subscription_counts;
  INSERT INTO subscription_counts (plan_id, status, end_date, n)
  SELECT plan_id, status, CASE WHEN status = 'active' THEN end_date END, count(*)
    FROM user_subscriptions GROUP BY 1, 2, 3;
  UPDATE subscription_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscription_counts_insert AFTER INSERT ON user_subscriptions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER subscription_counts_delete AFTER DELETE ON user_subscriptions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_counts_after_delete();--> statement-breakpoint
CREATE TRIGGER subscription_counts_update AFTER UPDATE ON user_subscriptions REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_counts_after_update();--> statement-breakpoint
CREATE TRIGGER subscription_counts_truncate AFTER TRUNCATE ON user_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_counts_recount();--> statement-breakpoint
-- A search finds subscriptions by their reader's name, email or phone and their plan's
-- title: a change to either moves the list version too.
CREATE FUNCTION subscription_list_searched_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
                    WHERE n.search_text <> o.search_text) THEN RETURN NULL; END IF;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id
                    WHERE n.title <> o.title) THEN RETURN NULL; END IF;
  END IF;
  UPDATE subscription_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscription_list_users_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_list_searched_changed();--> statement-breakpoint
CREATE TRIGGER subscription_list_plans_update AFTER UPDATE ON plans REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_list_searched_changed();
