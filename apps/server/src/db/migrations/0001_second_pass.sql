CREATE TABLE "rotated_refresh_secrets" (
	"session_id" uuid NOT NULL,
	"refresh_hash" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotated_refresh_secrets_session_id_refresh_hash_pk" PRIMARY KEY("session_id","refresh_hash")
);
--> statement-breakpoint
ALTER TABLE "users" drop column "is_admin";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean GENERATED ALWAYS AS (role in ('super_admin', 'admin')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_admin_idx" ON "users" USING btree ("is_admin","id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_login" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "rotated_refresh_secrets" ADD CONSTRAINT "rotated_refresh_secrets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at");