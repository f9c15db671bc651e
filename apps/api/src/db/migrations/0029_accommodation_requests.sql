CREATE TABLE "accommodation_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"responses" jsonb,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_request_events_kind_check" CHECK (kind in ('request', 'answer', 'reply')),
	CONSTRAINT "accommodation_request_events_role_check" CHECK ("accommodation_request_events"."author_role" in ('applicant', 'employer', 'admin')),
	CONSTRAINT "accommodation_request_events_shape_check" CHECK (case "accommodation_request_events"."kind" when 'answer' then jsonb_typeof("accommodation_request_events"."responses") = 'array' and jsonb_array_length("accommodation_request_events"."responses") > 0 and "accommodation_request_events"."text" is null when 'reply' then "accommodation_request_events"."responses" is null and char_length("accommodation_request_events"."text") > 0 else "accommodation_request_events"."responses" is null end)
);
--> statement-breakpoint
CREATE TABLE "accommodation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"items" text[] NOT NULL,
	"details" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_answered_at" timestamp with time zone,
	"waiting_since" timestamp with time zone DEFAULT now(),
	CONSTRAINT "accommodation_requests_stage_check" CHECK (stage in ('application', 'assessment', 'interview', 'job')),
	CONSTRAINT "accommodation_requests_state_check" CHECK (state in ('waiting', 'answered')),
	CONSTRAINT "accommodation_requests_items_check" CHECK (cardinality(items) > 0 and items <@ array['flexible-hours', 'part-time', 'extra-breaks', 'remote-work', 'step-free-access', 'accessible-restroom', 'quiet-workspace', 'adjustable-desk', 'screen-reader-software', 'captioning', 'speech-to-text', 'magnification', 'sign-language-interpreter', 'written-instructions', 'instructions-in-advance', 'interview-questions-in-advance', 'extra-assessment-time', 'remote-interview', 'support-person']::text[]),
	CONSTRAINT "accommodation_requests_details_check" CHECK (char_length("accommodation_requests"."details") between 1 and 2000),
	CONSTRAINT "accommodation_requests_waiting_check" CHECK (("accommodation_requests"."state" = 'waiting') = ("accommodation_requests"."waiting_since" is not null)),
	CONSTRAINT "accommodation_requests_answered_check" CHECK ("accommodation_requests"."state" = 'waiting' or "accommodation_requests"."first_answered_at" is not null),
	CONSTRAINT "accommodation_requests_first_answer_check" CHECK ("accommodation_requests"."first_answered_at" >= "accommodation_requests"."created_at")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity_type_check";--> statement-breakpoint
ALTER TABLE "disclosure_views" DROP CONSTRAINT "disclosure_views_context_check";--> statement-breakpoint
ALTER TABLE "accommodation_request_events" ADD CONSTRAINT "accommodation_request_events_request_id_accommodation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."accommodation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_request_events" ADD CONSTRAINT "accommodation_request_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_request_events_request_idx" ON "accommodation_request_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "accommodation_requests_application_idx" ON "accommodation_requests" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity_type_check" CHECK ("audit_log"."entity_type" in ('user', 'job', 'application', 'file', 'security', 'task', 'accommodation_request'));--> statement-breakpoint
ALTER TABLE "disclosure_views" ADD CONSTRAINT "disclosure_views_context_check" CHECK ("disclosure_views"."context" in ('application', 'finder', 'accommodation_request'));