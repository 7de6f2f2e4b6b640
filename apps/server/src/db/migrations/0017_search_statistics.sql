-- A finer sample of the readers' search text for the planner. With the default (100) it
-- often estimates a common search ("kumar") at a hundred matches instead of thousands, and
-- picks the trigram index plus a sort of every match over walking the newest readers until
-- a page is full: the benchmark's slowest reader search. A thousand-value histogram
-- estimates such searches within a small factor. The column is sampled again at once, so
-- the next search plans with it rather than after the next automatic ANALYZE.
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "users" ("search_text");
