-- Disclosure by stage (docs/decisions/012-disclosure.md). Every existing seeker gets the defaults:
-- disability information shared when they apply, not shown in the Candidate Finder.
CREATE TABLE "disclosure_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seeker_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"viewer_role" text NOT NULL,
	"viewer_name" text NOT NULL,
	"viewer_company" text,
	"context" text NOT NULL,
	"application_id" uuid,
	"job_title" text,
	"day" date DEFAULT (now() at time zone 'utc')::date NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "disclosure_views_once_a_day_key" UNIQUE NULLS NOT DISTINCT("seeker_id","viewer_id","context","application_id","day"),
	CONSTRAINT "disclosure_views_role_check" CHECK ("disclosure_views"."viewer_role" in ('employer', 'admin')),
	CONSTRAINT "disclosure_views_context_check" CHECK ("disclosure_views"."context" in ('application', 'finder'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "disclosure_choice" text;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "disclosure_stage" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "disclosure_in_finder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "disclosure_views" ADD CONSTRAINT "disclosure_views_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disclosure_views_seeker_idx" ON "disclosure_views" USING btree ("seeker_id","last_seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disclosure_views_application_idx" ON "disclosure_views" USING btree ("application_id") WHERE viewer_role = 'employer';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_disclosure_choice_check" CHECK ("applications"."disclosure_choice" in ('shared', 'withheld'));--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_disclosure_stage_check" CHECK ("user_preferences"."disclosure_stage" in ('never', 'applied', 'shortlisted', 'interviewed', 'offered'));