ALTER TABLE "epaper_pages" ADD COLUMN "image_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Pages processed before this migration were stored with their reading images.
UPDATE "epaper_pages" SET "image_ready" = true;
