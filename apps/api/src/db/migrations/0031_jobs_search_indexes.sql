DROP INDEX "jobs_disability_types_idx";--> statement-breakpoint
DROP INDEX "jobs_public_salary_range_idx";