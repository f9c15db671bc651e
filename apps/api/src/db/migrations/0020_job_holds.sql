-- Job holds: a job an administrator took down ('admin', with the reason the employer reads) or whose
-- employer's account is deactivated ('account'). The status stays off 'active', so every public read
-- (list, search, sitemap, detail) keeps leaving the job out; the hold says who may bring it back.
ALTER TABLE "jobs" ADD COLUMN "hold" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hold_check" CHECK (("jobs"."hold" is null and "jobs"."hold_reason" is null and "jobs"."held_at" is null) or ("jobs"."hold" in ('admin', 'account') and "jobs"."held_at" is not null and "jobs"."status" <> 'active'));
