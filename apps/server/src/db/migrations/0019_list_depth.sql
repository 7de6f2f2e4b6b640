-- Lists number their pages only as deep as the first 10,000 rows; a page is a plain
-- ORDER BY … LIMIT … OFFSET on an index of its order. The walks of a plan-title search
-- through each plan's rows of one status are gone, and with them their index; the
-- suspended readers get an index of their own, so a page of them skips its offset there.
DROP INDEX "user_subscriptions_plan_status_idx";--> statement-breakpoint
CREATE INDEX "users_reader_status_idx" ON "users" USING btree ("is_active","date_joined" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."role" = 'user';
