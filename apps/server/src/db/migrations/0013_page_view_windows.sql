-- What a page view is (modules/analytics/page-views.service.ts): each reader's last counted
-- view of each page, so a repeat within 30 minutes adds no page_views row, and each
-- reader's page opens in the current minute, so opens faster than anyone reads are refused.
-- Both are written by the same statement that appends page_views; the roll-ups still count
-- page_views rows only.
CREATE TABLE "page_view_windows" (
	"user_id" integer NOT NULL,
	"epaper_id" integer NOT NULL,
	"page_number" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"counted_day" date NOT NULL,
	CONSTRAINT "page_view_windows_user_id_epaper_id_page_number_pk" PRIMARY KEY("user_id","epaper_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "reader_page_open_rates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"minute_started_at" timestamp with time zone NOT NULL,
	"opens" integer NOT NULL
);
