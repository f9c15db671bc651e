CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"company_name" text,
	"company_website" text,
	"description" text NOT NULL,
	"requirements" text,
	"responsibilities" text,
	"benefits" text,
	"location" text NOT NULL,
	"job_type" text NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text DEFAULT 'USD' NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"accommodations" text,
	"disability_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"status" text DEFAULT 'active' NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(requirements, '') || ' ' || coalesce(accommodations, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(responsibilities, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(category, '')), 'C')) STORED,
	CONSTRAINT "jobs_job_type_check" CHECK ("jobs"."job_type" in ('full-time', 'part-time', 'contract', 'internship', 'freelance')),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('active', 'inactive', 'deleted', 'employer_deactivated', 'draft')),
	CONSTRAINT "jobs_currency_check" CHECK ("jobs"."salary_currency" in ('USD', 'EUR', 'GBP', 'INR', 'CAD')),
	CONSTRAINT "jobs_salary_check" CHECK (("jobs"."salary_min" is null or "jobs"."salary_min" >= 0) and ("jobs"."salary_max" is null or "jobs"."salary_max" >= 0) and ("jobs"."salary_min" is null or "jobs"."salary_max" is null or "jobs"."salary_min" <= "jobs"."salary_max")),
	CONSTRAINT "jobs_disability_types_check" CHECK ("jobs"."disability_types" <@ array['physical', 'visual', 'hearing', 'cognitive', 'mental-health', 'neurodivergent', 'chronic-illness']::text[])
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_disability_types_idx" ON "jobs" USING gin ("disability_types");--> statement-breakpoint
CREATE INDEX "jobs_status_created_at_idx" ON "jobs" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_employer_id_created_at_idx" ON "jobs" USING btree ("employer_id","created_at" DESC NULLS LAST);