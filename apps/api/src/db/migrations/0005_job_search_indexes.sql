-- Trigram index for the location filter (a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_range" "int4range" GENERATED ALWAYS AS (case when salary_min is null and salary_max is null then null else int4range(coalesce(salary_min, 0), salary_max, '[]') end) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_sort" integer GENERATED ALWAYS AS (coalesce(salary_max, salary_min)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_public_newest_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_public_type_idx" ON "jobs" USING btree ("job_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_public_remote_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at") WHERE status = 'active' and is_remote;--> statement-breakpoint
CREATE INDEX "jobs_public_salary_high_idx" ON "jobs" USING btree ("salary_sort" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_public_salary_low_idx" ON "jobs" USING btree ("salary_sort","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_public_location_trgm_idx" ON "jobs" USING gin ("location" gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_public_salary_range_idx" ON "jobs" USING gist ("salary_range") WHERE status = 'active';--> statement-breakpoint
-- Keep job rows narrow (about 500 bytes): long text and the search vector move to TOAST, so the
-- columns every list filters on stay in few pages that fit in memory. The vector is only read to
-- rank a few rows; matching uses its GIN index.
ALTER TABLE "jobs" SET (toast_tuple_target = 512);
