-- array_to_string and lower() over arrays are only STABLE in general; for text[] they are immutable,
-- which generated columns and expression indexes need.
CREATE FUNCTION text_array_to_string(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;--> statement-breakpoint
CREATE FUNCTION lower_text_array(text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_agg(lower(s)), '{}') FROM unnest($1) AS s $$;--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"icon" text NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"candidate_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"day" date DEFAULT now() NOT NULL,
	CONSTRAINT "profile_views_candidate_id_viewer_id_day_pk" PRIMARY KEY("candidate_id","viewer_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(job_title, '')), 'A') || setweight(to_tsvector('english', text_array_to_string(skills)), 'A') || setweight(to_tsvector('english', coalesce(bio, '') || ' ' || coalesce(education, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE not is_read;--> statement-breakpoint
CREATE INDEX "users_profile_search_idx" ON "users" USING gin ("profile_search") WHERE role = 'applicant' and is_active;--> statement-breakpoint
CREATE INDEX "users_skills_lower_idx" ON "users" USING gin (lower_text_array("skills")) WHERE role = 'applicant' and is_active;