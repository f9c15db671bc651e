CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"actor_email" text,
	"actor_first_name" text,
	"actor_last_name" text,
	"actor_role" text,
	"action_type" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"description" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"success" boolean NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_log_entity_type_check" CHECK ("audit_log"."entity_type" in ('user', 'job', 'application', 'file', 'security'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"job_alerts" boolean DEFAULT true NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"sms_notifications" boolean DEFAULT false NOT NULL,
	"privacy_public_profile" boolean DEFAULT true NOT NULL,
	"privacy_contact_info" boolean DEFAULT false NOT NULL,
	"accessibility_high_contrast" boolean DEFAULT false NOT NULL,
	"accessibility_large_text" boolean DEFAULT false NOT NULL,
	"accessibility_screen_reader" boolean DEFAULT false NOT NULL,
	"accessibility_reduced_motion" boolean DEFAULT false NOT NULL,
	"font_size" integer DEFAULT 16 NOT NULL,
	"system_notifications" boolean DEFAULT true NOT NULL,
	"admin_alerts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_font_size_check" CHECK ("user_preferences"."font_size" between 8 and 36)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"bio" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_years" integer,
	"education" text,
	"accommodations" text,
	"accessibility_needs" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text,
	"remote_preference" text,
	"resume_key" text,
	"resume_file_name" text,
	"profile_picture_key" text,
	"profile_picture_file_name" text,
	"job_title" text,
	"department" text,
	"employee_id" text,
	"supervisor" text,
	"company_name" text,
	"company_description" text,
	"company_website" text,
	"company_size" text,
	"industry" text,
	"founded_year" integer,
	"company_address" text,
	"company_city" text,
	"company_state" text,
	"company_country" text,
	"company_zip_code" text,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('applicant', 'employer', 'admin')),
	CONSTRAINT "users_email_shape_check" CHECK ("users"."email" = lower("users"."email") and position('@' in "users"."email") > 1),
	CONSTRAINT "users_experience_years_check" CHECK ("users"."experience_years" between 0 and 50),
	CONSTRAINT "users_education_check" CHECK ("users"."education" in ('high_school', 'associate', 'bachelor', 'master', 'doctorate', 'certification')),
	CONSTRAINT "users_company_size_check" CHECK ("users"."company_size" in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1000+')),
	CONSTRAINT "users_founded_year_check" CHECK ("users"."founded_year" >= 1800),
	CONSTRAINT "users_remote_preference_check" CHECK ("users"."remote_preference" in ('remote', 'onsite', 'hybrid', 'any'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_key" ON "audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_id_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_type_idx" ON "audit_log" USING btree ("action_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");