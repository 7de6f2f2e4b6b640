ALTER TABLE "user_activities" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "user_activities" ADD COLUMN "actor_name" text;--> statement-breakpoint
-- Status and profile changes had no type of their own ("others"); they read as the
-- dashboard now words them (a reader is deactivated, not suspended).
UPDATE "user_activities" SET "activity_type" = 'status', "description" = 'Account deactivated by an administrator'
 WHERE "activity_type" = 'others' AND "description" = 'Account suspended by an administrator';--> statement-breakpoint
UPDATE "user_activities" SET "activity_type" = 'status'
 WHERE "activity_type" = 'others' AND "description" = 'Account activated by an administrator';--> statement-breakpoint
UPDATE "user_activities"
   SET "activity_type" = 'profile',
       "description" = regexp_replace("description", '^Profile updated by an administrator (\(.*\))$', 'Profile updated \1 by an administrator')
 WHERE "activity_type" = 'others' AND "description" LIKE 'Profile updated by an administrator (%)';--> statement-breakpoint
UPDATE "user_activities" SET "activity_type" = 'profile'
 WHERE "activity_type" = 'others' AND "description" = 'Updated profile details';--> statement-breakpoint
UPDATE "user_activities" SET "activity_type" = 'registration'
 WHERE "activity_type" = 'others' AND ("description" LIKE 'Registered on %' OR "description" = 'Verified mobile number with OTP');--> statement-breakpoint
UPDATE "user_activities" SET "activity_type" = 'reading'
 WHERE "activity_type" = 'others'
   AND ("description" LIKE 'Read the e-paper of %' OR "description" LIKE 'Opened the e-paper of %'
        OR "description" LIKE 'Downloaded page % of the % edition' OR "description" LIKE 'Shared a clipping from the % edition');--> statement-breakpoint
-- Who did it, where it can be told: an admin's change wrote its activity line and its
-- audit row in one transaction, so both carry the same time, and the audit row names
-- the admin as they were then.
UPDATE "user_activities" a
   SET "actor_id" = e."actor_id",
       "actor_name" = e."actor_name",
       "description" = left(a."description", length(a."description") - length(' by an administrator')) || ' by ' || e."actor_name"
  FROM "audit_events" e
 WHERE a."description" LIKE '% by an administrator'
   AND e."created_at" = a."created_at"
   AND e."actor_name" IS NOT NULL
   AND (
     (e."action" IN ('user.suspend', 'user.activate', 'user.update') AND e."target_type" = 'user'
      AND e."target_id" = a."user_id"::text)
     OR (e."action" = 'subscription.cancel' AND e."target_type" = 'user_subscription'
      AND EXISTS (SELECT 1 FROM "user_subscriptions" s WHERE s."id"::text = e."target_id" AND s."user_id" = a."user_id"))
   );
