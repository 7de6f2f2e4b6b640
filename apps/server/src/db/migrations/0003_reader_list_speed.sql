-- Substring search needs trigram indexes; a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "reader_stats" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"active" bigint NOT NULL,
	"inactive" bigint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "reader_stats_one_row" CHECK (id = 1)
);
--> statement-breakpoint
DROP INDEX "users_reader_joined_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(31) || coalesce(email, '') || chr(31) || phone)) STORED NOT NULL;--> statement-breakpoint
-- INCLUDE is added by hand (drizzle cannot declare it): status and search filter inside the indexes.
CREATE INDEX "users_reader_list_idx" ON "users" USING btree ("date_joined" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("is_active") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_reader_search_walk_idx" ON "users" USING btree ("date_joined" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("is_active", "search_text") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_reader_name_idx" ON "users" USING btree ("name","id") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_reader_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "users"."role" = 'user';--> statement-breakpoint
INSERT INTO "reader_stats" ("id", "active", "inactive", "version")
SELECT 1, count(*) FILTER (WHERE is_active), count(*) FILTER (WHERE NOT is_active), 0 FROM "users" WHERE role = 'user';--> statement-breakpoint
-- The triggers below keep reader_stats true in the same transaction as the change. They
-- run once per statement over its transition tables (a bulk insert updates the row once),
-- and write only when readers were added, removed, suspended, activated or had a searched
-- field changed: a sign-in's last_login update leaves the row, and its lock, alone.
CREATE FUNCTION reader_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reader_stats
     SET active = reader_stats.active + d.active, inactive = reader_stats.inactive + d.inactive,
         version = reader_stats.version + 1
    FROM (SELECT count(*) FILTER (WHERE is_active) AS active, count(*) FILTER (WHERE NOT is_active) AS inactive
            FROM new_rows WHERE role = 'user') AS d
   WHERE reader_stats.id = 1 AND d.active + d.inactive > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION reader_stats_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reader_stats
     SET active = reader_stats.active - d.active, inactive = reader_stats.inactive - d.inactive,
         version = reader_stats.version + 1
    FROM (SELECT count(*) FILTER (WHERE is_active) AS active, count(*) FILTER (WHERE NOT is_active) AS inactive
            FROM old_rows WHERE role = 'user') AS d
   WHERE reader_stats.id = 1 AND d.active + d.inactive > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION reader_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reader_stats
     SET active = reader_stats.active + d.active, inactive = reader_stats.inactive + d.inactive,
         version = reader_stats.version + 1
    FROM (SELECT count(*) FILTER (WHERE n.role = 'user' AND n.is_active)
                 - count(*) FILTER (WHERE o.role = 'user' AND o.is_active) AS active,
                 count(*) FILTER (WHERE n.role = 'user' AND NOT n.is_active)
                 - count(*) FILTER (WHERE o.role = 'user' AND NOT o.is_active) AS inactive,
                 bool_or((n.role = 'user' OR o.role = 'user')
                         AND (n.role <> o.role OR n.is_active <> o.is_active OR n.search_text <> o.search_text)) AS changed
            FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id) AS d
   WHERE reader_stats.id = 1 AND d.changed;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION reader_stats_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reader_stats
     SET active = (SELECT count(*) FROM users WHERE role = 'user' AND is_active),
         inactive = (SELECT count(*) FROM users WHERE role = 'user' AND NOT is_active),
         version = version + 1
   WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reader_stats_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reader_stats_after_insert();--> statement-breakpoint
CREATE TRIGGER reader_stats_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reader_stats_after_delete();--> statement-breakpoint
CREATE TRIGGER reader_stats_update AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reader_stats_after_update();--> statement-breakpoint
CREATE TRIGGER reader_stats_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION reader_stats_recount();
