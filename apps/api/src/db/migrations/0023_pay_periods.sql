-- Pay periods (docs/decisions/014-pay-periods.md): a job's pay is paid per year, month, week, day or
-- hour, and the pay range and pay sort become the yearly equivalent (amount × the period's factor),
-- so that the pay filter and the pay sorts compare like with like. A generated column's expression
-- cannot be altered: both are dropped with their indexes and added again. Existing jobs are yearly,
-- so their values do not change.
ALTER TABLE "jobs" ADD COLUMN "salary_period" text DEFAULT 'year' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_period_check" CHECK (salary_period in ('year', 'month', 'week', 'day', 'hour'));--> statement-breakpoint
DROP INDEX "jobs_public_salary_high_idx";--> statement-breakpoint
DROP INDEX "jobs_public_salary_low_idx";--> statement-breakpoint
DROP INDEX "jobs_public_salary_range_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "salary_range";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "salary_sort";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_range" "int4range" GENERATED ALWAYS AS (case when salary_min is null and salary_max is null then null else int4range(coalesce(salary_min * case salary_period when 'month' then 12 when 'week' then 52 when 'day' then 260 when 'hour' then 2080 else 1 end, 0), salary_max * case salary_period when 'month' then 12 when 'week' then 52 when 'day' then 260 when 'hour' then 2080 else 1 end, '[]') end) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_sort" integer GENERATED ALWAYS AS (coalesce(salary_max, salary_min) * case salary_period when 'month' then 12 when 'week' then 52 when 'day' then 260 when 'hour' then 2080 else 1 end) STORED;--> statement-breakpoint
CREATE INDEX "jobs_public_salary_high_idx" ON "jobs" USING btree ("salary_sort" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_public_salary_low_idx" ON "jobs" USING btree ("salary_sort","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_public_salary_range_idx" ON "jobs" USING gist ("salary_range") WHERE status = 'active';
