ALTER TABLE "analytics_settings" ADD COLUMN "past_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The analytics calls keep what they read about days before yesterday (they read
-- yesterday and today afresh every time) for as long as past_version stays the same.
-- These triggers move it on whenever a roll-up row of any day before the database's
-- today changes: a deleted reader's registration day, a subscription's past flows, a
-- rebuild. Yesterday counts too, though the calls read it live: a change to it made just
-- before midnight and committed just after would otherwise be kept as the past. Writes
-- to yesterday are rare (events land on their own day), so this costs nothing.
CREATE FUNCTION analytics_past_cutoff() RETURNS date LANGUAGE sql VOLATILE AS $$
  SELECT (clock_timestamp() AT TIME ZONE analytics_time_zone())::date
$$;--> statement-breakpoint
CREATE FUNCTION analytics_note_past_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff date := analytics_past_cutoff();
  touched boolean;
BEGIN
  -- Each branch names only the transition tables its event has; an update is judged on
  -- the rows both before and after it.
  IF TG_OP = 'DELETE' THEN
    touched := EXISTS (SELECT 1 FROM old_rows WHERE day < cutoff);
  ELSIF TG_OP = 'INSERT' THEN
    touched := EXISTS (SELECT 1 FROM new_rows WHERE day < cutoff);
  ELSE
    touched := EXISTS (SELECT 1 FROM new_rows WHERE day < cutoff) OR EXISTS (SELECT 1 FROM old_rows WHERE day < cutoff);
  END IF;
  IF touched THEN
    UPDATE analytics_settings SET past_version = past_version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Titles, dates and plans are part of the answers: any change to them counts.
CREATE FUNCTION analytics_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analytics_settings SET past_version = past_version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER daily_totals_past_insert AFTER INSERT ON daily_totals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_totals_past_update AFTER UPDATE ON daily_totals REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_totals_past_delete AFTER DELETE ON daily_totals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_totals_past_truncate AFTER TRUNCATE ON daily_totals
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_change();--> statement-breakpoint
CREATE TRIGGER daily_epaper_views_past_insert AFTER INSERT ON daily_epaper_views REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_epaper_views_past_update AFTER UPDATE ON daily_epaper_views REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_epaper_views_past_delete AFTER DELETE ON daily_epaper_views REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_epaper_views_past_truncate AFTER TRUNCATE ON daily_epaper_views
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_change();--> statement-breakpoint
CREATE TRIGGER daily_page_views_past_insert AFTER INSERT ON daily_page_views REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_page_views_past_update AFTER UPDATE ON daily_page_views REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_page_views_past_delete AFTER DELETE ON daily_page_views REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_page_views_past_truncate AFTER TRUNCATE ON daily_page_views
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_change();--> statement-breakpoint
CREATE TRIGGER daily_subscription_stats_past_insert AFTER INSERT ON daily_subscription_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_subscription_stats_past_update AFTER UPDATE ON daily_subscription_stats REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_subscription_stats_past_delete AFTER DELETE ON daily_subscription_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_past_change();--> statement-breakpoint
CREATE TRIGGER daily_subscription_stats_past_truncate AFTER TRUNCATE ON daily_subscription_stats
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_change();--> statement-breakpoint
CREATE TRIGGER epapers_analytics_change AFTER UPDATE OF title, publication_date OR DELETE ON epapers
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_change();--> statement-breakpoint
CREATE TRIGGER plans_analytics_change AFTER INSERT OR UPDATE OR DELETE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_change();--> statement-breakpoint
CREATE TRIGGER epapers_analytics_truncate AFTER TRUNCATE ON epapers
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_change();--> statement-breakpoint
CREATE TRIGGER plans_analytics_truncate AFTER TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_change();
