-- The edition desk's schedule (modules/epapers/epaper-schedule.service.ts): when an
-- edition goes live by itself, whether it waits when processing finishes late, when it
-- had to wait, when it went live and when its processing completed. Editions published or
-- completed before this release take their last change as those times.
ALTER TABLE "epapers" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "epapers" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "epapers" ADD COLUMN "hold_if_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "epapers" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "epapers" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "epapers_scheduled_idx" ON "epapers" USING btree ("scheduled_at") WHERE "epapers"."scheduled_at" is not null;--> statement-breakpoint
ALTER TABLE "epapers" ADD CONSTRAINT "epapers_published_unscheduled_check" CHECK (not "epapers"."is_published" or "epapers"."scheduled_at" is null);--> statement-breakpoint
UPDATE "epapers" SET "published_at" = "updated_at" WHERE "is_published";--> statement-breakpoint
UPDATE "epapers" SET "processed_at" = "updated_at" WHERE "processing_status" = 'completed';
