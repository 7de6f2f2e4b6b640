CREATE TABLE "epaper_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "epaper_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"epaper_id" integer NOT NULL,
	"page_number" integer NOT NULL,
	"pdf_key" text NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "epaper_pages_page_key" UNIQUE("epaper_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "epapers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "epapers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"publication_date" date NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"processing_status" text DEFAULT 'pending' NOT NULL,
	"processing_error" text,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"original_pdf_key" text,
	"preview_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "epapers_storage_id_unique" UNIQUE("storage_id"),
	CONSTRAINT "epapers_status_check" CHECK ("epapers"."processing_status" in ('pending', 'failed', 'completed')),
	CONSTRAINT "epapers_published_completed_check" CHECK (not "epapers"."is_published" or "epapers"."processing_status" = 'completed')
);
--> statement-breakpoint
ALTER TABLE "epaper_pages" ADD CONSTRAINT "epaper_pages_epaper_id_epapers_id_fk" FOREIGN KEY ("epaper_id") REFERENCES "public"."epapers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epapers" ADD CONSTRAINT "epapers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "epapers_listing_idx" ON "epapers" USING btree ("publication_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);