-- Pay order within one job type. Pay and type go together (hourly rates are mostly part-time
-- work), so a page of full-time jobs by pay was looked for along the pay order of every type: over
-- a million jobs, 1.3 s for "remote" among full-time jobs, lowest pay first.
CREATE INDEX "jobs_public_type_salary_high_idx" ON "jobs" USING btree ("job_type","salary_sort" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_public_type_salary_low_idx" ON "jobs" USING btree ("job_type","salary_sort","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';