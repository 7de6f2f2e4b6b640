-- Late pages and the checks before publishing: each page's facts as measured when it is
-- rendered, the versions a replaced page keeps, the findings of an edition's readiness
-- report, and the revisions that tell whether the complete PDF follows the pages.
CREATE TABLE "epaper_findings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "epaper_findings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"epaper_id" integer NOT NULL,
	"kind" text NOT NULL,
	"pages" integer[] NOT NULL,
	"detail" jsonb NOT NULL,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "epaper_findings_kind_key" UNIQUE("epaper_id","kind")
);
--> statement-breakpoint
CREATE TABLE "epaper_page_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "epaper_page_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"pdf_key" text NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"image_ready" boolean DEFAULT false NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"width_pt" real,
	"height_pt" real,
	"ink_ratio" real,
	"miniature" text,
	"has_text" boolean,
	"lowest_image_ppi" real,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "epaper_pages" ADD COLUMN "width_pt" real;--> statement-breakpoint
ALTER TABLE "epaper_pages" ADD COLUMN "height_pt" real;--> statement-breakpoint
ALTER TABLE "epaper_pages" ADD COLUMN "ink_ratio" real;--> statement-breakpoint
ALTER TABLE "epaper_pages" ADD COLUMN "miniature" text;--> statement-breakpoint
ALTER TABLE "epaper_pages" ADD COLUMN "has_text" boolean;--> statement-breakpoint
ALTER TABLE "epaper_pages" ADD COLUMN "lowest_image_ppi" real;--> statement-breakpoint
ALTER TABLE "epaper_pages" ADD COLUMN "version_id" integer;--> statement-breakpoint
ALTER TABLE "epaper_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "epapers" ADD COLUMN "pages_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "epapers" ADD COLUMN "complete_pdf_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "epapers" ADD COLUMN "readiness_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "epaper_findings" ADD CONSTRAINT "epaper_findings_epaper_id_epapers_id_fk" FOREIGN KEY ("epaper_id") REFERENCES "public"."epapers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epaper_findings" ADD CONSTRAINT "epaper_findings_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epaper_page_versions" ADD CONSTRAINT "epaper_page_versions_page_id_epaper_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."epaper_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epaper_page_versions" ADD CONSTRAINT "epaper_page_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "epaper_page_versions_page_idx" ON "epaper_page_versions" USING btree ("page_id","created_at");--> statement-breakpoint
UPDATE "epaper_pages" SET "updated_at" = "created_at";
